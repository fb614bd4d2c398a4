//! Connecting: which backend a URL names, the pool's settings (a short wait for a connection, no
//! connection reused inside a failed transaction), and why a connection could not be made.

use std::str::FromStr;
use std::time::{Duration, Instant};

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, Connection, Executor};

use crate::error::Error;
use crate::redact;

/// How long a request waits for a database connection before it fails: well below the reverse
/// proxy's read timeout, so a visitor gets the service's own answer, not the proxy's.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(3);
/// Pause between two tries to reach the database at start.
const START_RETRY: Duration = Duration::from_secs(2);

/// Which backend a URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn of(url: &str) -> Result<Backend, Error> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(Error::Unusable(format!(
                "the database URL {} is neither sqlite:// (a file) nor postgres:// (a server)",
                redact::secrets(url)
            )))
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

/// The file a `sqlite:` URL names.
pub fn sqlite_file(url: &str) -> Result<std::path::PathBuf, Error> {
    SqliteConnectOptions::from_str(url).map(|options| options.get_filename().to_path_buf()).map_err(
        |error| {
            Error::Unusable(format!(
                "the database URL {} is not valid: {error}",
                redact::secrets(url)
            ))
        },
    )
}

/// The SQLite file readable and writable by its owner alone (0600) whatever the umask, made so
/// when missing; its `-wal` and `-shm` companions, which SQLite creates with the file's own mode,
/// tightened too when an earlier run left them wider.
fn private_files(path: &std::path::Path) -> std::io::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    match std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path) {
        Ok(_) => {}
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(error) => return Err(error),
    }
    for suffix in ["", "-wal", "-shm"] {
        let file = std::path::PathBuf::from(format!("{}{suffix}", path.display()));
        match std::fs::metadata(&file) {
            Ok(metadata) if metadata.permissions().mode() & 0o077 != 0 => {
                std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// A pool on `url`, trying again every two seconds for up to `wait` while the server cannot be
/// reached (it may be starting too); any other failure ends at once.
pub async fn connect_waiting(
    url: &str,
    backend: Backend,
    create: bool,
    wait: Duration,
) -> Result<AnyPool, Error> {
    let started = Instant::now();
    loop {
        match connect(url, backend, create).await {
            Err(Error::Unreachable(reason)) if started.elapsed() + START_RETRY < wait => {
                tracing::warn!(%reason, "the database does not answer; trying again in 2 s");
                tokio::time::sleep(START_RETRY).await;
            }
            Err(Error::Unreachable(reason)) => {
                return Err(Error::Unusable(format!(
                    "the database {} did not answer within {} s: {reason}",
                    redact::secrets(url),
                    wait.as_secs()
                )));
            }
            done => return done,
        }
    }
}

/// A pool on `url`. With `create`, a missing SQLite file (and its folder) is made; without, a
/// missing file is an error. A server that cannot be reached is `Error::Unreachable`.
pub async fn connect(url: &str, backend: Backend, create: bool) -> Result<AnyPool, Error> {
    sqlx::any::install_default_drivers();
    let shown = redact::secrets(url);
    let invalid = |error: sqlx::Error| {
        Error::Unusable(format!(
            "the database URL {shown} is not valid: {}",
            redact::secrets(&error.to_string())
        ))
    };
    let pool_options = AnyPoolOptions::new()
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .after_release(|connection, _| Box::pin(still_usable(connection)));
    let (pool_options, connect_url) = match backend {
        Backend::Sqlite => {
            let file = SqliteConnectOptions::from_str(url).map_err(invalid)?;
            let path = file.get_filename();
            if create {
                let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
                if let Some(folder) = folder {
                    std::fs::create_dir_all(folder).map_err(|error| {
                        Error::Unusable(format!(
                            "cannot create the folder of the database {shown}: {error}"
                        ))
                    })?;
                }
                private_files(path).map_err(|error| {
                    Error::Unusable(format!("cannot make the database {shown} private: {error}"))
                })?;
            } else if !path.is_file() {
                return Err(Error::Unusable(format!(
                    "the database file {} does not exist (DATABASE_URL or --database is {shown}); \
                     `forms-api serve` or `forms-api migrate` creates it",
                    path.display()
                )));
            }
            let options = pool_options.max_connections(8).after_connect(|connection, _| {
                Box::pin(async move {
                    connection.execute(SQLITE_SETTINGS).await?;
                    connection.execute("PRAGMA synchronous = FULL;").await.map(|_| ())
                })
            });
            (options, with_mode(url, if create { "rwc" } else { "rw" }))
        }
        Backend::Postgres => (pool_options.max_connections(16), url.to_string()),
    };
    let options = AnyConnectOptions::from_str(&connect_url).map_err(invalid)?;
    probe(&options, ACQUIRE_TIMEOUT).await.map_err(|error| match error {
        Probe::Unreachable(reason) => Error::Unreachable(reason),
        Probe::Refused(reason) => {
            Error::Unusable(format!("cannot open the database {shown}: {reason}"))
        }
    })?;
    pool_options.connect_with(options).await.map_err(|error| match error {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut => {
            Error::Unreachable(redact::secrets(&cause(&error)))
        }
        error => Error::Unusable(format!(
            "cannot open the database {shown}: {}",
            redact::secrets(&cause(&error))
        )),
    })
}

/// Every SQLite connection's settings; each pool adds how often a commit reaches the disk.
const SQLITE_SETTINGS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";

/// The pool for the rate limits' counters, beside the main pool on `url`: its commits do not
/// wait for the disk (SQLite's synchronous=NORMAL, PostgreSQL's synchronous_commit=off).
///
/// A counter is never acknowledged to anyone, and the next durable commit flushes the log with
/// the counters' changes in it; a crash may forget the last counts, never corrupt them. A burst
/// of requests, each taking a slot, then costs no disk flush per request: with 30 ms flushes (a
/// slow shared disk), 100 applications at once used to wait past `ACQUIRE_TIMEOUT` behind 100
/// flushes and got 503s.
pub fn connect_counters(url: &str, backend: Backend) -> Result<AnyPool, Error> {
    let (url, settings, durability) = match backend {
        Backend::Sqlite => (with_mode(url, "rw"), SQLITE_SETTINGS, "PRAGMA synchronous = NORMAL;"),
        Backend::Postgres => (url.to_string(), "", "SET synchronous_commit = off;"),
    };
    let options = AnyConnectOptions::from_str(&url).map_err(|error| {
        Error::Unusable(format!("the database URL {} is not valid: {error}", redact::secrets(&url)))
    })?;
    Ok(AnyPoolOptions::new()
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .max_connections(4)
        .after_release(|connection, _| Box::pin(still_usable(connection)))
        .after_connect(move |connection, _| {
            Box::pin(async move {
                if !settings.is_empty() {
                    connection.execute(settings).await?;
                }
                connection.execute(durability).await.map(|_| ())
            })
        })
        .connect_lazy_with(options))
}

/// A `sqlite:` URL opening its file in `mode` (`rw`, or `rwc` to create it), unless it says.
fn with_mode(url: &str, mode: &str) -> String {
    if url.contains("mode=") {
        url.to_string()
    } else {
        format!("{url}{}mode={mode}", if url.contains('?') { '&' } else { '?' })
    }
}

/// A connection goes back to the pool only outside any transaction. When a COMMIT fails (a full
/// or read-only disk), SQLite may have rolled the transaction back itself, so the ROLLBACK sqlx
/// sends then fails too and the connection still counts itself inside the transaction: reused,
/// its next "transaction" would only nest, never commit, and hold the write lock. Such a
/// connection is closed instead, and the pool opens a fresh one.
async fn still_usable(connection: &mut sqlx::AnyConnection) -> Result<bool, sqlx::Error> {
    // Runs the rollback a dropped transaction queued, so the depth below is the final one.
    connection.ping().await?;
    let usable = !connection.is_in_transaction();
    if !usable {
        tracing::warn!("a database connection left inside a failed transaction is closed");
    }
    Ok(usable)
}

/// Why a connection could not be made: the server cannot be reached (yet), or it refused.
pub enum Probe {
    Unreachable(String),
    Refused(String),
}

/// One connection on its own, closed at once: its error says why ("connection refused"), where
/// the pool, which retries until its deadline, says only that it timed out.
pub async fn probe(options: &AnyConnectOptions, within: Duration) -> Result<(), Probe> {
    match tokio::time::timeout(within, sqlx::AnyConnection::connect_with(options)).await {
        Err(_) => Err(Probe::Unreachable(format!("no answer within {} ms", within.as_millis()))),
        Ok(Err(error @ sqlx::Error::Io(_))) => {
            Err(Probe::Unreachable(redact::secrets(&cause(&error))))
        }
        Ok(Err(error)) => Err(Probe::Refused(redact::secrets(&cause(&error)))),
        Ok(Ok(connection)) => {
            let _ = connection.close().await;
            Ok(())
        }
    }
}

/// The innermost useful words of a sqlx error ("connection refused", not "pool timed out").
pub fn cause(error: &sqlx::Error) -> String {
    match error {
        sqlx::Error::Io(io) => io.to_string(),
        sqlx::Error::Database(database) => database.message().to_string(),
        sqlx::Error::PoolTimedOut => format!(
            "no connection within {} s (the database is busy or down)",
            ACQUIRE_TIMEOUT.as_secs()
        ),
        other => other.to_string(),
    }
}
