//! Applications waiting for their address to be confirmed (double opt-in): stored with the mail
//! carrying the link in one transaction; read by the link's token. They move to `applications`
//! in the group commit (`group_commit`), which deletes the pending row in the same transaction.

use sqlx::Row;

use super::handle::{Db, Result};
use crate::application::Application;
use crate::mail::Outgoing;

/// An application as it waits for its address's confirmation.
#[derive(Debug, Clone)]
pub struct PendingApplication {
    pub email: String,
    /// The answers, decoded here (`Application::from_json`), as every stored application is.
    pub answers: Application,
}

impl Db {
    /// Store an application from an address not confirmed yet, and queue the mail with its link.
    pub async fn insert_pending_application(
        &self,
        token_hash: &str,
        email: &str,
        answers: &Application,
        expires_at: i64,
        link_mail: &Outgoing,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO pending_applications (token_hash, email, payload, submitted_at, expires_at)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(token_hash)
        .bind(email)
        .bind(answers.to_json())
        .bind(now)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
        self.commit_with_mail(tx, link_mail, now).await?;
        Ok(())
    }

    /// The application a live link's token confirms; None for an unknown, used or expired one.
    pub async fn pending_application(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<PendingApplication>> {
        let row = sqlx::query(
            "SELECT email, payload FROM pending_applications WHERE token_hash = $1 AND expires_at > $2",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let email: String = row.try_get("email")?;
        let answers =
            Application::from_json(&row.try_get::<String, _>("payload")?).map_err(|error| {
                sqlx::Error::Decode(
                    format!(
                        "the application waiting for {email}'s confirmation cannot be read: {error}"
                    )
                    .into(),
                )
            })?;
        Ok(Some(PendingApplication { email, answers }))
    }
}
