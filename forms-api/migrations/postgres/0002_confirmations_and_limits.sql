-- Confirmed addresses, and what the sign-in limits need to keep an account's owner from being
-- locked out by strangers.

-- An account signs in only once its address is confirmed through a mailed link (NULL until then).
ALTER TABLE users ADD COLUMN email_confirmed_at BIGINT;
-- Accounts made before confirmation existed proved nothing, but their owners have been signing in.
UPDATE users SET email_confirmed_at = created_at;

CREATE TABLE email_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL
);
CREATE INDEX email_confirmations_by_user ON email_confirmations(user_id);

-- Client addresses (an IPv6 client by its /64) an account has signed in from: wrong passwords
-- sent from them do not count against the account-wide ceiling, so the owner keeps signing in.
CREATE TABLE known_clients (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, client)
);

-- Housekeeping deletes by age.
CREATE INDEX rate_limits_by_window ON rate_limits(window_start);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);
