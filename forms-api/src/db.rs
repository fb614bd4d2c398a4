//! Every SQL statement of the service, behind plain functions: handlers never build SQL.

use std::str::FromStr;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyRow};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, Executor, Row};

use crate::group_commit::{GroupCommit, NewApplication};

/// The database: SQLite (the default, one file) or PostgreSQL (shared by several instances),
/// chosen by the URL's scheme. The statements below are written once for both.
#[derive(Clone)]
pub struct Db {
    pool: AnyPool,
    applications: GroupCommit,
}

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: String,
    pub otp_failures: i64,
    pub otp_failures_window: i64,
}

pub struct CodeRow {
    pub code_hash: String,
    pub salt: String,
    pub expires_at: i64,
    pub failures: i64,
}

pub struct NewUser<'a> {
    pub id: &'a str,
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub password_hash: &'a str,
}

pub type Result<T> = std::result::Result<T, sqlx::Error>;

/// Which backend a URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn of(url: &str) -> std::result::Result<Backend, String> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(format!(
                "the database URL {url} is neither sqlite:// (a file) nor postgres:// (a server)"
            ))
        }
    }
}

impl Db {
    /// Open the database and migrate it. SQLite: the file is created when missing, in WAL mode
    /// with every commit durable (synchronous=FULL) and foreign keys on. PostgreSQL: the database
    /// must exist; its tables are created on first use.
    pub async fn connect(url: &str) -> std::result::Result<Db, String> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of(url)?;
        let invalid = |error: sqlx::Error| format!("the database URL {url} is not valid: {error}");
        let pool_options = match backend {
            Backend::Sqlite => {
                let file = SqliteConnectOptions::from_str(url).map_err(invalid)?;
                let folder = file
                    .get_filename()
                    .parent()
                    .filter(|p| !p.as_os_str().is_empty());
                if let Some(folder) = folder {
                    std::fs::create_dir_all(folder).map_err(|error| {
                        format!("cannot create the folder of the database {url}: {error}")
                    })?;
                }
                AnyPoolOptions::new()
                    .max_connections(8)
                    .after_connect(|connection, _| {
                        Box::pin(async move {
                            connection
                                .execute(
                                    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; \
                                     PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
                                )
                                .await
                                .map(|_| ())
                        })
                    })
            }
            Backend::Postgres => AnyPoolOptions::new().max_connections(16),
        };
        let connect_url = match backend {
            // The file is created when missing.
            Backend::Sqlite if !url.contains("mode=") => {
                format!("{url}{}mode=rwc", if url.contains('?') { '&' } else { '?' })
            }
            _ => url.to_string(),
        };
        let options = AnyConnectOptions::from_str(&connect_url).map_err(invalid)?;
        let pool = pool_options
            .connect_with(options)
            .await
            .map_err(|error| format!("cannot open the database {url}: {error}"))?;
        let migrated = match backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite").run(&pool).await,
            Backend::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await,
        };
        migrated.map_err(|error| format!("cannot prepare the database {url}: {error}"))?;
        Ok(Db {
            applications: GroupCommit::start(pool.clone()),
            pool,
        })
    }

    pub async fn insert_user(&self, user: &NewUser<'_>, now: i64) -> Result<bool> {
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
        .execute(&self.pool)
        .await?;
        Ok(result.rows_affected() == 1)
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

    /// A new password ends every session and every pending recovery of the account.
    pub async fn set_password(&self, user_id: &str, password_hash: &str) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE users SET password_hash = $2, otp_failures = 0 WHERE id = $1")
            .bind(user_id)
            .bind(password_hash)
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

    /// Store a new recovery code for the account, replacing (and so voiding) any earlier one.
    pub async fn replace_code(
        &self,
        user_id: &str,
        code_hash: &str,
        salt: &str,
        expires_at: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO reset_codes (user_id, code_hash, salt, expires_at, failures) VALUES ($1, $2, $3, $4, 0)
             ON CONFLICT (user_id) DO UPDATE SET code_hash = $2, salt = $3, expires_at = $4, failures = 0",
        )
        .bind(user_id)
        .bind(code_hash)
        .bind(salt)
        .bind(expires_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn code(&self, user_id: &str) -> Result<Option<CodeRow>> {
        let row = sqlx::query(
            "SELECT code_hash, salt, expires_at, failures FROM reset_codes WHERE user_id = $1",
        )
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|row| CodeRow {
            code_hash: row.get("code_hash"),
            salt: row.get("salt"),
            expires_at: row.get("expires_at"),
            failures: row.get("failures"),
        }))
    }

    /// Count a wrong code against the code and against the account (whose count survives new
    /// codes until its window ends).
    pub async fn record_code_failure(&self, user_id: &str, window_start: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE reset_codes SET failures = failures + 1 WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE users SET
               otp_failures = CASE WHEN otp_failures_window = $2 THEN otp_failures + 1 ELSE 1 END,
               otp_failures_window = $2
             WHERE id = $1",
        )
        .bind(user_id)
        .bind(window_start)
        .execute(&mut *tx)
        .await?;
        tx.commit().await
    }

    /// Spend the code and record a reset token in one step.
    pub async fn exchange_code(
        &self,
        user_id: &str,
        token_hash: &str,
        expires_at: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM reset_codes WHERE user_id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
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
        tx.commit().await
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

    /// Stores an application durably, in a transaction shared with those arriving at the same
    /// time (see `group_commit`).
    pub async fn insert_application(
        &self,
        id: &str,
        now: i64,
        email: &str,
        payload: &str,
    ) -> Result<()> {
        self.applications
            .insert(NewApplication {
                id: id.to_string(),
                submitted_at: now,
                email: email.to_string(),
                payload: payload.to_string(),
            })
            .await
            .map_err(sqlx::Error::Protocol)
    }

    /// Every application, oldest first: (id, submitted_at, payload JSON).
    pub async fn applications(&self) -> Result<Vec<(String, i64, String)>> {
        let rows = sqlx::query(
            "SELECT id, submitted_at, payload FROM applications ORDER BY submitted_at, id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|row| (row.get("id"), row.get("submitted_at"), row.get("payload")))
            .collect())
    }

    /// Count one event under `key` in the window starting at `window_start`; returns the count.
    pub async fn count_event(&self, key: &str, window_start: i64) -> Result<i64> {
        let row = sqlx::query(
            "INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
             ON CONFLICT (key) DO UPDATE SET
               count = CASE WHEN rate_limits.window_start = $2 THEN rate_limits.count + 1 ELSE 1 END,
               window_start = $2
             RETURNING count",
        )
        .bind(key)
        .bind(window_start)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.get("count"))
    }

    /// The events counted under `key` in the window starting at `window_start`.
    pub async fn event_count(&self, key: &str, window_start: i64) -> Result<i64> {
        let row = sqlx::query("SELECT count FROM rate_limits WHERE key = $1 AND window_start = $2")
            .bind(key)
            .bind(window_start)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map_or(0, |row| row.get("count")))
    }
}

fn user_row(row: &AnyRow) -> UserRow {
    UserRow {
        id: row.get("id"),
        email: row.get("email"),
        first_name: row.get("first_name"),
        last_name: row.get("last_name"),
        password_hash: row.get("password_hash"),
        otp_failures: row.get("otp_failures"),
        otp_failures_window: row.get("otp_failures_window"),
    }
}
