//! Password recovery: the mailed six-digit code, the tries counted against it, and the reset
//! token it is exchanged for.

use sqlx::Row;

use super::handle::{Db, Result};
use super::types::CodeRow;
use crate::mail::Outgoing;

impl Db {
    /// Store a new recovery code for the account, replacing (and so voiding) any earlier one, and
    /// queue the mail that carries it.
    pub async fn replace_code(
        &self,
        user_id: &str,
        code_hash: &str,
        salt: &str,
        expires_at: i64,
        code_mail: &Outgoing,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO reset_codes (user_id, code_hash, salt, expires_at, failures) VALUES ($1, $2, $3, $4, 0)
             ON CONFLICT (user_id) DO UPDATE SET code_hash = $2, salt = $3, expires_at = $4, failures = 0",
        )
        .bind(user_id)
        .bind(code_hash)
        .bind(salt)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
        self.commit_with_mail(tx, code_mail, now).await?;
        Ok(())
    }

    /// Count one try at the account's live code, unless its tries are used up; the code to
    /// compare with when the try was counted. One statement, so tries sent together cannot pass
    /// the bound.
    pub async fn take_code_try(
        &self,
        user_id: &str,
        now: i64,
        tries: i64,
    ) -> Result<Option<CodeRow>> {
        let row = sqlx::query(
            "UPDATE reset_codes SET failures = failures + 1
             WHERE user_id = $1 AND expires_at > $2 AND failures < $3
             RETURNING code_hash, salt",
        )
        .bind(user_id)
        .bind(now)
        .bind(tries)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|row| CodeRow { code_hash: row.get("code_hash"), salt: row.get("salt") }))
    }

    /// Spend the code that was compared (if it is still the live one) and record a reset token,
    /// in one step; false when the code was spent or replaced meanwhile.
    pub async fn exchange_code(
        &self,
        user_id: &str,
        code_hash: &str,
        token_hash: &str,
        expires_at: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let spent = sqlx::query(
            "DELETE FROM reset_codes WHERE user_id = $1 AND code_hash = $2 RETURNING user_id",
        )
        .bind(user_id)
        .bind(code_hash)
        .fetch_optional(&mut *tx)
        .await?;
        if spent.is_none() {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The account a live, unused reset token belongs to; the token is spent by this call.
    pub async fn take_reset_token(&self, token_hash: &str, now: i64) -> Result<Option<String>> {
        let row = sqlx::query(
            "UPDATE reset_tokens SET used = 1 WHERE token_hash = $1 AND used = 0 AND expires_at > $2 RETURNING user_id",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|row| row.get("user_id")))
    }

    /// Whether a reset token is live and unused, without spending it.
    pub async fn reset_token_user(&self, token_hash: &str, now: i64) -> Result<Option<String>> {
        let row = sqlx::query("SELECT user_id FROM reset_tokens WHERE token_hash = $1 AND used = 0 AND expires_at > $2")
            .bind(token_hash)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|row| row.get("user_id")))
    }
}
