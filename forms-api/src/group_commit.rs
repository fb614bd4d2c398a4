//! Group commit for membership applications: the applications that arrive while one transaction
//! is being made durable are written together in the next one, so a single disk flush
//! acknowledges many of them. A submission is answered only after the transaction holding it has
//! committed, so an acknowledged application is on disk; when the machine is idle each one gets a
//! transaction of its own at once, with no added wait.

use sqlx::AnyPool;
use tokio::sync::{mpsc, oneshot};

/// At most this many applications share a transaction, bounding how long the first one waits.
const LARGEST_GROUP: usize = 256;
/// Submissions waiting for the writer before new ones wait to be queued (backpressure).
const QUEUE: usize = 4096;

pub struct NewApplication {
    pub id: String,
    pub submitted_at: i64,
    pub email: String,
    pub payload: String,
}

struct Pending {
    application: NewApplication,
    written: oneshot::Sender<Result<(), String>>,
}

#[derive(Clone)]
pub struct GroupCommit {
    queue: mpsc::Sender<Pending>,
}

impl GroupCommit {
    /// Starts the writer task, which ends once every handle is dropped.
    pub fn start(pool: AnyPool) -> GroupCommit {
        let (queue, pending) = mpsc::channel(QUEUE);
        tokio::spawn(write_groups(pool, pending));
        GroupCommit { queue }
    }

    /// Stores the application; returns once it is committed.
    pub async fn insert(&self, application: NewApplication) -> Result<(), String> {
        let (written, done) = oneshot::channel();
        self.queue
            .send(Pending {
                application,
                written,
            })
            .await
            .map_err(|_| "the application writer has stopped".to_string())?;
        done.await
            .map_err(|_| "the application writer has stopped".to_string())?
    }
}

async fn write_groups(pool: AnyPool, mut pending: mpsc::Receiver<Pending>) {
    let mut group = Vec::with_capacity(LARGEST_GROUP);
    while pending.recv_many(&mut group, LARGEST_GROUP).await > 0 {
        match insert_all(&pool, &group).await {
            Ok(()) => {
                for waiting in group.drain(..) {
                    let _ = waiting.written.send(Ok(()));
                }
            }
            // One bad row must not fail the others: write each on its own to find it.
            Err(_) => {
                for waiting in group.drain(..) {
                    let outcome = insert_all(&pool, std::slice::from_ref(&waiting))
                        .await
                        .map_err(|error| error.to_string());
                    let _ = waiting.written.send(outcome);
                }
            }
        }
    }
}

async fn insert_all(pool: &AnyPool, group: &[Pending]) -> Result<(), sqlx::Error> {
    let mut transaction = pool.begin().await?;
    for Pending { application, .. } in group {
        sqlx::query(
            "INSERT INTO applications (id, submitted_at, email, payload) VALUES ($1, $2, $3, $4)",
        )
        .bind(&application.id)
        .bind(application.submitted_at)
        .bind(&application.email)
        .bind(&application.payload)
        .execute(&mut *transaction)
        .await?;
    }
    transaction.commit().await
}
