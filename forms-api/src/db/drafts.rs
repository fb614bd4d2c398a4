//! A signed-in member's unfinished application, kept by the service so it follows them to
//! another device: one per account, the newest kept, deleted when sent or with the account.

use sqlx::Row;

use super::handle::{Db, Result};

impl Db {
    /// The member's draft and when their browser saved it (milliseconds).
    pub async fn draft(&self, user_id: &str) -> Result<Option<(String, i64)>> {
        let row =
            sqlx::query("SELECT payload, saved_at FROM application_drafts WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|row| (row.get("payload"), row.get("saved_at"))))
    }

    /// Keep `payload` unless a draft saved later is kept already (newest wins, in one statement);
    /// whether it was kept.
    pub async fn save_draft(&self, user_id: &str, payload: &str, saved_at: i64) -> Result<bool> {
        let written = sqlx::query(
            "INSERT INTO application_drafts (user_id, payload, saved_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET payload = excluded.payload,
               saved_at = excluded.saved_at
             WHERE application_drafts.saved_at <= excluded.saved_at",
        )
        .bind(user_id)
        .bind(payload)
        .bind(saved_at)
        .execute(&self.pool)
        .await?;
        Ok(written.rows_affected() == 1)
    }

    pub async fn delete_draft(&self, user_id: &str) -> Result<()> {
        sqlx::query("DELETE FROM application_drafts WHERE user_id = $1")
            .bind(user_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
