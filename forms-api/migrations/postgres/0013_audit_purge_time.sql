-- When the last purged audit row was written, so `audit verify` can refuse a start moved past
-- rows younger than the retention period (rows deleted and the head rewritten to hide it).
-- NULL: nothing purged. Heads purged before this migration get 0 ("long ago"): their time was
-- not kept, and refusing them would break logs that are intact.
ALTER TABLE audit_head ADD COLUMN purged_at BIGINT;
UPDATE audit_head SET purged_at = 0 WHERE purged_through > 0;
