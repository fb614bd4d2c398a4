//! Statements about the database itself: the readiness check's write, whether the mail sender is
//! keeping up, and the mark a backup copy carries until its reference numbers are moved on.

use sqlx::Row;

use super::handle::{Db, Result};

/// The key of a backup copy's mark; its value is when the copy was taken (Unix seconds).
pub const BACKUP_MARK: &str = "backup_taken_at";

impl Db {
    /// Write one small row and commit it: proof that the database takes writes now.
    pub async fn probe_write(&self, now: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO service_state (key, value) VALUES ('readiness_probe', $1)
             ON CONFLICT (key) DO UPDATE SET value = $1",
        )
        .bind(now.to_string())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Messages due since before `since` that no sender has claimed: the sender is not running.
    pub async fn mail_overdue(&self, since: i64) -> Result<i64> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS overdue FROM mail_queue
             WHERE failed_at IS NULL AND next_attempt_at <= $1 AND claimed_until <= $1",
        )
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        row.try_get("overdue")
    }

    /// When the copy this database was restored from was taken, if it is such a copy whose
    /// reference numbers have not been moved on yet.
    pub async fn backup_mark(&self) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT value FROM service_state WHERE key = $1")
            .bind(BACKUP_MARK)
            .fetch_optional(&self.pool)
            .await?;
        let value = row.map(|row| row.try_get::<String, _>("value")).transpose()?;
        Ok(value.and_then(|value| value.parse().ok()))
    }

    /// Give out numbers after `number` from now on in `year` (never fewer than already given),
    /// and lift a backup copy's mark; the last number given out in that year afterwards.
    pub async fn continue_after(&self, year: i64, number: i64) -> Result<i64> {
        let mut tx = self.pool.begin().await?;
        let last: i64 = sqlx::query(
            "INSERT INTO reference_counters (year, last) VALUES ($1, $2)
             ON CONFLICT (year) DO UPDATE SET last =
               CASE WHEN reference_counters.last > $2 THEN reference_counters.last ELSE $2 END
             RETURNING last",
        )
        .bind(year)
        .bind(number)
        .fetch_one(&mut *tx)
        .await?
        .try_get("last")?;
        sqlx::query("DELETE FROM service_state WHERE key = $1")
            .bind(BACKUP_MARK)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(last)
    }
}
