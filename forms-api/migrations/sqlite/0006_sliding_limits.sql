-- Limits hold over every interval of their length, not per clock-aligned window: each counter
-- keeps the times of its last accepted events (a sliding log, at most the limit's size), as
-- fixed-width entries "<10-digit Unix seconds><5 random characters>;" so that one statement can
-- read the oldest, drop it and append, in the SQL both backends share. `window_start` is now the
-- time of the counter's last event (housekeeping deletes counters idle for the longest window),
-- and `count` the number of entries. Counters of the old fixed windows are dropped.
DELETE FROM rate_limits;
ALTER TABLE rate_limits ADD COLUMN log TEXT NOT NULL DEFAULT '';
