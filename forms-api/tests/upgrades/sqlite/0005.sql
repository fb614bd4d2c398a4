-- A database as the release with migrations 1 to 5 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
-- reference: IAAII-2026-00001
-- status: accepted
-- unconfirmed address: grace@example.org
-- its confirmation link's token: 1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f
-- queued mail: Queued before the upgrade

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
INSERT INTO _sqlx_migrations VALUES(1,'init','2026-12-07 19:26:28',1,X'bfd5b89c46fb7d11f6d93184123cffcad0ae09994733400d7c4b5915bd5393996e5c395100ecb07e9752c96daf2fdc36',3464578);
INSERT INTO _sqlx_migrations VALUES(2,'confirmations and limits','2026-12-07 19:26:28',1,X'a5754238e815624d886aaead58555f8ac807be2b737a1a263b23b14be22f996c8d21e045da02c1e3e91eed78bb7279eb',7702884);
INSERT INTO _sqlx_migrations VALUES(3,'application references','2026-12-07 19:26:28',1,X'1061671953aa82bf5e0a54aa7cb5fa5e4798ae21d87b46244632bf7a8aecc4e7ebb68c3217291c9349f32760e39e2954',1459144);
INSERT INTO _sqlx_migrations VALUES(4,'mail queue','2026-12-07 19:26:28',1,X'df5888b6fe69d1b8ce65da663201deee3b528197ee52e1c5b1bb25c14c00938b4724897d5d9528b9a23a8789146a4d08',995837);
INSERT INTO _sqlx_migrations VALUES(5,'service state','2026-12-07 19:26:28',1,X'248d1ac69ed560a82afe0c08c834a9a0350f3a8e1e04fa68addd2dadcfce0755bf6d257344ad3cf996cf70512dfa9fc9',917881);
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
INSERT INTO users VALUES('5f0c1e2d3a4b5c6d7e8f9012','ada@example.org','Ada','Lovelace','$argon2id$v=19$m=19456,t=2,p=1$sMHDS4T9AIEXfFNQoLJWUQ$E8TsJ7awk+2ZyoWUDIGYf6mBfhdEqdOaQfubmzbwub0',1767139200,0,0,1767139600);
INSERT INTO users VALUES('6a1d2f3e4b5c6d7e8f901a2b','grace@example.org','Grace','Hopper','$argon2id$v=19$m=19456,t=2,p=1$sMHDS4T9AIEXfFNQoLJWUQ$E8TsJ7awk+2ZyoWUDIGYf6mBfhdEqdOaQfubmzbwub0',1767225000,0,0,NULL);
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
, reference TEXT, status TEXT NOT NULL DEFAULT 'received', decided_at INTEGER, decision_note TEXT);
INSERT INTO applications VALUES('8a9b0c1d2e3f405162738495',1767223800,'ada@example.org','{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"ada@example.org","familyName":"Lovelace","firstName":"Ada","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}','IAAII-2026-00001','accepted',1767224700,'Welcome.');
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
CREATE TABLE reference_counters (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
);
INSERT INTO reference_counters VALUES(2026,1);
CREATE TABLE mail_queue (
    id TEXT PRIMARY KEY,                       -- also the message's Message-ID, <id@sender's domain>
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,          -- not tried again before this time
    claimed_until INTEGER NOT NULL DEFAULT 0,  -- a sender is delivering it until then
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    failed_at INTEGER                          -- given up: no more tries
);
INSERT INTO mail_queue VALUES('9c8d7e6f5a4b3c2d1e0f9a8b','ada@example.org','Queued before the upgrade','Hello Ada,','<p>Hello Ada,</p>',1767225540,1767229200,0,0,NULL,NULL);
CREATE TABLE service_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO service_state VALUES('readiness_probe','1767225570');
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX email_confirmations_by_user ON email_confirmations(user_id);
CREATE INDEX rate_limits_by_window ON rate_limits(window_start);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);
CREATE UNIQUE INDEX applications_by_reference ON applications(reference);
CREATE INDEX applications_by_email ON applications(email);
CREATE INDEX mail_queue_due ON mail_queue(next_attempt_at) WHERE failed_at IS NULL;
COMMIT;
