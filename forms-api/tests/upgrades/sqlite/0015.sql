-- A database as the release with migrations 1 to 15 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: e4b6307cfefda870a3370b39cb0702b22f3c82197720fa6cbf6a0a699e02664f
-- reference: IAAII-2026-00001
-- admin's two-step secret: WIKLVYD3JSZJEKKN2QDCASWNS3NXENLN
-- audit entries: 3

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
INSERT INTO _sqlx_migrations VALUES(1,'init','2026-12-07 14:30:37',1,X'bfd5b89c46fb7d11f6d93184123cffcad0ae09994733400d7c4b5915bd5393996e5c395100ecb07e9752c96daf2fdc36',1417713);
INSERT INTO _sqlx_migrations VALUES(2,'confirmations and limits','2026-12-07 14:30:37',1,X'a5754238e815624d886aaead58555f8ac807be2b737a1a263b23b14be22f996c8d21e045da02c1e3e91eed78bb7279eb',1218067);
INSERT INTO _sqlx_migrations VALUES(3,'application references','2026-12-07 14:30:37',1,X'1061671953aa82bf5e0a54aa7cb5fa5e4798ae21d87b46244632bf7a8aecc4e7ebb68c3217291c9349f32760e39e2954',1474166);
INSERT INTO _sqlx_migrations VALUES(4,'mail queue','2026-12-07 14:30:37',1,X'df5888b6fe69d1b8ce65da663201deee3b528197ee52e1c5b1bb25c14c00938b4724897d5d9528b9a23a8789146a4d08',827227);
INSERT INTO _sqlx_migrations VALUES(5,'service state','2026-12-07 14:30:37',1,X'248d1ac69ed560a82afe0c08c834a9a0350f3a8e1e04fa68addd2dadcfce0755bf6d257344ad3cf996cf70512dfa9fc9',760948);
INSERT INTO _sqlx_migrations VALUES(6,'sliding limits','2026-12-07 14:30:37',1,X'bdd06a88aa05581d1b202285f0552b2141828cab6ba827f4889f27ee3d54194b4bd8bb8cf085531547cac8d4b44d47ef',903320);
INSERT INTO _sqlx_migrations VALUES(7,'pending applications','2026-12-07 14:30:37',1,X'898b5826b1524e8ccab9ff323e407f6c03b76c04a7f06bafab9a9c21f4282e4ea5f58382fc823c925004e7d72b9aec22',1050518);
INSERT INTO _sqlx_migrations VALUES(8,'recovery bound to browser','2026-12-07 14:30:37',1,X'e17f6f71b29561d7344e2198e387c2fcf64a30cf4d82948fa0130bb255dd5d2f9caa09235bab2dd6ad4b68960ef3ae9e',815630);
INSERT INTO _sqlx_migrations VALUES(9,'staff workspace','2026-12-07 14:30:37',1,X'c4d6f7c866090be82d6dfd3b807ca0d71ac0a9bae4407d7806ca1b9bd19195b50a3a492feeca8e15aade4cc674d91dfa',3496215);
INSERT INTO _sqlx_migrations VALUES(10,'passkeys','2026-12-07 14:30:37',1,X'a292767194b3239aebf0849402433c082d906eec797df44bfea3a7ff46a7c552d21606c980773d4a51a0e9bd76dfde12',936950);
INSERT INTO _sqlx_migrations VALUES(11,'languages','2026-12-07 14:30:37',1,X'7b7fc9ff24b7ab03bb7c7f444eb9eba602cc65e3d3eed459037bdd50d0fb6702e4d6eb96cbd361d1f867a11213b1fc34',1044349);
INSERT INTO _sqlx_migrations VALUES(12,'identity proved','2026-12-07 14:30:37',1,X'563b58987b660441900dcb18370d0379c971148181d19daa5fbe08a1a9e741dc0b5e08191a5082dcd8f8c95b82f8d9d3',934736);
INSERT INTO _sqlx_migrations VALUES(13,'audit purge time','2026-12-07 14:30:37',1,X'f7bd2356a2330123a8683e2ee8434e4915d2349f94e1042501eae51275beab9e866e928c4fd63f1e71eb1ed0e5d53c9a',976428);
INSERT INTO _sqlx_migrations VALUES(14,'folded name search','2026-12-07 14:30:37',1,X'85792fcbacea2745b728521324d2cac4d6a07236f3755893f12f757be3fef3b258b22ca7a566290a21635e81dcd67615',2553157);
INSERT INTO _sqlx_migrations VALUES(15,'search words index','2026-12-07 14:30:37',1,X'851c49d01ad04b6d8194ad20dcb683d5a081503c6be23bb1268e3bb7a2cdaab3b0a2db5ddd69a78f94c976520a32e771',848914);
CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,            -- trimmed and lower-cased
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,           -- argon2id PHC string
    created_at INTEGER NOT NULL,
    otp_failures INTEGER NOT NULL DEFAULT 0,        -- wrong codes in the current window, across codes
    otp_failures_window INTEGER NOT NULL DEFAULT 0  -- start of that window
