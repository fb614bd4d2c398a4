//! Group commit for membership applications: the applications that arrive while one transaction
//! is being made durable are written together in the next one, so a single disk flush
//! acknowledges many of them. A submission is answered only after the transaction holding it has
//! committed, so an acknowledged application is on disk; when the machine is idle each one gets a
//! transaction of its own at once, with no added wait. The mail that announces an application is
//! queued in the same transaction, so an acknowledged application is always announced.

use crate::application::{Application, ApplicationKeys};
use std::sync::Arc;

use sqlx::{AnyPool, Row};
use tokio::sync::{Notify, mpsc, oneshot};

use super::enqueue::enqueue;
use crate::error::Error;
use crate::mail::Outgoing;

/// At most this many applications share a transaction, bounding how long the first one waits.
const LARGEST_GROUP: usize = 256;
/// Submissions waiting for the writer before new ones wait to be queued (backpressure).
const QUEUE: usize = 4096;

pub struct NewApplication {
    pub id: String,
    pub submitted_at: i64,
    pub email: String,
    pub answers: Application,
    pub announce: Announcement,
    /// The pending application this one confirms (its token's hash): deleted in the same
    /// transaction, and the application not stored when it is gone already (a second click).
    pub confirms: Option<String>,
    /// Whether `announce` mails the staff about it; false past the hourly bound on notices, for
    /// the digest to gather it.
    pub staff_notified: bool,
}

/// The messages that announce an application, written once its reference is known.
pub type Announcement = Arc<dyn Fn(&str) -> Result<Vec<Outgoing>, Error> + Send + Sync>;

struct Pending {
    application: NewApplication,
    /// The application's reference once committed; None when the pending application it
    /// confirms was confirmed already.
    written: oneshot::Sender<Result<Option<String>, NotStored>>,
}

/// Why an application was not stored, as its submitter is told.
enum NotStored {
    /// No connection to the database: the whole group failed at once.
    Unreachable(String),
    Failed(String),
}

/// The prefix of every reference: `IAAII-2026-00042`.
pub const REFERENCE_PREFIX: &str = "IAAII";

#[derive(Clone)]
pub struct GroupCommit {
    queue: mpsc::Sender<Pending>,
}

impl GroupCommit {
    /// Starts the writer task, which ends once every handle is dropped.
    pub fn start(pool: AnyPool, mail_queued: Arc<Notify>) -> GroupCommit {
        let (queue, pending) = mpsc::channel(QUEUE);
        tokio::spawn(write_groups(pool, pending, mail_queued));
        GroupCommit { queue }
    }

    /// Stores the application; returns its reference once it is committed (None: the pending
    /// application it confirms was confirmed already).
    pub async fn insert(&self, application: NewApplication) -> Result<Option<String>, Error> {
        let (written, done) = oneshot::channel();
        self.queue
            .send(Pending { application, written })
            .await
            .map_err(|_| Error::WriterStopped)?;
        done.await.map_err(|_| Error::WriterStopped)?.map_err(|not_stored| match not_stored {
            NotStored::Unreachable(detail) => Error::Unreachable(detail),
            NotStored::Failed(detail) => Error::GroupCommit(detail),
        })
    }
}

async fn write_groups(
    pool: AnyPool,
    mut pending: mpsc::Receiver<Pending>,
    mail_queued: Arc<Notify>,
) {
    let mut group = Vec::with_capacity(LARGEST_GROUP);
    while pending.recv_many(&mut group, LARGEST_GROUP).await > 0 {
        crate::metrics::group_commit(group.len());
        let written = insert_all(&pool, &group).await;
        mail_queued.notify_one();
        match written {
            Ok(references) => {
                for (waiting, reference) in group.drain(..).zip(references) {
                    let _ = waiting.written.send(Ok(reference));
                }
            }
            // The database is unreachable: every one fails now, rather than each after its own
            // wait for a connection.
            Err(Error::Database(error)) if is_unreachable(&error) => {
                let detail = super::connect::cause(&error);
                for waiting in group.drain(..) {
                    let _ = waiting.written.send(Err(NotStored::Unreachable(detail.clone())));
                }
            }
            // One bad row must not fail the others: write each on its own to find it.
            Err(_) => {
                for waiting in group.drain(..) {
                    let outcome = insert_all(&pool, std::slice::from_ref(&waiting))
                        .await
                        .map(|mut references| references.remove(0))
                        .map_err(|error| NotStored::Failed(error.to_string()));
                    let _ = waiting.written.send(outcome);
                }
            }
        }
    }
}

/// Writes the group in one transaction, numbering each application in its year and queueing its
/// announcements; the references, in the group's order (None for a confirmation that found its
/// pending application gone). The counter's row stays locked until the
/// commit, so instances sharing a database never give out one number twice, and a group that
/// fails gives its numbers back.
async fn insert_all(pool: &AnyPool, group: &[Pending]) -> Result<Vec<Option<String>>, Error> {
    let mut transaction = pool.begin().await?;
    let mut references = Vec::with_capacity(group.len());
    for Pending { application, .. } in group {
        if let Some(token_hash) = &application.confirms {
            let deleted = sqlx::query("DELETE FROM pending_applications WHERE token_hash = $1")
                .bind(token_hash)
                .execute(&mut *transaction)
                .await?;
            if deleted.rows_affected() == 0 {
                references.push(None);
                continue;
            }
        }
        let year = year_of(application.submitted_at);
        let number: i64 = sqlx::query(
            "INSERT INTO reference_counters (year, last) VALUES ($1, 1)
             ON CONFLICT (year) DO UPDATE SET last = reference_counters.last + 1
             RETURNING last",
        )
        .bind(year)
        .fetch_one(&mut *transaction)
        .await?
        .try_get("last")?;
        let reference = format!("{REFERENCE_PREFIX}-{year}-{number:05}");
        let keys = ApplicationKeys::of(&application.answers);
        sqlx::query(
            "INSERT INTO applications (id, submitted_at, email, payload, reference, staff_notified,
               membership_type, country, applicant_name, name_key, search_words)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&application.id)
        .bind(application.submitted_at)
        .bind(&application.email)
        .bind(application.answers.to_json())
        .bind(&reference)
        .bind(i32::from(application.staff_notified))
        .bind(&keys.membership_type)
        .bind(&keys.country)
        .bind(&keys.applicant_name)
        .bind(&keys.name_key)
        .bind(&keys.search_words)
        .execute(&mut *transaction)
        .await?;
        for mail in (application.announce)(&reference)? {
            enqueue(&mut transaction, &mail, application.submitted_at).await?;
        }
        references.push(Some(reference));
    }
    transaction.commit().await?;
    Ok(references)
}

/// No connection to the database at all, as opposed to an error it answered to a statement (a
/// constraint, a full disk) or a message that could not be written.
fn is_unreachable(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_))
}

/// The calendar year (UTC) of a Unix time.
fn year_of(seconds: i64) -> i64 {
    jiff::Timestamp::from_second(seconds)
        .map(|t| i64::from(t.to_zoned(jiff::tz::TimeZone::UTC).year()))
        .unwrap_or(1970)
}
