-- A recovery code belongs to the browser that asked for it (the hash of its HttpOnly
-- `iaaii_recovery` cookie): a try without that cookie is never compared with the code, so
-- strangers guessing cannot use up the owner's tries, and a code asked for by a stranger no longer
-- voids the owner's. Each browser has one live code per account. Codes live at the upgrade (ten
-- minutes at most) are dropped: their owners ask again.
DROP TABLE reset_codes;
CREATE TABLE reset_codes (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    browser_hash TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    failures BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, browser_hash)
);