, email_confirmed_at INTEGER, language TEXT NOT NULL DEFAULT 'en');
INSERT INTO users VALUES('3776c419da4c26ddef64d73c','admin@example.org','Ada','Lovelace','$argon2id$v=19$m=19456,t=2,p=1$x51IpWMYEtQvJ9avJJLkNg$OFC4c7oEjN0IXFR2cNWwwOUxwSC+fUDf4K+93EAsT9k',1767225600,0,0,1767225600,'en');
INSERT INTO users VALUES('647422bee4dd6eab0d6b22e6','ada@example.org','Ada','Lovelace','$argon2id$v=19$m=19456,t=2,p=1$shnLNXYf4rVriGSmH2wBXw$cZU7GIA1dA6PX2mhMK55/HK4dKiLjhWTaFm332pnbcA',1767225600,0,0,1767225600,'en');
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL            -- absolute expiry
, second_factor_at INTEGER, identity_proved_at INTEGER);
INSERT INTO sessions VALUES('13c600ce8cec8a6679d302e3a0283a7bf04db27f73dac363b0bae16e899fff40','3776c419da4c26ddef64d73c',1767225600,1767225600,1769817600,1767225600,NULL);
INSERT INTO sessions VALUES('55919e425d72ba84be027679f862f1e0b192c6841e2286f35ffc36a23ed08347','647422bee4dd6eab0d6b22e6',1767225600,1767225600,1769817600,NULL,NULL);
CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE applications (
    id TEXT PRIMARY KEY,
    submitted_at INTEGER NOT NULL,
    email TEXT NOT NULL,
    payload TEXT NOT NULL                  -- the validated application as JSON
, reference TEXT, status TEXT NOT NULL DEFAULT 'received', decided_at INTEGER, decision_note TEXT, staff_notified INTEGER NOT NULL DEFAULT 1, membership_type TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT '', applicant_name TEXT NOT NULL DEFAULT '', name_key TEXT, search_words TEXT NOT NULL DEFAULT '');
INSERT INTO applications VALUES('45cab8ed98218708628f013f',1767225600,'ada@example.org','{"firstName":"Grace","familyName":"Hopper","gender":"Female","email":"ada@example.org","country":"United States of America","mobile":"+1 555 010 0199","jobTitle":"Professor","jobClassification":"Academic","highestQualification":"PhD","department":"Computer Science","institution":"Example University","yearsInAcademia":12.0,"researchInterests":"Compilers, programming languages","subjectClassification":"","areasOfSpecialization":"Language design","contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","areasForCollaboration":"Teaching, research","confidentialityConsent":true,"membershipType":"regular","language":"en"}','IAAII-2026-00001','accepted',1767225600,'Welcome.',1,'regular','United States of America','Grace Hopper','hopper grace',' grace hopper');
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL
, log TEXT NOT NULL DEFAULT '');
INSERT INTO rate_limits VALUES('sign-up:127.0.0.1',1767225600,2,'1767225600148b3;176722560016128;');
INSERT INTO rate_limits VALUES('mail-to:admin@example.org',1767225600,1,'1767225600c8361;');
INSERT INTO rate_limits VALUES('confirm-email:127.0.0.1',1767225600,2,'176722560070e97;1767225600b3d90;');
INSERT INTO rate_limits VALUES('sign-in:127.0.0.1',1767225600,2,'1767225600cdba9;1767225600299a7;');
INSERT INTO rate_limits VALUES('password:admin@example.org|127.0.0.1',1767225600,0,'');
INSERT INTO rate_limits VALUES('password-account:admin@example.org',1767225600,0,'');
INSERT INTO rate_limits VALUES('second-factor-session:13c600ce8cec8a6679d302e3a0283a7bf04db27f73dac363b0bae16e899fff40',1767225600,0,'');
INSERT INTO rate_limits VALUES('second-factor:3776c419da4c26ddef64d73c',1767225600,0,'');
INSERT INTO rate_limits VALUES('mail-to:ada@example.org',1767225600,1,'1767225600c0252;');
INSERT INTO rate_limits VALUES('password:ada@example.org|127.0.0.1',1767225600,0,'');
INSERT INTO rate_limits VALUES('password-account:ada@example.org',1767225600,0,'');
INSERT INTO rate_limits VALUES('submit-form:127.0.0.1',1767225600,1,'1767225600dca23;');
INSERT INTO rate_limits VALUES('staff-notice:all',1767225600,1,'17672256003d0e7;');
CREATE TABLE email_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
);
CREATE TABLE known_clients (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    last_seen_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, client)
);
INSERT INTO known_clients VALUES('3776c419da4c26ddef64d73c','127.0.0.1',1767225600);
INSERT INTO known_clients VALUES('3776c419da4c26ddef64d73c','device:f57af248ef60bcc86e4146e7a576f6c32f9e4d89f530d2a3600e2e3f75c94fd4',1767225600);
INSERT INTO known_clients VALUES('3776c419da4c26ddef64d73c','second-step:f57af248ef60bcc86e4146e7a576f6c32f9e4d89f530d2a3600e2e3f75c94fd4',1767225600);
INSERT INTO known_clients VALUES('647422bee4dd6eab0d6b22e6','127.0.0.1',1767225600);
INSERT INTO known_clients VALUES('647422bee4dd6eab0d6b22e6','device:0d8771793d6798a8737e2a5e1a2404dc7ce0a8d7cce933e9ec2ab897c36f28c4',1767225600);
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
CREATE TABLE service_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE pending_applications (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    payload TEXT NOT NULL,
    submitted_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE TABLE reset_codes (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    browser_hash TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, browser_hash)
);
CREATE TABLE staff_roles (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('reviewer', 'admin')),
    granted_at INTEGER NOT NULL,
    granted_by TEXT NOT NULL               -- an admin's address, or "command line"
);
INSERT INTO staff_roles VALUES('3776c419da4c26ddef64d73c','admin',1767225600,'command line');
CREATE TABLE second_factors (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER,
    last_step INTEGER NOT NULL DEFAULT 0
);
INSERT INTO second_factors VALUES('3776c419da4c26ddef64d73c','WIKLVYD3JSZJEKKN2QDCASWNS3NXENLN',1767225600,1767225600,58907520);
CREATE TABLE second_factor_recovery_codes (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, code_hash)
);
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','69a3471f1876033815c6813cc4022629f6166b0c8109b7cfd3cc35a133bd5385');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','78bbe47c57d5822f823d263089dd8dd9e1261abe4d6b123c16855fea1f0e98d4');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','d018d47cdb639b78d1128d5827a37c8d9cea9a247b941e7b80a9a1e9b805e91d');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','105477593d60651cf9c2f13ed19bccd0b63452da4a2219d2f11b4f59e4793477');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','e893b1c04dff8a06f5552a97162c63a819eae0447a61cf5bbfd9eceb13ecb391');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','0bf54f394847ade3952b257b1542d0a4bcd7ce218c791e2cbc7a29c37f36c075');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','d193cadb8bd57c7cc51e628dca12a1111ee47e1d6dedc7765f5a92cb1123a773');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','107b5b54d1ff180618a984a46da9934e588bfaecd5115331275dd398f8302388');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','ed5ee4ce61936e19b6b05d79e27784cd9b0470e2660c1ab6392dec4d8c296f0e');
INSERT INTO second_factor_recovery_codes VALUES('3776c419da4c26ddef64d73c','1bc9cab447e4ada8ce9f42067b2020a2edf9e6cdf24f7333420657a41fa2763d');
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
INSERT INTO audit_log VALUES(1,1767225600,'command line','role-granted','admin@example.org','admin','','0000000000000000000000000000000000000000000000000000000000000000','25cabaee34e912ae9b74a3b54a4cc272760917b078348d3be3a05541245292b0');
INSERT INTO audit_log VALUES(2,1767225600,'admin@example.org','second-factor-enrolled','','','127.0.0.1','25cabaee34e912ae9b74a3b54a4cc272760917b078348d3be3a05541245292b0','714aeaeca2bfbea47466f14ab66c78151aec92c4605aec4f00bfb06225f7c783');
INSERT INTO audit_log VALUES(3,1767225600,'admin@example.org','application-decided','IAAII-2026-00001','accepted','127.0.0.1','714aeaeca2bfbea47466f14ab66c78151aec92c4605aec4f00bfb06225f7c783','232afeaa73fb02c2ee50f0b99fb905a4e2c743a86fa66a5463162b2989998c9e');
CREATE TABLE audit_head (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    purged_through INTEGER NOT NULL,
    purged_hash TEXT NOT NULL
, purged_at INTEGER);
INSERT INTO audit_head VALUES(1,3,'232afeaa73fb02c2ee50f0b99fb905a4e2c743a86fa66a5463162b2989998c9e',0,'0000000000000000000000000000000000000000000000000000000000000000',NULL);
CREATE TABLE application_drafts (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    payload TEXT NOT NULL,                 -- the wizard's answers and step, as JSON
    saved_at INTEGER NOT NULL              -- milliseconds, as the member's browser saved it
);
CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,        -- base64url, as the browser names it
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,                    -- the owner's name for it ("Work laptop")
    passkey TEXT NOT NULL,                 -- webauthn-rs's record: public key and counter (JSON)
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
);
CREATE TABLE passkey_ceremonies (
    session_hash TEXT NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
    state TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (session_hash, purpose)
);
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
CREATE INDEX passkeys_by_user ON passkeys(user_id);
CREATE INDEX applications_by_words ON applications(search_words);
COMMIT;
