-- Applications from an address that has not shown it is its owner's (no signed-in member with
-- that confirmed address): kept here until the link mailed to the address is followed, then
-- moved to `applications` in the transaction that numbers them; deleted unconfirmed after 48
-- hours by housekeeping. So nobody can have the association mail a stranger's address with an
-- acknowledgement, or send the staff applications from addresses nobody answers at.
CREATE TABLE pending_applications (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    payload TEXT NOT NULL,
    submitted_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX pending_applications_by_expiry ON pending_applications(expires_at);

-- Applications the staff have not been mailed about one by one (past the hourly bound on
-- notices): gathered into one digest by housekeeping.
ALTER TABLE applications ADD COLUMN staff_notified INTEGER NOT NULL DEFAULT 1;
