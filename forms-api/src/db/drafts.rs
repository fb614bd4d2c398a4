//! A signed-in member's unfinished application, kept by the service so it follows them to
//! another device: one per account, the newest kept, deleted when sent or with the account.

use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::handle::{Db, Result};

/// A member's draft as kept: decoded from its stored JSON here, and written here alone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KeptDraft {
    /// The wizard's answers so far, keyed as the form's fields (an object).
    pub answers: serde_json::Value,
    /// The step the member was on.
    pub step: i64,
    /// When the member's browser saved it (milliseconds since 1970); a column of its own.
    #[serde(skip)]
    pub saved_at: i64,
}

impl Db {
    /// The member's draft, if any; a stored one that does not decode is an error naming the
    /// account.
    pub async fn draft(&self, user_id: &str) -> Result<Option<KeptDraft>> {
        let row =
            sqlx::query("SELECT payload, saved_at FROM application_drafts WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        let Some(row) = row else { return Ok(None) };
        let payload: String = row.try_get("payload")?;
        let mut draft: KeptDraft = serde_json::from_str(&payload).map_err(|error| {
            sqlx::Error::Decode(
                format!("the draft of account {user_id} cannot be read: {error}").into(),
            )
        })?;
        draft.saved_at = row.try_get("saved_at")?;
        Ok(Some(draft))
    }

    /// Keep `draft` unless a draft saved later is kept already (newest wins, in one statement);
    /// whether it was kept.
    pub async fn save_draft(&self, user_id: &str, draft: &KeptDraft) -> Result<bool> {
        let payload = serde_json::to_string(draft).expect("a draft is plain data");
        let saved_at = draft.saved_at;
        let written = sqlx::query(
            "INSERT INTO application_drafts (user_id, payload, saved_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET payload = excluded.payload,
               saved_at = excluded.saved_at
             WHERE application_drafts.saved_at <= excluded.saved_at",
        )
        .bind(user_id)
        .bind(&payload)
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
