//! The schema's migrations: applied by `serve` and `forms-api migrate` alone, under a lock, so
//! instances starting together on one database never apply one migration twice; checked by every
//! other command, which refuses a database behind or ahead of this binary.

use std::collections::HashMap;

use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Row};

use super::connect::Backend;
use crate::error::Error;
use crate::redact;

static SQLITE: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES: Migrator = sqlx::migrate!("./migrations/postgres");

fn migrator(backend: Backend) -> &'static Migrator {
    match backend {
        Backend::Sqlite => &SQLITE,
        Backend::Postgres => &POSTGRES,
    }
}

/// One migration, by its number and name (`5 service state`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub version: i64,
    pub description: String,
}

/// `forms-api migrate`: open the database at `url` (created when missing, unless `dry_run`) and
/// apply what it lacks, or with `dry_run` only name it.
pub async fn apply(url: &str, dry_run: bool) -> Result<Vec<Step>, Error> {
    let backend = Backend::of(url)?;
    // A dry run on a SQLite file not made yet: everything would be applied, and nothing is made.
    if dry_run && backend == Backend::Sqlite && !super::connect::sqlite_file(url)?.exists() {
        return Ok(migrator(backend).iter().map(step).collect());
    }
    let pool = super::connect::connect(url, backend, !dry_run).await?;
    let steps = migrate(&pool, backend, url, dry_run).await;
    pool.close().await;
    steps
}

/// Apply the migrations the database lacks (or, with `dry_run`, only name them); those applied.
/// PostgreSQL: sqlx holds an advisory lock meanwhile. SQLite, which has none: an exclusive lock
/// on a file beside the database, held until every step is applied.
pub async fn migrate(
    pool: &AnyPool,
    backend: Backend,
    url: &str,
    dry_run: bool,
) -> Result<Vec<Step>, Error> {
    let _lock = match backend {
        Backend::Sqlite => Some(lock_beside(url).await?),
        Backend::Postgres => None,
    };
    let pending = pending(pool, backend, url).await?;
    if !dry_run && !pending.is_empty() {
        migrator(backend).run(pool).await.map_err(|error| {
            Error::Unusable(format!(
                "cannot migrate the database {}: {}",
                redact::secrets(url),
                redact::secrets(&error.to_string())
            ))
        })?;
    }
    Ok(pending)
}

/// Refuse a database that is not at this binary's schema, saying what to do.
pub async fn check(pool: &AnyPool, backend: Backend, url: &str) -> Result<(), Error> {
    let pending = pending(pool, backend, url).await?;
    if pending.is_empty() {
        return Ok(());
    }
    let shown = redact::secrets(url);
    let known = migrator(backend).iter().count();
    Err(Error::Unusable(if pending.len() == known {
        format!(
            "the database {shown} has no tables of the forms service: is it the right one? \
             (`forms-api migrate` prepares a new one)"
        )
    } else {
        format!(
            "the database {shown} lacks {} migration(s) of this forms-api (the first: {} {}); \
             back it up, then run `forms-api migrate` (or start the service, which migrates)",
            pending.len(),
            pending[0].version,
            pending[0].description
        )
    }))
}

/// The migrations of this binary that the database lacks, in order. A database migrated by a
/// newer binary, or whose applied migrations differ from this binary's, is refused.
async fn pending(pool: &AnyPool, backend: Backend, url: &str) -> Result<Vec<Step>, Error> {
    let applied = applied(pool).await?;
    let shown = redact::secrets(url);
    let known = migrator(backend);
    if let Some(newer) = applied.keys().find(|v| !known.version_exists(**v)) {
        return Err(Error::Unusable(format!(
            "the database {shown} was migrated by a newer forms-api (migration {newer}, which \
             this one does not know); run that version, or restore the backup taken before \
             the upgrade (docs/deployment.md, \"Upgrades and rollbacks\")"
        )));
    }
    let mut pending = Vec::new();
    for migration in known.iter() {
        match applied.get(&migration.version) {
            Some(checksum) if *checksum != migration.checksum.as_ref() => {
                return Err(Error::Unusable(format!(
                    "migration {} of the database {shown} differs from this forms-api's",
                    migration.version
                )));
            }
            Some(_) => {}
            None => pending.push(step(migration)),
        }
    }
    Ok(pending)
}

fn step(migration: &sqlx::migrate::Migration) -> Step {
    Step { version: migration.version, description: migration.description.to_string() }
}

/// Version -> checksum of each migration applied successfully; none on a new database.
async fn applied(pool: &AnyPool) -> Result<HashMap<i64, Vec<u8>>, Error> {
    let exists = sqlx::query("SELECT 1 FROM _sqlx_migrations LIMIT 1").fetch_optional(pool).await;
    match exists {
        Ok(_) => {}
        Err(sqlx::Error::Database(error)) if is_missing_table(error.message()) => {
            return Ok(HashMap::new());
        }
        Err(error) => return Err(error.into()),
    }
    let rows = sqlx::query("SELECT version, checksum FROM _sqlx_migrations WHERE success")
        .fetch_all(pool)
        .await?;
    rows.iter().map(|row| Ok((row.try_get("version")?, row.try_get("checksum")?))).collect()
}

fn is_missing_table(message: &str) -> bool {
    message.contains("no such table") || message.contains("does not exist")
}

/// An exclusive lock on `<database>-migrate.lock`, waited for without blocking the runtime;
/// released when the file handle drops.
async fn lock_beside(url: &str) -> Result<std::fs::File, Error> {
    let mut path = super::connect::sqlite_file(url)?;
    path.as_mut_os_string().push("-migrate.lock");
    tokio::task::spawn_blocking(move || {
        let file =
            std::fs::OpenOptions::new().create(true).truncate(false).write(true).open(&path)?;
        file.lock()?;
        Ok::<_, std::io::Error>(file)
    })
    .await
    .map_err(|error| Error::Unusable(error.to_string()))?
    .map_err(|error| Error::Unusable(format!("cannot lock the database for migrating: {error}")))
}
