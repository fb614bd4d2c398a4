-- A database as the release with migrations 1 to 2 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
-- reference: 8a9b0c1d2e3f405162738495
-- unconfirmed address: grace@example.org
-- its confirmation link's token: 1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f

PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE _sqlx_migrations (
    version BIGINT PRIMARY KEY,
    description TEXT NOT NULL,
    installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    success BOOLEAN NOT NULL,
    checksum BLOB NOT NULL,
    execution_time BIGINT NOT NULL
);
INSERT INTO _sqlx_migrations VALUES(1,'init','2026-12-07 19:26:28',1,X'bfd5b89c46fb7d11f6d93184123cffcad0ae09994733400d7c4b5915bd5393996e5c395100ecb07e9752c96daf2fdc36',6095681);
INSERT INTO _sqlx_migrations VALUES(2,'confirmations and limits','2026-12-07 19:26:28',1,X'a5754238e815624d886aaead58555f8ac807be2b737a1a263b23b14be22f996c8d21e045da02c1e3e91eed78bb7279eb',1402380);
CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,            -- trimmed and lower-cased
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,           -- argon2id PHC string
    created_at INTEGER NOT NULL,
    otp_failures INTEGER NOT NULL DEFAULT 0,        -- wrong codes in the current window, across codes
    otp_failures_window INTEGER NOT NULL DEFAULT 0  -- start of that window
, email_confirmed_at INTEGER);
INSERT INTO users VALUES('5f0c1e2d3a4b5c6d7e8f9012','ada@example.org','Ada','Lovelace','$argon2id$v=19$m=19456,t=2,p=1$NViRuDLFi8wFpVSWTkPm5w$WXs/C0m3e1hLG6lvg7RQR9YZf5GuFAHgRvQVU24JVUQ',1767139200,0,0,1767139600);
INSERT INTO users VALUES('6a1d2f3e4b5c6d7e8f901a2b','grace@example.org','Grace','Hopper','$argon2id$v=19$m=19456,t=2,p=1$NViRuDLFi8wFpVSWTkPm5w$WXs/C0m3e1hLG6lvg7RQR9YZf5GuFAHgRvQVU24JVUQ',1767225000,0,0,NULL);
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL            -- absolute expiry
);
INSERT INTO sessions VALUES('8ebb8e6a59c99e303b128fe7785e36d17c6a422834886a2bb1d84eda7210035b','5f0c1e2d3a4b5c6d7e8f9012',1767222000,1767222000,1767830400);
CREATE TABLE reset_codes (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,  -- one live code per account
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
);
INSERT INTO reset_tokens VALUES('318a629200bfe324ec1a250ff5aa48e1ed114ebd0ab9117f49d2502a1071d8d0','5f0c1e2d3a4b5c6d7e8f9012',1767226500,0);
CREATE TABLE applications (
    id TEXT PRIMARY KEY,
    submitted_at INTEGER NOT NULL,
    email TEXT NOT NULL,
    payload TEXT NOT NULL                  -- the validated application as JSON
);
INSERT INTO applications VALUES('8a9b0c1d2e3f405162738495',1767223800,'ada@example.org','{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"ada@example.org","familyName":"Lovelace","firstName":"Ada","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}');
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL
);
CREATE TABLE email_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
);
INSERT INTO email_confirmations VALUES('c23c4fcb10543df7279c6879aadccd2e70cf103656df34ac9aa3da6446841c02','6a1d2f3e4b5c6d7e8f901a2b',1767312000);
CREATE TABLE known_clients (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    last_seen_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, client)
);
INSERT INTO known_clients VALUES('5f0c1e2d3a4b5c6d7e8f9012','127.0.0.1',1767222000);
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX email_confirmations_by_user ON email_confirmations(user_id);
CREATE INDEX rate_limits_by_window ON rate_limits(window_start);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);
COMMIT;
