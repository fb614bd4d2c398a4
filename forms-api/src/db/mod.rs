//! Every SQL statement of the service, behind plain functions: handlers never build SQL.

mod open;
pub mod schema;
mod service_state;

use std::sync::Arc;

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};
use tokio::sync::Notify;

pub use open::{ACQUIRE_TIMEOUT, Backend, Opening, Probe, cause, probe};
pub use service_state::BACKUP_MARK;

use crate::error::Error;
use crate::group_commit::{GroupCommit, NewApplication};
use crate::mail::Outgoing;
use crate::mail_queue::enqueue;

/// The database: SQLite (the default, one file) or PostgreSQL (shared by several instances),
/// chosen by the URL's scheme. The statements below are written once for both.
#[derive(Clone)]
pub struct Db {
    pub(crate) pool: AnyPool,
    pub(crate) backend: Backend,
    applications: GroupCommit,
    /// The SQLite file, whose disk readiness looks at; None on PostgreSQL.
    pub(crate) file: Option<std::path::PathBuf>,
    /// Told when a transaction that queued mail has committed, to wake this instance's sender.
    mail_queued: Arc<Notify>,
}

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: String,
    /// When the address was confirmed through the mailed link; None until then.
    pub email_confirmed_at: Option<i64>,
}

/// An application as stored: the validated form as JSON, and what became of it.
#[derive(Debug, Clone)]
pub struct StoredApplication {
    pub id: String,
    /// `IAAII-2026-00042`; the id for applications sent before references existed.
    pub reference: String,
    pub submitted_at: i64,
    /// received, accepted or declined.
    pub status: String,
    pub decided_at: Option<i64>,
    pub decision_note: Option<String>,
    pub email: String,
    pub payload: String,
}

/// A recovery code's salted hash, read when a try at it has been counted.
pub struct CodeRow {
    pub code_hash: String,
    pub salt: String,
}

/// How long what has no expiry of its own is kept, for `Db::sweep`.
pub struct SweepRules {
    pub session_idle_seconds: i64,
    pub unconfirmed_seconds: i64,
    pub known_client_seconds: i64,
    pub counter_seconds: i64,
    /// How long a message given up stays for the operator to see.
    pub given_up_mail_seconds: i64,
}

/// Rows deleted by one housekeeping pass, per table.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Swept {
    pub sessions: u64,
    pub reset_codes: u64,
    pub reset_tokens: u64,
    pub email_confirmations: u64,
    pub unconfirmed_users: u64,
    pub known_clients: u64,
    pub rate_limits: u64,
    pub given_up_mail: u64,
}

pub struct NewUser<'a> {
    pub id: &'a str,
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub password_hash: &'a str,
}

pub type Result<T> = std::result::Result<T, sqlx::Error>;

impl Db {
    /// Notified whenever mail has been queued on this instance.
    pub fn mail_ready(&self) -> Arc<Notify> {
        Arc::clone(&self.mail_queued)
    }

