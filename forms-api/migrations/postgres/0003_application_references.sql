-- Applications get a readable reference (IAAII-2026-00042) and a decision recorded by staff.
-- An application belongs to the account whose confirmed address it gives (joined by e-mail), so
-- it appears on that member's profile whether the account existed when it was sent or not.

ALTER TABLE applications ADD COLUMN reference TEXT;          -- NULL for applications sent before
ALTER TABLE applications ADD COLUMN status TEXT NOT NULL DEFAULT 'received';  -- or accepted, declined
ALTER TABLE applications ADD COLUMN decided_at BIGINT;
ALTER TABLE applications ADD COLUMN decision_note TEXT;
CREATE UNIQUE INDEX applications_by_reference ON applications(reference);
CREATE INDEX applications_by_email ON applications(email);

-- The last number given out in each year.
CREATE TABLE reference_counters (
    year BIGINT PRIMARY KEY,
    last BIGINT NOT NULL
);
