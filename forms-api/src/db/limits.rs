//! Rate-limit counters as sliding logs: one atomic statement takes a slot or refuses.
//!
//! A counter's `log` holds the times of its last accepted events, oldest first, as entries of
//! `ENTRY_WIDTH` characters (`rate_limit::log_entry`). An event is accepted when fewer than `max`
//! entries are kept, or when the oldest of the last `max` lies outside the window; the oldest is
//! then dropped and the new one appended. So at most `max` events are accepted in any interval
//! of the window's length. On PostgreSQL the upsert's `WHERE` is evaluated on the row it has
//! locked, and SQLite runs one writer at a time, so concurrent takes cannot overshoot.

use sqlx::Row;

use super::handle::{Db, Result};

/// Characters of one log entry: ten digits of Unix seconds, five of a random tag, a `;`.
pub const ENTRY_WIDTH: i64 = 16;

impl Db {
    /// Take one of `max` slots under `key` for an event at `now` (its `entry`), where events at
    /// or before `window_opens` no longer count; false when none is left.
    pub async fn take_slot(
        &self,
        key: &str,
        entry: &str,
        now: i64,
        window_opens: i64,
        max: i64,
    ) -> Result<bool> {
        let row = sqlx::query(
            "INSERT INTO rate_limits (key, window_start, count, log) VALUES ($1, $2, 1, $3)
             ON CONFLICT (key) DO UPDATE SET
               log = CASE WHEN length(rate_limits.log) >= $4 * 16
                          THEN substr(rate_limits.log, 17) ELSE rate_limits.log END || $3,
               count = CASE WHEN length(rate_limits.log) >= $4 * 16
                            THEN $4 ELSE length(rate_limits.log) / 16 + 1 END,
               window_start = $2
             WHERE length(rate_limits.log) < $4 * 16
                OR CAST(substr(rate_limits.log, 1, 10) AS BIGINT) <= $5
             RETURNING count",
        )
        .bind(key)
        .bind(now)
        .bind(entry)
        .bind(max)
        .bind(window_opens)
        .fetch_optional(&self.counters)
        .await?;
        Ok(row.is_some())
    }

    /// The time of the oldest event `key` keeps, if any.
    pub async fn oldest_slot(&self, key: &str) -> Result<Option<i64>> {
        let row = sqlx::query(
            "SELECT CAST(substr(log, 1, 10) AS BIGINT) FROM rate_limits WHERE key = $1 AND log <> ''",
        )
        .bind(key)
        .fetch_optional(&self.counters)
        .await?;
        row.map(|row| row.try_get::<i64, _>(0)).transpose()
    }

    /// Give back the slot taken with `entry`: the event does not count against the limit.
    pub async fn give_back_slot(&self, key: &str, entry: &str) -> Result<()> {
        sqlx::query(
            "UPDATE rate_limits SET log = replace(log, $2, ''), count = count - 1
             WHERE key = $1 AND log LIKE '%' || $2 || '%'",
        )
        .bind(key)
        .bind(entry)
        .execute(&self.counters)
        .await?;
        Ok(())
    }

    /// Forget every event counted under `key`.
    pub async fn clear_slots(&self, key: &str) -> Result<()> {
        sqlx::query("DELETE FROM rate_limits WHERE key = $1")
            .bind(key)
            .execute(&self.counters)
            .await?;
        Ok(())
    }
}
