//! Housekeeping's statements: what has expired is deleted by age.

use super::handle::{Db, Result};
use super::types::{SweepRules, Swept};

impl Db {
    /// Delete what has expired: sessions, codes, tokens, confirmations, accounts never confirmed,
    /// client addresses not seen for long and counters of past windows. Each statement stands
    /// alone and deletes by age, so instances sweeping at once do no harm.
    pub async fn sweep(&self, now: i64, rules: &SweepRules) -> Result<Swept> {
        let run = |sql: &'static str, before: i64| async move {
            sqlx::query(sql).bind(before).execute(&self.pool).await.map(|done| done.rows_affected())
        };
        Ok(Swept {
            sessions: sqlx::query(
                "DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2",
            )
            .bind(now)
            .bind(now - rules.session_idle_seconds)
            .execute(&self.pool)
            .await?
            .rows_affected(),
            reset_codes: run("DELETE FROM reset_codes WHERE expires_at <= $1", now).await?,
            reset_tokens: run("DELETE FROM reset_tokens WHERE expires_at <= $1 OR used = 1", now)
                .await?,
            email_confirmations: run("DELETE FROM email_confirmations WHERE expires_at <= $1", now)
                .await?,
            unconfirmed_users: run(
                // After expired links are gone: an account with a live link is kept.
                "DELETE FROM users WHERE email_confirmed_at IS NULL AND created_at <= $1
                 AND NOT EXISTS (SELECT 1 FROM email_confirmations c WHERE c.user_id = users.id)",
                now - rules.unconfirmed_seconds,
            )
            .await?,
            known_clients: run(
                "DELETE FROM known_clients WHERE last_seen_at <= $1",
                now - rules.known_client_seconds,
            )
            .await?,
            rate_limits: run(
                "DELETE FROM rate_limits WHERE window_start <= $1",
                now - rules.counter_seconds,
            )
            .await?,
            pending_applications: run(
                "DELETE FROM pending_applications WHERE expires_at <= $1",
                now,
            )
            .await?,
            given_up_mail: run(
                "DELETE FROM mail_queue WHERE failed_at <= $1",
                now - rules.given_up_mail_seconds,
            )
            .await?,
        })
    }
}
