//! Statements over whole records: the database copied for a backup, declined applications purged
//! by age, applications exported since a date, and a member's own data read or deleted.

use sqlx::Row;

use super::handle::{Db, Result};
use super::types::{AccountRecord, StoredApplication, stored_application};
use crate::mail::Outgoing;
use crate::status::ApplicationStatus;

const APPLICATION_COLUMNS: &str = "id, COALESCE(reference, id) AS reference, submitted_at, status,
    decided_at, decision_note, email, payload";

impl Db {
    /// SQLite: write a consistent copy of the database to the new file `path`.
    pub async fn vacuum_into(&self, path: &str) -> Result<()> {
        sqlx::query("VACUUM INTO $1").bind(path).execute(&self.pool).await?;
        Ok(())
    }

    /// Delete the declined applications decided before `before`; how many went.
    pub async fn purge_declined(&self, before: i64) -> Result<u64> {
        let done = sqlx::query("DELETE FROM applications WHERE status = $2 AND decided_at < $1")
            .bind(before)
            .bind(ApplicationStatus::Declined.name())
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// The applications submitted at or after `since`, oldest first.
    pub async fn applications_since(&self, since: i64) -> Result<Vec<StoredApplication>> {
        let sql = format!(
            "SELECT {APPLICATION_COLUMNS} FROM applications WHERE submitted_at >= $1
             ORDER BY submitted_at, id"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(since).fetch_all(&self.pool).await?;
        rows.iter().map(stored_application).collect()
    }

    /// The account's own record, for "Download my data".
    pub async fn account_record(&self, user_id: &str) -> Result<Option<AccountRecord>> {
        let row = sqlx::query(
            "SELECT id, email, first_name, last_name, created_at, email_confirmed_at,
                    (SELECT COUNT(*) FROM sessions s WHERE s.user_id = users.id) AS sessions
             FROM users WHERE id = $1",
        )
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(AccountRecord {
                id: row.try_get("id")?,
                email: row.try_get("email")?,
                first_name: row.try_get("first_name")?,
                last_name: row.try_get("last_name")?,
                created_at: row.try_get("created_at")?,
                email_confirmed_at: row.try_get("email_confirmed_at")?,
                sessions: row.try_get("sessions")?,
            })
        })
        .transpose()
    }

    /// Delete the account with everything hanging from it (sessions, codes, tokens, links,
    /// known addresses), and queue the mail that confirms it, together. Its applications stay:
    /// they are the association's records, kept as the privacy notice states.
    pub async fn delete_account(
        &self,
        user_id: &str,
        goodbye: &Outgoing,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        for sql in [
            "DELETE FROM sessions WHERE user_id = $1",
            "DELETE FROM reset_codes WHERE user_id = $1",
            "DELETE FROM reset_tokens WHERE user_id = $1",
            "DELETE FROM email_confirmations WHERE user_id = $1",
            "DELETE FROM known_clients WHERE user_id = $1",
        ] {
            sqlx::query(sql).bind(user_id).execute(&mut *tx).await?;
        }
        let deleted =
            sqlx::query("DELETE FROM users WHERE id = $1").bind(user_id).execute(&mut *tx).await?;
        if deleted.rows_affected() != 1 {
            return Ok(false);
        }
        self.commit_with_mail(tx, goodbye, now).await?;
        Ok(true)
    }
}
