-- The staff workspace: roles, a second factor (TOTP) with recovery codes, an append-only audit
-- log whose rows are chained by hash, the application fields the staff filter and search by, and
-- the drafts members keep on the service.

-- Who may use the workspace: reviewers read and decide; admins also manage roles and read the
-- audit log. A role belongs to a confirmed account and goes with it.
CREATE TABLE staff_roles (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('reviewer', 'admin')),
    granted_at BIGINT NOT NULL,
    granted_by TEXT NOT NULL               -- an admin's address, or "command line"
);

-- A TOTP secret (RFC 6238), base32. `confirmed_at` is NULL until a first code from the
-- authenticator proves it was set up; `last_step` is the time step of the last code accepted,
-- so no code is accepted twice.
CREATE TABLE second_factors (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    confirmed_at BIGINT,
    last_step BIGINT NOT NULL DEFAULT 0
);

-- Single-use recovery codes, hashed; a code is deleted when used.
CREATE TABLE second_factor_recovery_codes (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, code_hash)
);

-- When this session passed the second factor (NULL: not yet).
ALTER TABLE sessions ADD COLUMN second_factor_at BIGINT;

-- Every staff action, appended and never changed: `hash` is SHA-256 over the row and the hash of
-- the row before, so `forms-api audit verify` finds a row changed, removed or inserted.
CREATE TABLE audit_log (
    seq BIGINT PRIMARY KEY,
    at BIGINT NOT NULL,
    actor TEXT NOT NULL,                   -- the staff member's address at the time
    action TEXT NOT NULL,
    subject TEXT NOT NULL,                 -- a reference, an address, or ''
    detail TEXT NOT NULL,
    client TEXT NOT NULL,                  -- the client address the action came from
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX audit_log_by_action ON audit_log(action, seq);
CREATE INDEX audit_log_by_subject ON audit_log(subject, seq);
-- The chain's ends: the last row's number and hash (so rows removed from the end are found too),
-- and where it starts once old rows are purged (the number and hash of the last row purged). Every
-- append updates this one row first, which makes appends take turns on both databases.
CREATE TABLE audit_head (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    seq BIGINT NOT NULL,
    hash TEXT NOT NULL,
    purged_through BIGINT NOT NULL,
    purged_hash TEXT NOT NULL
);
INSERT INTO audit_head (id, seq, hash, purged_through, purged_hash)
VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000', 0, '0000000000000000000000000000000000000000000000000000000000000000');

-- What the staff filter, sort and search by, taken from the answers when stored (filled for
-- earlier applications by the service at start). Keys are lower-case, for prefix search.
ALTER TABLE applications ADD COLUMN membership_type TEXT NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN applicant_name TEXT NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN name_key TEXT COLLATE "C";      -- "family first", NULL until filled
ALTER TABLE applications ADD COLUMN first_name_key TEXT COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX applications_by_time ON applications(submitted_at, id);
CREATE INDEX applications_by_status ON applications(status, submitted_at, id);
CREATE INDEX applications_by_type ON applications(membership_type, status, submitted_at, id);
-- Country first, as the most selective filter; with status and type after it, the list's usual
-- filters ("pending regular members from Kenya") are one range of this index, in date order.
CREATE INDEX applications_by_country ON applications(country, status, membership_type, submitted_at, id);
CREATE INDEX applications_by_name ON applications(name_key, id);
CREATE INDEX applications_by_first_name ON applications(first_name_key);

-- A signed-in member's unfinished application: one per account, the newest kept.
CREATE TABLE application_drafts (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    payload TEXT NOT NULL,                 -- the wizard's answers and step, as JSON
    saved_at BIGINT NOT NULL              -- milliseconds, as the member's browser saved it
);
