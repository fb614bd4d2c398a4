-- A database as the release with migrations 1 to 10 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
-- reference: IAAII-2026-00001
-- status: accepted
-- unconfirmed address: grace@example.org
-- its confirmation link's token: 1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f
-- queued mail: Queued before the upgrade
-- pending application's token: 2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a
-- next reference: IAAII-2026-00002
-- admin's two-step secret: JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
-- audit entries: 2
-- draft's step: 1
-- admin's passkey: Security key (fixture)

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
INSERT INTO _sqlx_migrations VALUES(1,'init','2026-12-07 19:26:28',1,X'bfd5b89c46fb7d11f6d93184123cffcad0ae09994733400d7c4b5915bd5393996e5c395100ecb07e9752c96daf2fdc36',16188911);
INSERT INTO _sqlx_migrations VALUES(2,'confirmations and limits','2026-12-07 19:26:28',1,X'a5754238e815624d886aaead58555f8ac807be2b737a1a263b23b14be22f996c8d21e045da02c1e3e91eed78bb7279eb',1429440);
INSERT INTO _sqlx_migrations VALUES(3,'application references','2026-12-07 19:26:28',1,X'1061671953aa82bf5e0a54aa7cb5fa5e4798ae21d87b46244632bf7a8aecc4e7ebb68c3217291c9349f32760e39e2954',1449149);
INSERT INTO _sqlx_migrations VALUES(4,'mail queue','2026-12-07 19:26:28',1,X'df5888b6fe69d1b8ce65da663201deee3b528197ee52e1c5b1bb25c14c00938b4724897d5d9528b9a23a8789146a4d08',1164096);
INSERT INTO _sqlx_migrations VALUES(5,'service state','2026-12-07 19:26:28',1,X'248d1ac69ed560a82afe0c08c834a9a0350f3a8e1e04fa68addd2dadcfce0755bf6d257344ad3cf996cf70512dfa9fc9',5698932);
INSERT INTO _sqlx_migrations VALUES(6,'sliding limits','2026-12-07 19:26:28',1,X'bdd06a88aa05581d1b202285f0552b2141828cab6ba827f4889f27ee3d54194b4bd8bb8cf085531547cac8d4b44d47ef',1092050);
INSERT INTO _sqlx_migrations VALUES(7,'pending applications','2026-12-07 19:26:28',1,X'898b5826b1524e8ccab9ff323e407f6c03b76c04a7f06bafab9a9c21f4282e4ea5f58382fc823c925004e7d72b9aec22',1187862);
INSERT INTO _sqlx_migrations VALUES(8,'recovery bound to browser','2026-12-07 19:26:28',1,X'e17f6f71b29561d7344e2198e387c2fcf64a30cf4d82948fa0130bb255dd5d2f9caa09235bab2dd6ad4b68960ef3ae9e',923610);
INSERT INTO _sqlx_migrations VALUES(9,'staff workspace','2026-12-07 19:26:28',1,X'c4d6f7c866090be82d6dfd3b807ca0d71ac0a9bae4407d7806ca1b9bd19195b50a3a492feeca8e15aade4cc674d91dfa',7390281);
INSERT INTO _sqlx_migrations VALUES(10,'passkeys','2026-12-07 19:26:28',1,X'a292767194b3239aebf0849402433c082d906eec797df44bfea3a7ff46a7c552d21606c980773d4a51a0e9bd76dfde12',1252468);
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
INSERT INTO users VALUES('5f0c1e2d3a4b5c6d7e8f9012','ada@example.org','Ada','Lovelace','$argon2id$v=19$m=19456,t=2,p=1$ryp4DiV4IBBfz92WuErYCw$yYIQFPzYpo7k5i6G9g9rQlr36Ausb+jYxhrkOBMXHIg',1767139200,0,0,1767139600);
INSERT INTO users VALUES('6a1d2f3e4b5c6d7e8f901a2b','grace@example.org','Grace','Hopper','$argon2id$v=19$m=19456,t=2,p=1$ryp4DiV4IBBfz92WuErYCw$yYIQFPzYpo7k5i6G9g9rQlr36Ausb+jYxhrkOBMXHIg',1767225000,0,0,NULL);
INSERT INTO users VALUES('7b2e3f4a5b6c7d8e9f0a1b2c','admin@example.org','Ida','Rhodes','$argon2id$v=19$m=19456,t=2,p=1$ryp4DiV4IBBfz92WuErYCw$yYIQFPzYpo7k5i6G9g9rQlr36Ausb+jYxhrkOBMXHIg',1767217600,0,0,1767217700);
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL            -- absolute expiry
, second_factor_at INTEGER);
INSERT INTO sessions VALUES('8ebb8e6a59c99e303b128fe7785e36d17c6a422834886a2bb1d84eda7210035b','5f0c1e2d3a4b5c6d7e8f9012',1767222000,1767222000,1767830400,NULL);
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
, reference TEXT, status TEXT NOT NULL DEFAULT 'received', decided_at INTEGER, decision_note TEXT, staff_notified INTEGER NOT NULL DEFAULT 1, membership_type TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT '', applicant_name TEXT NOT NULL DEFAULT '', name_key TEXT, first_name_key TEXT NOT NULL DEFAULT '');
INSERT INTO applications VALUES('8a9b0c1d2e3f405162738495',1767223800,'ada@example.org','{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"ada@example.org","familyName":"Lovelace","firstName":"Ada","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}','IAAII-2026-00001','accepted',1767224700,'Welcome.',1,'','','',NULL,'');
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL
, log TEXT NOT NULL DEFAULT '');
INSERT INTO rate_limits VALUES('submit-form:127.0.0.9',1767225540,1,'1767225540fixtr;');
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
CREATE TABLE pending_applications (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    payload TEXT NOT NULL,
    submitted_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
INSERT INTO pending_applications VALUES('a7aff591613a5c73078d56ae4ac3c9271ec43fd9729cb960e5eeaa0056c081f0','grace@example.org','{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"grace@example.org","familyName":"Hopper","firstName":"Grace","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}',1767225000,1767394800);
CREATE TABLE reset_codes (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    browser_hash TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, browser_hash)
);
INSERT INTO reset_codes VALUES('5f0c1e2d3a4b5c6d7e8f9012','1a91242b639406f78a5e5ae51fd248a58d4cc666c32316c9662c0e82702c63cb','12a9c92a454fb39a11d9fb384296aaa2fd0a20b965a74345c58ea0844b13431c','fixture-salt',1767226200,0);
CREATE TABLE staff_roles (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('reviewer', 'admin')),
    granted_at INTEGER NOT NULL,
    granted_by TEXT NOT NULL               -- an admin's address, or "command line"
);
INSERT INTO staff_roles VALUES('7b2e3f4a5b6c7d8e9f0a1b2c','admin',1767218400,'command line');
CREATE TABLE second_factors (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER,
    last_step INTEGER NOT NULL DEFAULT 0
);
INSERT INTO second_factors VALUES('7b2e3f4a5b6c7d8e9f0a1b2c','JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',1767218600,1767218700,58907518);
CREATE TABLE second_factor_recovery_codes (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, code_hash)
);
INSERT INTO second_factor_recovery_codes VALUES('7b2e3f4a5b6c7d8e9f0a1b2c','c01386987fcf8d6b0956c2dba5069b8b6e3759d2ee9d1f4157976af2b143d0c7');
CREATE TABLE audit_log (
    seq INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,                   -- the staff member's address at the time
    action TEXT NOT NULL,
    subject TEXT NOT NULL,                 -- a reference, an address, or ''
    detail TEXT NOT NULL,
    client TEXT NOT NULL,                  -- the client address the action came from
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
INSERT INTO audit_log VALUES(1,1767218400,'admin@example.org','role-granted','admin@example.org','admin','127.0.0.1','0000000000000000000000000000000000000000000000000000000000000000','cafc17efeca721c99d811bb598afe2d0e1443f97562983447f6332969738347d');
INSERT INTO audit_log VALUES(2,1767224700,'admin@example.org','application-decided','IAAII-2026-00001','accepted','127.0.0.1','cafc17efeca721c99d811bb598afe2d0e1443f97562983447f6332969738347d','ea6a5d53ecb182b33ab8266ef45cfda9d68632b8ff1259b96c45b177b5c0fac8');
CREATE TABLE audit_head (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    purged_through INTEGER NOT NULL,
    purged_hash TEXT NOT NULL
);
INSERT INTO audit_head VALUES(1,2,'ea6a5d53ecb182b33ab8266ef45cfda9d68632b8ff1259b96c45b177b5c0fac8',0,'0000000000000000000000000000000000000000000000000000000000000000');
CREATE TABLE application_drafts (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    payload TEXT NOT NULL,                 -- the wizard's answers and step, as JSON
    saved_at INTEGER NOT NULL              -- milliseconds, as the member's browser saved it
);
INSERT INTO application_drafts VALUES('5f0c1e2d3a4b5c6d7e8f9012','{"answers":{"country":"GB","firstName":"Ada"},"step":1}',1767225480000);
CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,        -- base64url, as the browser names it
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,                    -- the owner's name for it ("Work laptop")
    passkey TEXT NOT NULL,                 -- webauthn-rs's record: public key and counter (JSON)
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
);
INSERT INTO passkeys VALUES('Zml4dHVyZS1wYXNza2V5','7b2e3f4a5b6c7d8e9f0a1b2c','Security key (fixture)','{}',1767220600,NULL);
CREATE TABLE passkey_ceremonies (
    session_hash TEXT NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
    state TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (session_hash, purpose)
);
INSERT INTO passkey_ceremonies VALUES('8ebb8e6a59c99e303b128fe7785e36d17c6a422834886a2bb1d84eda7210035b','register','{}',1767225900);
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX email_confirmations_by_user ON email_confirmations(user_id);
CREATE INDEX rate_limits_by_window ON rate_limits(window_start);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);
CREATE UNIQUE INDEX applications_by_reference ON applications(reference);
CREATE INDEX applications_by_email ON applications(email);
CREATE INDEX mail_queue_due ON mail_queue(next_attempt_at) WHERE failed_at IS NULL;
CREATE INDEX pending_applications_by_expiry ON pending_applications(expires_at);
CREATE INDEX audit_log_by_action ON audit_log(action, seq);
CREATE INDEX audit_log_by_subject ON audit_log(subject, seq);
CREATE INDEX applications_by_time ON applications(submitted_at, id);
CREATE INDEX applications_by_status ON applications(status, submitted_at, id);
CREATE INDEX applications_by_type ON applications(membership_type, status, submitted_at, id);
CREATE INDEX applications_by_country ON applications(country, status, membership_type, submitted_at, id);
CREATE INDEX applications_by_name ON applications(name_key, id);
CREATE INDEX applications_by_first_name ON applications(first_name_key);
CREATE INDEX passkeys_by_user ON passkeys(user_id);
COMMIT;
