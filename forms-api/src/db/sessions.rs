//! Sessions: opened at sign-in, found by their token's hash, ended at sign-out.

use sqlx::Row;

use super::handle::{Db, Result};
use super::types::SessionRow;

impl Db {
    /// Open a session; `passed` when it starts with the second factor passed (a new session for
    /// a member who was signed in to the end, as after changing their password).
    pub async fn insert_session(
        &self,
        token_hash: &str,
        user_id: &str,
        now: i64,
        expires_at: i64,
        passed: bool,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, second_factor_at)
             VALUES ($1, $2, $3, $3, $4, $5)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(now)
        .bind(expires_at)
        .bind(passed.then_some(now))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The user of a live session, marking it as just used, and whether the session still has
    /// to pass the account's second factor (set up, and not passed in this session); None when
    /// unknown, idle too long or past its absolute expiry.
    pub async fn session_user(
        &self,
        token_hash: &str,
        now: i64,
        idle_limit: i64,
    ) -> Result<Option<SessionRow>> {
        let row = sqlx::query(
            "UPDATE sessions SET last_seen_at = $2
             WHERE token_hash = $1 AND expires_at > $2 AND last_seen_at > $2 - $3
             RETURNING user_id,
               CASE WHEN COALESCE(identity_proved_at, 0) > COALESCE(second_factor_at, created_at)
                 THEN identity_proved_at ELSE COALESCE(second_factor_at, created_at) END AS checked,
               CASE WHEN second_factor_at IS NULL AND (
                 EXISTS (SELECT 1 FROM second_factors f
                         WHERE f.user_id = sessions.user_id AND f.confirmed_at IS NOT NULL)
                 OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = sessions.user_id))
               THEN 1 ELSE 0 END AS pending",
        )
        .bind(token_hash)
        .bind(now)
        .bind(idle_limit)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let pending = row.try_get::<i32, _>("pending")? == 1;
        let checked: i64 = row.try_get("checked")?;
        let user = self.user_by_id(row.try_get::<&str, _>("user_id")?).await?;
        Ok(user.map(|user| SessionRow { user, pending, proved_at: checked }))
    }

    /// Record that the owner of the session proved themselves just now (their password, or a
    /// second-step code), for the operations that guard the account.
    pub async fn prove_identity(&self, token_hash: &str, now: i64) -> Result<()> {
        sqlx::query("UPDATE sessions SET identity_proved_at = $2 WHERE token_hash = $1")
            .bind(token_hash)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<()> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
