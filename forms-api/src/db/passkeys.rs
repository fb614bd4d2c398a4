//! Passkeys (WebAuthn credentials) and the ceremonies that add and use them. Adding or using a
//! passkey marks the session as having passed its second factor in the same transaction as the
//! change, with the staff's audit entry and the owner's notice where there is one.

use sqlx::Row;

use super::audit::append_in;
use super::handle::{Db, Result};
use super::staff::{mark_session, replace_recovery_codes};
use super::types::{FactorKinds, NewPasskey, PasskeyRow};
use crate::audit::NewEntry;
use crate::mail::Outgoing;

impl Db {
    /// Which second factors the account has.
    pub async fn factor_kinds(&self, user_id: &str) -> Result<FactorKinds> {
        let row = sqlx::query(
            "SELECT (SELECT COUNT(*) FROM second_factors
                     WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS app,
                    (SELECT COUNT(*) FROM passkeys WHERE user_id = $1) AS passkeys",
        )
        .bind(user_id)
        .fetch_one(&self.pool)
        .await?;
        Ok(FactorKinds {
            app: row.try_get::<i64, _>("app")? > 0,
            passkeys: row.try_get("passkeys")?,
        })
    }

    /// The account's passkeys, oldest first.
    pub async fn passkeys_of(&self, user_id: &str) -> Result<Vec<PasskeyRow>> {
        let rows = sqlx::query(
            "SELECT credential_id, name, passkey, created_at, last_used_at FROM passkeys
             WHERE user_id = $1 ORDER BY created_at, credential_id",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(PasskeyRow {
                    credential_id: row.try_get("credential_id")?,
                    name: row.try_get("name")?,
                    passkey: row.try_get("passkey")?,
                    created_at: row.try_get("created_at")?,
                    last_used_at: row.try_get("last_used_at")?,
                })
            })
            .collect()
    }

    /// Keep a ceremony's state for the session until `expires_at`, replacing one begun before.
    pub async fn save_ceremony(
        &self,
        session_hash: &str,
        purpose: &str,
        state: &str,
        expires_at: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO passkey_ceremonies (session_hash, purpose, state, expires_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (session_hash, purpose) DO UPDATE SET state = excluded.state,
               expires_at = excluded.expires_at",
        )
        .bind(session_hash)
        .bind(purpose)
        .bind(state)
        .bind(expires_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Take the session's ceremony (one statement: two answers to one challenge find it once).
    pub async fn take_ceremony(
        &self,
        session_hash: &str,
        purpose: &str,
        now: i64,
    ) -> Result<Option<String>> {
        let row = sqlx::query(
            "DELETE FROM passkey_ceremonies WHERE session_hash = $1 AND purpose = $2
             RETURNING state, expires_at",
        )
        .bind(session_hash)
        .bind(purpose)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        if row.try_get::<i64, _>("expires_at")? <= now {
            return Ok(None);
        }
        Ok(Some(row.try_get("state")?))
    }

    /// Store a passkey and mark the session; false when that credential is stored already.
    pub async fn add_passkey(&self, new: NewPasskey<'_>, now: i64) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let added = sqlx::query(
            "INSERT INTO passkeys (credential_id, user_id, name, passkey, created_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (credential_id) DO NOTHING",
        )
        .bind(new.credential_id)
        .bind(new.user_id)
        .bind(new.name)
        .bind(new.passkey)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if added.rows_affected() == 0 {
            return Ok(false);
        }
        if let Some(hashes) = new.recovery_hashes {
            replace_recovery_codes(&mut tx, new.user_id, hashes).await?;
        }
        mark_session(&mut tx, new.session_hash, now).await?;
        if let Some(audit) = new.audit {
            append_in(&mut tx, audit, now).await?;
        }
        self.commit_with_mail(tx, new.notice, now).await?;
        Ok(true)
    }

    /// Record a use of the passkey (its counter, in `passkey`, when it changed) and mark the
    /// session; false when the account has no such passkey.
    pub async fn use_passkey(
        &self,
        user_id: &str,
        credential_id: &str,
        passkey: Option<&str>,
        session_hash: &str,
        audit: Option<&NewEntry>,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let used = sqlx::query(
            "UPDATE passkeys SET last_used_at = $3, passkey = COALESCE($4, passkey)
             WHERE user_id = $1 AND credential_id = $2",
        )
        .bind(user_id)
        .bind(credential_id)
        .bind(now)
        .bind(passkey)
        .execute(&mut *tx)
        .await?;
        if used.rows_affected() == 0 {
            return Ok(false);
        }
        mark_session(&mut tx, session_hash, now).await?;
        if let Some(audit) = audit {
            append_in(&mut tx, audit, now).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Remove one of the account's passkeys, with the owner's notice; false when it has no such
    /// passkey, or when `keep_one` and it is the account's last second factor (staff must keep
    /// one). One statement decides, so two removals at once cannot leave staff with none.
    pub async fn remove_passkey(
        &self,
        user_id: &str,
        credential_id: &str,
        keep_one: bool,
        audit: Option<&NewEntry>,
        notice: &Outgoing,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let removed = sqlx::query(
            "DELETE FROM passkeys WHERE user_id = $1 AND credential_id = $2
               AND (NOT $3 OR EXISTS (SELECT 1 FROM second_factors f
                                      WHERE f.user_id = $1 AND f.confirmed_at IS NOT NULL)
                    OR (SELECT COUNT(*) FROM passkeys p WHERE p.user_id = $1) > 1)",
        )
        .bind(user_id)
        .bind(credential_id)
        .bind(keep_one)
        .execute(&mut *tx)
        .await?;
        if removed.rows_affected() == 0 {
            return Ok(false);
        }
        if let Some(audit) = audit {
            append_in(&mut tx, audit, now).await?;
        }
        self.commit_with_mail(tx, notice, now).await?;
        Ok(true)
    }
}
