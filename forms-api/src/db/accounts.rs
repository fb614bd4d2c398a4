//! Accounts: creating one with its confirmation link, confirming it, the addresses it signs in
//! from, its password.

use sqlx::{Any, Row, Transaction};

use super::handle::{Db, Result};
use super::types::{NewUser, UserRow, user_row};
use crate::mail::Outgoing;

/// What a new password voids: every session, recovery code, reset token and confirmation link.
const VOIDED_BY_A_NEW_PASSWORD: [&str; 4] = [
    "DELETE FROM sessions WHERE user_id = $1",
    "DELETE FROM reset_codes WHERE user_id = $1",
    "DELETE FROM reset_tokens WHERE user_id = $1",
    "DELETE FROM email_confirmations WHERE user_id = $1",
];

impl Db {
    /// Create an unconfirmed account, its confirmation token and the mail with its link in one
    /// transaction; false (and nothing written) when the address already has an account.
    pub async fn insert_user(
        &self,
        user: &NewUser<'_>,
        confirmation_hash: &str,
        confirmation_expires_at: i64,
        link_mail: &Outgoing,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let result = sqlx::query(
            "INSERT INTO users (id, email, first_name, last_name, password_hash, created_at, language)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING",
        )
        .bind(user.id)
        .bind(user.email)
        .bind(user.first_name)
        .bind(user.last_name)
        .bind(user.password_hash)
        .bind(now)
        .bind(user.language.code())
        .execute(&mut *tx)
        .await?;
        if result.rows_affected() != 1 {
            return Ok(false);
        }
        self.commit_confirmation(
            tx,
            user.id,
            confirmation_hash,
            confirmation_expires_at,
            link_mail,
            now,
        )
        .await
    }

    /// A new confirmation link for an account still unconfirmed, replacing earlier ones, and the
    /// mail that carries it; false (and nothing queued) when the account is confirmed already.
    pub async fn replace_confirmation(
        &self,
        user_id: &str,
        token_hash: &str,
        expires_at: i64,
        link_mail: &Outgoing,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        // A write first: on SQLite a transaction that reads and then writes fails at once
        // (SQLITE_BUSY, no waiting) when another connection wrote since its read; one that starts
        // by writing waits for the lock instead.
        let unconfirmed =
            sqlx::query("UPDATE users SET id = id WHERE id = $1 AND email_confirmed_at IS NULL")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
        if unconfirmed.rows_affected() == 0 {
            return Ok(false);
        }
        sqlx::query("DELETE FROM email_confirmations WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        self.commit_confirmation(tx, user_id, token_hash, expires_at, link_mail, now).await
    }

    /// Store a confirmation token and queue the mail carrying its link, then commit `tx`.
    async fn commit_confirmation(
        &self,
        mut tx: Transaction<'_, Any>,
        user_id: &str,
        token_hash: &str,
        expires_at: i64,
        link_mail: &Outgoing,
        now: i64,
    ) -> Result<bool> {
        sqlx::query(
            "INSERT INTO email_confirmations (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
        self.commit_with_mail(tx, link_mail, now).await?;
        Ok(true)
    }

    /// Spend a live confirmation token and mark its account's address confirmed; the account's id,
    /// or None for an unknown, used or expired token.
    pub async fn confirm_email(&self, token_hash: &str, now: i64) -> Result<Option<String>> {
        let mut tx = self.pool.begin().await?;
        let row = sqlx::query(
            "DELETE FROM email_confirmations WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let user_id: String = row.try_get("user_id")?;
        sqlx::query(
            "UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1",
        )
        .bind(&user_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM email_confirmations WHERE user_id = $1")
            .bind(&user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(user_id))
    }

    /// Whether the account has signed in from `client` since `since`.
    pub async fn is_known_client(&self, user_id: &str, client: &str, since: i64) -> Result<bool> {
        let row = sqlx::query(
            "SELECT 1 AS known FROM known_clients WHERE user_id = $1 AND client = $2 AND last_seen_at > $3",
        )
        .bind(user_id)
        .bind(client)
        .bind(since)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    pub async fn remember_client(&self, user_id: &str, client: &str, now: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO known_clients (user_id, client, last_seen_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, client) DO UPDATE SET last_seen_at = $3",
        )
        .bind(user_id)
        .bind(client)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn user_by_email(&self, email: &str) -> Result<Option<UserRow>> {
        let row = sqlx::query("SELECT * FROM users WHERE email = $1")
            .bind(email)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| user_row(&row)).transpose()
    }

    pub async fn user_by_id(&self, id: &str) -> Result<Option<UserRow>> {
        let row = sqlx::query("SELECT * FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| user_row(&row)).transpose()
    }

    /// A new password ends every session and every pending recovery of the account, and the
    /// notice that tells the owner is queued with it. It is set by the signed-in owner or with a
    /// code mailed to the address, so the address is confirmed.
    pub async fn set_password(
        &self,
        user_id: &str,
        password_hash: &str,
        notice: &Outgoing,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE users SET password_hash = $2, otp_failures = 0,
               email_confirmed_at = COALESCE(email_confirmed_at, $3)
             WHERE id = $1",
        )
        .bind(user_id)
        .bind(password_hash)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        for statement in VOIDED_BY_A_NEW_PASSWORD {
            sqlx::query(statement).bind(user_id).execute(&mut *tx).await?;
        }
        self.commit_with_mail(tx, notice, now).await
    }
}
