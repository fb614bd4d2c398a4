//! Password recovery: the mailed six-digit code (one per account and browser that asked), the
//! tries counted against it, and the reset tokens: the one a code is exchanged for, and the one
//! in the mail's link.

use sqlx::{Any, Row, Transaction};

use super::handle::{Db, Result};
use super::types::{CodeRow, NewCode};
use crate::mail::Outgoing;

impl Db {
    /// Store a new recovery code for the account and the browser that asked for it, replacing
    /// (and so voiding) that browser's earlier one; record the reset token of the mail's link; and
    /// queue the mail that carries both, together.
    pub async fn replace_code(
        &self,
        code: &NewCode<'_>,
        code_mail: &Outgoing,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO reset_codes (user_id, browser_hash, code_hash, salt, expires_at, failures)
             VALUES ($1, $2, $3, $4, $5, 0)
             ON CONFLICT (user_id, browser_hash)
             DO UPDATE SET code_hash = $3, salt = $4, expires_at = $5, failures = 0",
        )
        .bind(code.user_id)
        .bind(code.browser_hash)
        .bind(code.code_hash)
        .bind(code.salt)
        .bind(code.expires_at)
        .execute(&mut *tx)
        .await?;
        insert_reset_token(&mut tx, code.link_hash, code.user_id, code.link_expires_at).await?;
        self.commit_with_mail(tx, code_mail, now).await?;
        Ok(())
    }

    /// Count one try at the live code the browser asked for, unless its tries are used up; the
    /// code to compare with when the try was counted. One statement, so tries sent together
    /// cannot pass the bound.
    pub async fn take_code_try(
        &self,
        user_id: &str,
        browser_hash: &str,
        now: i64,
        tries: i64,
    ) -> Result<Option<CodeRow>> {
        let row = sqlx::query(
            "UPDATE reset_codes SET failures = failures + 1
             WHERE user_id = $1 AND browser_hash = $2 AND expires_at > $3 AND failures < $4
             RETURNING code_hash, salt",
        )
        .bind(user_id)
        .bind(browser_hash)
        .bind(now)
        .bind(tries)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(CodeRow { code_hash: row.try_get("code_hash")?, salt: row.try_get("salt")? })
        })
        .transpose()
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
        insert_reset_token(&mut tx, token_hash, user_id, expires_at).await?;
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
        row.map(|row| row.try_get("user_id")).transpose()
    }

    /// Whether a reset token is live and unused, without spending it.
    pub async fn reset_token_user(&self, token_hash: &str, now: i64) -> Result<Option<String>> {
        let row = sqlx::query("SELECT user_id FROM reset_tokens WHERE token_hash = $1 AND used = 0 AND expires_at > $2")
            .bind(token_hash)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| row.try_get("user_id")).transpose()
    }
}

async fn insert_reset_token(
    tx: &mut Transaction<'_, Any>,
    token_hash: &str,
    user_id: &str,
    expires_at: i64,
) -> Result<()> {
    sqlx::query("INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)")
        .bind(token_hash)
        .bind(user_id)
        .bind(expires_at)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
