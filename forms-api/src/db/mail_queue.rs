//! The mail queue's statements. `enqueue` runs inside the transaction of the operation the message
//! tells of; the sender claims due messages, delivers them and records the outcome. A claim is a
//! lease: a sender that dies mid-delivery leaves its messages to be claimed again once the lease
//! has run out.

use sqlx::Row;

use super::connect::Backend;
use super::enqueue::enqueue;
use super::handle::{Db, Result};
use super::types::{Claimed, QueueDepth, claimed};
use crate::mail::Outgoing;

impl Db {
    /// Queue a message that goes with no other change (such as the notice that someone tried to
    /// sign up with an address that has an account).
    pub async fn enqueue_mail(&self, mail: &Outgoing, now: i64) -> Result<()> {
        let mut connection = self.pool.acquire().await?;
        enqueue(&mut connection, mail, now).await?;
        self.mail_queued();
        Ok(())
    }

    /// Claim up to `limit` due messages for `lease_seconds`, counting a try for each; one
    /// statement, so two senders never claim one message. On PostgreSQL, `SKIP LOCKED` lets
    /// senders on other instances claim other messages meanwhile instead of waiting.
    pub async fn claim_mail(
        &self,
        now: i64,
        lease_seconds: i64,
        limit: i64,
    ) -> Result<Vec<Claimed>> {
        let lock = match self.backend {
            Backend::Postgres => "FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        let sql = format!(
            "UPDATE mail_queue SET claimed_until = $1 + $2, attempts = attempts + 1
             WHERE id IN (SELECT id FROM mail_queue
                          WHERE failed_at IS NULL AND next_attempt_at <= $1 AND claimed_until <= $1
                          ORDER BY next_attempt_at, created_at LIMIT $3 {lock})
             RETURNING id, recipient, subject, text_body, html_body, created_at, attempts"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(now)
            .bind(lease_seconds)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(claimed).collect()
    }

    /// The message was accepted by the server: it leaves the queue.
    pub async fn mail_delivered(&self, id: &str) -> Result<()> {
        sqlx::query("DELETE FROM mail_queue WHERE id = $1").bind(id).execute(&self.pool).await?;
        Ok(())
    }

    /// The try failed: try again at `at`.
    pub async fn mail_retry_at(&self, id: &str, at: i64, error: &str) -> Result<()> {
        sqlx::query(
            "UPDATE mail_queue SET next_attempt_at = $2, claimed_until = 0, last_error = $3 WHERE id = $1",
        )
        .bind(id)
        .bind(at)
        .bind(error)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// No more tries: the message stays, marked, for the operator to see.
    pub async fn mail_given_up(&self, id: &str, now: i64, error: &str) -> Result<()> {
        sqlx::query(
            "UPDATE mail_queue SET failed_at = $2, claimed_until = 0, last_error = $3 WHERE id = $1",
        )
        .bind(id)
        .bind(now)
        .bind(error)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn mail_queue_depth(&self) -> Result<QueueDepth> {
        let row = sqlx::query(
            "SELECT (SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NULL) AS waiting,
                    (SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NOT NULL) AS failed",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(QueueDepth { waiting: row.try_get("waiting")?, failed: row.try_get("failed")? })
    }
}