    pub(crate) fn mail_queued(&self) {
        self.mail_queued.notify_one();
    }

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
            "INSERT INTO users (id, email, first_name, last_name, password_hash, created_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING",
        )
        .bind(user.id)
        .bind(user.email)
        .bind(user.first_name)
        .bind(user.last_name)
        .bind(user.password_hash)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if result.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO email_confirmations (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(confirmation_hash)
        .bind(user.id)
        .bind(confirmation_expires_at)
        .execute(&mut *tx)
        .await?;
        enqueue(&mut tx, link_mail, now).await?;
        tx.commit().await?;
        self.mail_queued();
        Ok(true)
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
        let unconfirmed =
            sqlx::query("SELECT id FROM users WHERE id = $1 AND email_confirmed_at IS NULL")
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?;
        if unconfirmed.is_none() {
            return Ok(false);
        }
        sqlx::query("DELETE FROM email_confirmations WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO email_confirmations (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
        enqueue(&mut tx, link_mail, now).await?;
        tx.commit().await?;
        self.mail_queued();
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
        let user_id: String = row.get("user_id");
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
        Ok(row.map(|row| user_row(&row)))
    }

    pub async fn user_by_id(&self, id: &str) -> Result<Option<UserRow>> {
        let row = sqlx::query("SELECT * FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|row| user_row(&row)))
    }

    /// A new password ends every session and every pending recovery of the account. It is set
    /// by the signed-in owner or with a code mailed to the address, so the address is confirmed.
    pub async fn set_password(&self, user_id: &str, password_hash: &str, now: i64) -> Result<()> {
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
        sqlx::query("DELETE FROM sessions WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM reset_codes WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM reset_tokens WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM email_confirmations WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await
    }

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
        enqueue(&mut tx, code_mail, now).await?;
        tx.commit().await?;
        self.mail_queued();
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
        Ok(row.map(|row| CodeRow {
            code_hash: row.get("code_hash"),
            salt: row.get("salt"),
        }))
    }

    /// Count one try against the account across all its codes in the window starting at
    /// `window_start`, unless `tries` are used up there; whether it was counted.
    pub async fn take_account_code_try(
        &self,
        user_id: &str,
        window_start: i64,
        tries: i64,
    ) -> Result<bool> {
        let row = sqlx::query(
            "UPDATE users SET
               otp_failures = CASE WHEN otp_failures_window = $2 THEN otp_failures + 1 ELSE 1 END,
               otp_failures_window = $2
             WHERE id = $1 AND (otp_failures_window <> $2 OR otp_failures < $3)
             RETURNING id",
        )
        .bind(user_id)
        .bind(window_start)
        .bind(tries)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
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
        sqlx::query("UPDATE users SET otp_failures = 0 WHERE id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
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

    /// Stores an application durably with the mail that announces it, in a transaction shared
    /// with those arriving at the same time (see `group_commit`); answers its reference.
    pub async fn insert_application(
        &self,
        application: NewApplication,
    ) -> std::result::Result<String, Error> {
        self.applications.insert(application).await
    }

    /// Every application, oldest first.
    pub async fn applications(&self) -> Result<Vec<StoredApplication>> {
        let rows = sqlx::query(
            "SELECT id, COALESCE(reference, id) AS reference, submitted_at, status, decided_at,
                    decision_note, email, payload
             FROM applications ORDER BY submitted_at, id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(stored_application).collect())
    }

    /// The applications sent with `email`, newest first: those of the account with that
    /// (confirmed) address.
    pub async fn applications_of(&self, email: &str) -> Result<Vec<StoredApplication>> {
        let rows = sqlx::query(
            "SELECT id, COALESCE(reference, id) AS reference, submitted_at, status, decided_at,
                    decision_note, email, payload
             FROM applications WHERE email = $1 ORDER BY submitted_at DESC, id",
        )
        .bind(email)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(stored_application).collect())
    }

    /// Record the staff's decision on an application still waiting for one and queue the mail
    /// `tell` writes from it, together; the application, or None when no application with that
    /// reference is waiting.
    pub async fn decide(
        &self,
        reference: &str,
        status: &str,
        note: Option<&str>,
        now: i64,
        tell: impl FnOnce(&StoredApplication) -> std::result::Result<Outgoing, Error>,
    ) -> std::result::Result<Option<StoredApplication>, Error> {
        let mut tx = self.pool.begin().await?;
        let row = sqlx::query(
            "UPDATE applications SET status = $2, decided_at = $3, decision_note = $4
             WHERE (reference = $1 OR (reference IS NULL AND id = $1)) AND status = 'received'
             RETURNING id, COALESCE(reference, id) AS reference, submitted_at, status, decided_at,
                       decision_note, email, payload",
        )
        .bind(reference)
        .bind(status)
        .bind(now)
        .bind(note)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(stored) = row.as_ref().map(stored_application) else {
            return Ok(None);
        };
        enqueue(&mut tx, &tell(&stored)?, now).await?;
        tx.commit().await?;
        self.mail_queued();
        Ok(Some(stored))
    }

    /// Take one of `max` slots under `key` in the window starting at `window_start` (a new
    /// window starts empty); false when none is left. One statement on both backends: the upsert
    /// counts and checks together.
    pub async fn take_slot(&self, key: &str, window_start: i64, max: i64) -> Result<bool> {
        let row = sqlx::query(
            "INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
             ON CONFLICT (key) DO UPDATE SET
               count = CASE WHEN rate_limits.window_start = $2 THEN rate_limits.count + 1 ELSE 1 END,
               window_start = $2
             WHERE rate_limits.window_start <> $2 OR rate_limits.count < $3
             RETURNING count",
        )
        .bind(key)
        .bind(window_start)
        .bind(max)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// Give back a slot taken in the window starting at `window_start`.
    pub async fn give_back_slot(&self, key: &str, window_start: i64) -> Result<()> {
        sqlx::query(
            "UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0",
        )
        .bind(key)
        .bind(window_start)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Delete what has expired: sessions, codes, tokens, confirmations, accounts never confirmed,
    /// client addresses not seen for long and counters of past windows. Each statement stands
    /// alone and deletes by age, so instances sweeping at once do no harm.
    pub async fn sweep(&self, now: i64, rules: &SweepRules) -> Result<Swept> {
        let run = |sql: &'static str, before: i64| async move {
            sqlx::query(sql)
                .bind(before)
                .execute(&self.pool)
                .await
                .map(|done| done.rows_affected())
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
            reset_tokens: run(
                "DELETE FROM reset_tokens WHERE expires_at <= $1 OR used = 1",
                now,
            )
            .await?,
            email_confirmations: run(
                "DELETE FROM email_confirmations WHERE expires_at <= $1",
                now,
            )
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
            given_up_mail: run(
                "DELETE FROM mail_queue WHERE failed_at <= $1",
                now - rules.given_up_mail_seconds,
            )
            .await?,
        })
    }
}

pub(crate) fn stored_application(row: &AnyRow) -> StoredApplication {
    StoredApplication {
        id: row.get("id"),
        reference: row.get("reference"),
        submitted_at: row.get("submitted_at"),
        status: row.get("status"),
        decided_at: row.get("decided_at"),
        decision_note: row.get("decision_note"),
        email: row.get("email"),
        payload: row.get("payload"),
    }
}

fn user_row(row: &AnyRow) -> UserRow {
    UserRow {
        id: row.get("id"),
        email: row.get("email"),
        first_name: row.get("first_name"),
        last_name: row.get("last_name"),
        password_hash: row.get("password_hash"),
        email_confirmed_at: row.get("email_confirmed_at"),
    }
}
