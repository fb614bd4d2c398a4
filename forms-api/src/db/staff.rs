//! Staff roles, second factors with their recovery codes, and the mark a session gets when it
//! passes its second factor. A change that is a staff action is written together with its audit
//! entry, and a change of a second factor with the mail that tells its owner, in one transaction.

use sqlx::Row;

use super::audit::append_in;
use super::handle::{Db, Result};
use super::types::{Enrolment, FactorRow, StaffRow};
use crate::audit::NewEntry;
use crate::mail::Outgoing;
use crate::role::Role;

impl Db {
    /// The role of the account `user_id`, if it has one.
    pub async fn role_of(&self, user_id: &str) -> Result<Option<Role>> {
        let row = sqlx::query("SELECT role FROM staff_roles WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| role(&row)).transpose()
    }

    /// Every staff member, admins first, then by address.
    pub async fn staff(&self) -> Result<Vec<StaffRow>> {
        let rows = sqlx::query(
            "SELECT u.id, u.email, u.first_name, u.last_name, r.role, r.granted_at, r.granted_by,
                    CASE WHEN f.confirmed_at IS NOT NULL
                      OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = r.user_id)
                    THEN 1 ELSE 0 END AS enrolled
             FROM staff_roles r JOIN users u ON u.id = r.user_id
             LEFT JOIN second_factors f ON f.user_id = r.user_id
             ORDER BY r.role, u.email",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(StaffRow {
                    user_id: row.try_get("id")?,
                    email: row.try_get("email")?,
                    first_name: row.try_get("first_name")?,
                    last_name: row.try_get("last_name")?,
                    role: role(row)?,
                    granted_at: row.try_get("granted_at")?,
                    granted_by: row.try_get("granted_by")?,
                    enrolled: row.try_get::<i32, _>("enrolled")? == 1,
                })
            })
            .collect()
    }

    /// The account's second factor, set up or still being set up.
    pub async fn factor_of(&self, user_id: &str) -> Result<Option<FactorRow>> {
        let row = sqlx::query(
            "SELECT secret, confirmed_at, last_step FROM second_factors WHERE user_id = $1",
        )
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(FactorRow {
                secret: row.try_get("secret")?,
                confirmed: row.try_get::<Option<i64>, _>("confirmed_at")?.is_some(),
                last_step: row.try_get("last_step")?,
            })
        })
        .transpose()
    }

    /// Start setting up a second factor with `secret`, replacing one not yet confirmed; false when
    /// one is set up already (it must be reset first).
    pub async fn begin_factor(&self, user_id: &str, secret: &str, now: i64) -> Result<bool> {
        let written = sqlx::query(
            "INSERT INTO second_factors (user_id, secret, created_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret,
               created_at = excluded.created_at, last_step = 0
             WHERE second_factors.confirmed_at IS NULL",
        )
        .bind(user_id)
        .bind(secret)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(written.rows_affected() == 1)
    }

    /// Accept the code of `step`: only when no code of this step or a later one was accepted
    /// before (one statement, so a code sent twice at once is accepted once). Confirms a factor
    /// being set up, storing its recovery codes, and marks the session as having passed it.
    pub async fn accept_step(
        &self,
        user_id: &str,
        step: i64,
        session_hash: &str,
        enrolment: Option<Enrolment<'_>>,
        audit: Option<&NewEntry>,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let accepted = sqlx::query(
            "UPDATE second_factors SET last_step = $2, confirmed_at = COALESCE(confirmed_at, $3)
             WHERE user_id = $1 AND last_step < $2",
        )
        .bind(user_id)
        .bind(step)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if accepted.rows_affected() == 0 {
            return Ok(false);
        }
        if let Some(enrolment) = &enrolment {
            replace_recovery_codes(&mut tx, user_id, enrolment.recovery_hashes).await?;
        }
        mark_session(&mut tx, session_hash, now).await?;
        if let Some(audit) = audit {
            append_in(&mut tx, audit, now).await?;
        }
        match enrolment {
            Some(enrolment) => self.commit_with_mail(tx, enrolment.notice, now).await?,
            None => tx.commit().await?,
        }
        Ok(true)
    }

    /// Spend a recovery code (deleted, so it works once) and mark the session; false when the
    /// account has no such code left.
    pub async fn spend_recovery_code(
        &self,
        user_id: &str,
        code_hash: &str,
        session_hash: &str,
        audit: Option<&NewEntry>,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let spent = sqlx::query(
            "DELETE FROM second_factor_recovery_codes WHERE user_id = $1 AND code_hash = $2",
        )
        .bind(user_id)
        .bind(code_hash)
        .execute(&mut *tx)
        .await?;
        if spent.rows_affected() == 0 {
            return Ok(false);
        }
        mark_session(&mut tx, session_hash, now).await?;
        if let Some(audit) = audit {
            append_in(&mut tx, audit, now).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Recovery codes the account has left.
    pub async fn recovery_codes_left(&self, user_id: &str) -> Result<i64> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS left_ FROM second_factor_recovery_codes WHERE user_id = $1",
        )
        .bind(user_id)
        .fetch_one(&self.pool)
        .await?;
        row.try_get("left_")
    }

    /// When the session `session_hash` passed its second factor, if it has.
    pub async fn session_factor_at(&self, session_hash: &str) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT second_factor_at FROM sessions WHERE token_hash = $1")
            .bind(session_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|row| row.try_get::<Option<i64>, _>("second_factor_at")).transpose()?.flatten())
    }

    /// Remove every second factor of the account `email` (its authenticator app, passkeys and
    /// recovery codes) and unmark its sessions, with the audit entry (an admin's reset) and the
    /// mail that tells the owner; false when it had none.
    pub async fn reset_factor(
        &self,
        email: &str,
        audit: Option<&NewEntry>,
        notice: &Outgoing,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let mut removed = 0;
        for statement in [
            "DELETE FROM second_factors WHERE user_id IN (SELECT id FROM users WHERE email = $1) AND confirmed_at IS NOT NULL",
            "DELETE FROM passkeys WHERE user_id IN (SELECT id FROM users WHERE email = $1)",
        ] {
            removed += sqlx::query(statement).bind(email).execute(&mut *tx).await?.rows_affected();
        }
        if removed == 0 {
            return Ok(false);
        }
        for statement in [
            "DELETE FROM second_factors WHERE user_id IN (SELECT id FROM users WHERE email = $1)",
            "DELETE FROM second_factor_recovery_codes WHERE user_id IN (SELECT id FROM users WHERE email = $1)",
            "UPDATE sessions SET second_factor_at = NULL WHERE user_id IN (SELECT id FROM users WHERE email = $1)",
        ] {
            sqlx::query(statement).bind(email).execute(&mut *tx).await?;
        }
        if let Some(audit) = audit {
            append_in(&mut tx, audit, now).await?;
        }
        self.commit_with_mail(tx, notice, now).await?;
        Ok(true)
    }
}

/// Replace the account's recovery codes with these (hashed).
pub(super) async fn replace_recovery_codes(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    user_id: &str,
    hashes: &[String],
) -> Result<()> {
    sqlx::query("DELETE FROM second_factor_recovery_codes WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    for hash in hashes {
        sqlx::query(
            "INSERT INTO second_factor_recovery_codes (user_id, code_hash) VALUES ($1, $2)",
        )
        .bind(user_id)
        .bind(hash)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Mark the session as having passed its second factor.
pub(super) async fn mark_session(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    session_hash: &str,
    now: i64,
) -> Result<()> {
    sqlx::query("UPDATE sessions SET second_factor_at = $2 WHERE token_hash = $1")
        .bind(session_hash)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The row's `role`, read once here: a name no release wrote is an error naming it.
pub(super) fn role(row: &sqlx::any::AnyRow) -> Result<Role> {
    let name: String = row.try_get("role")?;
    Role::of(&name).ok_or_else(|| {
        sqlx::Error::Decode(format!("the staff role `{name}` is none the service knows").into())
    })
}
