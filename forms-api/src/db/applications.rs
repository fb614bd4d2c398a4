//! Membership applications: stored through the group commit, listed for the staff and for the
//! member, decided by the staff with the mail that tells the applicant.

use super::audit::append_in;
use super::group_commit::NewApplication;
use super::handle::{Db, Result};
use super::types::{StoredApplication, stored_application};
use crate::audit::NewEntry;
use crate::error::Error;
use crate::mail::Outgoing;
use crate::status::{ApplicationStatus, Decision};

impl Db {
    /// Stores an application durably with the mail that announces it, in a transaction shared
    /// with those arriving at the same time (see `group_commit`); answers its reference.
    pub async fn insert_application(
        &self,
        application: NewApplication,
    ) -> std::result::Result<Option<String>, Error> {
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
        rows.iter().map(stored_application).collect()
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
        rows.iter().map(stored_application).collect()
    }

    /// Record the staff's decision on an application still waiting for one and queue the mail
    /// `tell` writes from it, together; the application, or None when no application with that
    /// reference is waiting.
    pub async fn decide(
        &self,
        reference: &str,
        decision: Decision,
        note: Option<&str>,
        now: i64,
        audit: &NewEntry,
        tell: impl FnOnce(&StoredApplication) -> std::result::Result<Outgoing, Error>,
    ) -> std::result::Result<Option<StoredApplication>, Error> {
        let mut tx = self.pool.begin().await?;
        let row = sqlx::query(
            "UPDATE applications SET status = $2, decided_at = $3, decision_note = $4
             WHERE (reference = $1 OR (reference IS NULL AND id = $1)) AND status = $5
             RETURNING id, COALESCE(reference, id) AS reference, submitted_at, status, decided_at,
                       decision_note, email, payload",
        )
        .bind(reference)
        .bind(decision.status().name())
        .bind(now)
        .bind(note)
        .bind(ApplicationStatus::Received.name())
        .fetch_optional(&mut *tx)
        .await?;
        let Some(stored) = row.as_ref().map(stored_application).transpose()? else {
            return Ok(None);
        };
        append_in(&mut tx, audit, now).await?;
        self.commit_with_mail(tx, &tell(&stored)?, now).await?;
        Ok(Some(stored))
    }

    /// Open a decided application again (an admin's correction), with its audit entry; false when
    /// no decided application has that reference.
    pub async fn reopen(&self, reference: &str, audit: &NewEntry, now: i64) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let reopened = sqlx::query(
            "UPDATE applications SET status = $2, decided_at = NULL, decision_note = NULL
             WHERE (reference = $1 OR (reference IS NULL AND id = $1)) AND status <> $2",
        )
        .bind(reference)
        .bind(ApplicationStatus::Received.name())
        .execute(&mut *tx)
        .await?;
        if reopened.rows_affected() == 0 {
            return Ok(false);
        }
        append_in(&mut tx, audit, now).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Mark the applications the staff were not mailed about one by one as told, and queue the
    /// digest `gather` writes of them, together; how many it holds (0: none waited, or another
    /// instance sent them first).
    pub async fn send_digest(
        &self,
        now: i64,
        gather: impl FnOnce(&[StoredApplication]) -> std::result::Result<Outgoing, Error>,
    ) -> std::result::Result<usize, Error> {
        let mut tx = self.pool.begin().await?;
        // One statement marks and reads them: instances sending a digest at once share none.
        let rows = sqlx::query(
            "UPDATE applications SET staff_notified = 1 WHERE staff_notified = 0
             RETURNING id, COALESCE(reference, id) AS reference, submitted_at, status, decided_at,
                       decision_note, email, payload",
        )
        .fetch_all(&mut *tx)
        .await?;
        let mut told = rows.iter().map(stored_application).collect::<Result<Vec<_>>>()?;
        told.sort_by(|a, b| (a.submitted_at, &a.reference).cmp(&(b.submitted_at, &b.reference)));
        if told.is_empty() {
            return Ok(0);
        }
        self.commit_with_mail(tx, &gather(&told)?, now).await?;
        Ok(told.len())
    }
}
