//! The handle every statement hangs off: the pool, the backend, the application writer and the
//! mail sender's wake-up. The statements themselves are in the modules beside this one.

use std::sync::Arc;

use sqlx::{Any, AnyPool, Transaction};
use tokio::sync::Notify;

use super::connect::Backend;
use super::enqueue::enqueue;
use super::group_commit::GroupCommit;
use crate::mail::Outgoing;

/// The database: SQLite (the default, one file) or PostgreSQL (shared by several instances),
/// chosen by the URL's scheme. The statements below are written once for both.
#[derive(Clone)]
pub struct Db {
    pub(crate) pool: AnyPool,
    /// The rate limits' counters: a pool whose commits do not wait for the disk
    /// (`connect::connect_counters`).
    pub(super) counters: AnyPool,
    pub(crate) backend: Backend,
    pub(super) applications: GroupCommit,
    /// The SQLite file, whose disk readiness looks at; None on PostgreSQL.
    pub(crate) file: Option<std::path::PathBuf>,
    /// Told when a transaction that queued mail has committed, to wake this instance's sender.
    pub(super) mail_queued: Arc<Notify>,
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

    /// Queue `mail` in `tx`, commit, and wake the sender: the message exists exactly when what
    /// the transaction wrote does.
    pub(crate) async fn commit_with_mail(
        &self,
        mut tx: Transaction<'_, Any>,
        mail: &Outgoing,
        now: i64,
    ) -> Result<()> {
        enqueue(&mut tx, mail, now).await?;
        tx.commit().await?;
        self.mail_queued();
        Ok(())
    }
}
