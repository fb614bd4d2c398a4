-- Passkeys (WebAuthn) as a second way to pass the second factor, for staff and for members who
-- choose one. An account with a confirmed authenticator app or at least one passkey has a second
-- factor: its sessions count as signed in only once they have passed it.
CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,        -- base64url, as the browser names it
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,                    -- the owner's name for it ("Work laptop")
    passkey TEXT NOT NULL,                 -- webauthn-rs's record: public key and counter (JSON)
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
);
CREATE INDEX passkeys_by_user ON passkeys(user_id);

-- A WebAuthn ceremony between its two requests: the challenge's state, one per session and
-- purpose, taken (deleted) by the request that finishes it, so a challenge answers once.
CREATE TABLE passkey_ceremonies (
    session_hash TEXT NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
    state TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (session_hash, purpose)
);
