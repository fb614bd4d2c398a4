-- Accounts, sessions, password recovery, membership applications and rate-limit counters.
-- Times are Unix seconds. Secrets (session tokens, codes, reset tokens) are stored hashed only.

CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,            -- trimmed and lower-cased
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,           -- argon2id PHC string
    created_at INTEGER NOT NULL,
    otp_failures INTEGER NOT NULL DEFAULT 0,        -- wrong codes in the current window, across codes
    otp_failures_window INTEGER NOT NULL DEFAULT 0  -- start of that window
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL            -- absolute expiry
);
CREATE INDEX sessions_by_user ON sessions(user_id);

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

CREATE TABLE applications (
    id TEXT PRIMARY KEY,
    submitted_at INTEGER NOT NULL,
    email TEXT NOT NULL,
    payload TEXT NOT NULL                  -- the validated application as JSON
);

CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL
);
