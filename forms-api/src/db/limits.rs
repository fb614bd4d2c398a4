//! Rate-limit counters: one atomic statement takes a slot or refuses.

use super::handle::{Db, Result};

impl Db {
    /// Take one of `max` slots under `key` in the window starting at `window_start` (a new
    /// window starts empty); false when none is left. One statement on both backends: the upsert
    /// counts and checks together.
    pub async fn take_slot(&self, key: &str, window_start: i64, max: i64) -> Result<bool> {
        let row = sqlx::query(
            "INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
             ON CONFLICT (key) DO UPDATE SET
               count = CASE WHEN rate_limits.window_start = $2 THEN rate_limits.count + 1 ELSE 1 END,
               window_start = $2
             WHERE rate_limits.window_start <> $2 OR rate_limits.count < $3
             RETURNING count",
        )
        .bind(key)
        .bind(window_start)
        .bind(max)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// Give back a slot taken in the window starting at `window_start`.
    pub async fn give_back_slot(&self, key: &str, window_start: i64) -> Result<()> {
        sqlx::query(
            "UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0",
        )
        .bind(key)
        .bind(window_start)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
