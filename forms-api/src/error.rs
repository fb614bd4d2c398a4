//! What can fail below the operations: the database, mail, files and settings. Operations turn
//! any of these into a 500 with a generic message (`api::reply`) and log the detail; commands
//! print it.

/// A failure of the service's infrastructure, with the detail an operator needs.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    #[error("composing a message: {0}")]
    Message(#[from] lettre::error::Error),
    #[error("sending by SMTP: {0}")]
    Smtp(#[from] lettre::transport::smtp::Error),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("writing a message: {0}")]
    Template(#[from] tera::Error),
    #[error("writing CSV: {0}")]
    Csv(#[from] csv::Error),
    #[error("JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// Storing applications in groups (`group_commit`) failed for a whole group.
    #[error("storing the application: {0}")]
    GroupCommit(String),
    /// The task that stores applications is gone (the service is stopping).
    #[error("the application writer has stopped")]
    WriterStopped,
    /// A setting or value that cannot be used, said in words.
    #[error("{0}")]
    Unusable(String),
    /// The database server cannot be reached (yet): worth trying again.
    #[error("the database cannot be reached: {0}")]
    Unreachable(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
