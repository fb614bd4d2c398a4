//! Sessions: opened at sign-in, found by their token's hash, ended at sign-out.

use sqlx::Row;

use super::handle::{Db, Result};
use super::types::UserRow;

impl Db {
    pub async fn insert_session(
        &self,
        token_hash: &str,
        user_id: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(now)
        .bind(expires_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The user of a live session, marking it as just used; None when unknown, idle too long or
    /// past its absolute expiry.
    pub async fn session_user(
        &self,
        token_hash: &str,
        now: i64,
        idle_limit: i64,
    ) -> Result<Option<UserRow>> {
        let row = sqlx::query(
            "UPDATE sessions SET last_seen_at = $2
             WHERE token_hash = $1 AND expires_at > $2 AND last_seen_at > $2 - $3
             RETURNING user_id",
        )
        .bind(token_hash)
        .bind(now)
        .bind(idle_limit)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => self.user_by_id(row.get::<&str, _>("user_id")).await,
            None => Ok(None),
        }
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<()> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
