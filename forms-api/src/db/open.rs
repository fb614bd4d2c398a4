//! Opening the database as each caller expects it: only the service (and `forms-api migrate`)
//! creates or migrates; every other command refuses a database that is not there or not at this
//! binary's schema, so a mistyped path is an error, never a new empty database.

use std::sync::Arc;

use tokio::sync::Notify;

use super::connect::{Backend, connect, connect_counters, connect_waiting, sqlite_file};
use super::group_commit::GroupCommit;
use super::handle::Db;
use super::schema;
use super::types::Opening;
use crate::error::Error;

impl Db {
    /// Open the database as `opening` says. SQLite runs in WAL mode with every commit durable
    /// (synchronous=FULL) and foreign keys on.
    pub async fn open(url: &str, opening: Opening) -> Result<Db, Error> {
        let backend = Backend::of(url)?;
        let pool = match opening {
            Opening::Service { wait } => {
                let pool = connect_waiting(url, backend, true, wait).await?;
                let applied = schema::migrate(&pool, backend, url, false).await?;
                for migration in &applied {
                    tracing::info!(version = migration.version, migration = %migration.description, "migration applied");
                }
                pool
            }
            Opening::Existing => {
                let pool = connect(url, backend, false).await?;
                schema::check(&pool, backend, url).await?;
                pool
            }
        };
        let file = match backend {
            Backend::Sqlite => Some(sqlite_file(url)?),
            Backend::Postgres => None,
        };
        let counters = connect_counters(url, backend)?;
        let mail_queued = Arc::new(Notify::new());
        Ok(Db {
            counters,
            applications: GroupCommit::start(pool.clone(), Arc::clone(&mail_queued)),
            pool,
            backend,
            file,
            mail_queued,
        })
    }
}
