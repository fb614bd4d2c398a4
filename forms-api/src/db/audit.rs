//! The audit log's statements: append (in the transaction of the action it records, when there
//! is one), read a page for the workspace, and read it all for `audit verify`.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::handle::{Db, Result};
use super::types::AuditQuery;
use crate::audit::{Entry, Head, NewEntry, row_hash};

fn entry(row: &AnyRow) -> Result<Entry> {
    Ok(Entry {
        seq: row.try_get("seq")?,
        at: row.try_get("at")?,
        actor: row.try_get("actor")?,
        action: row.try_get("action")?,
        subject: row.try_get("subject")?,
        detail: row.try_get("detail")?,
        client: row.try_get("client")?,
        prev_hash: row.try_get("prev_hash")?,
        hash: row.try_get("hash")?,
    })
}

/// Append `new` at `now` in `tx`. The head's row is updated first: on PostgreSQL that locks it
/// until the transaction ends, and on SQLite it takes the write lock, so appenders take turns
/// and each reads the true end of the chain.
pub async fn append_in(tx: &mut Transaction<'_, Any>, new: &NewEntry, now: i64) -> Result<Entry> {
    let head = sqlx::query("UPDATE audit_head SET seq = seq + 1 WHERE id = 1 RETURNING seq, hash")
        .fetch_one(&mut **tx)
        .await?;
    let mut entry = Entry {
        seq: head.try_get("seq")?,
        at: now,
        actor: new.actor.clone(),
        action: new.action.name().to_string(),
        subject: new.subject.clone(),
        detail: new.detail.clone(),
        client: new.client.clone(),
        prev_hash: head.try_get("hash")?,
        hash: String::new(),
    };
    entry.hash = row_hash(&entry);
    sqlx::query(
        "INSERT INTO audit_log (seq, at, actor, action, subject, detail, client, prev_hash, hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(entry.seq)
    .bind(entry.at)
    .bind(&entry.actor)
    .bind(&entry.action)
    .bind(&entry.subject)
    .bind(&entry.detail)
    .bind(&entry.client)
    .bind(&entry.prev_hash)
    .bind(&entry.hash)
    .execute(&mut **tx)
    .await?;
    sqlx::query("UPDATE audit_head SET hash = $1 WHERE id = 1")
        .bind(&entry.hash)
        .execute(&mut **tx)
        .await?;
    Ok(entry)
}

impl Db {
    /// Append `new` at `now` in a transaction of its own.
    pub async fn append_audit(&self, new: &NewEntry, now: i64) -> Result<Entry> {
        let mut tx = self.pool.begin().await?;
        let entry = append_in(&mut tx, new, now).await?;
        tx.commit().await?;
        Ok(entry)
    }

    /// A page of the log, newest first.
    pub async fn audit_page(&self, query: &AuditQuery<'_>) -> Result<Vec<Entry>> {
        let rows = sqlx::query(
            "SELECT seq, at, actor, action, subject, detail, client, prev_hash, hash FROM audit_log
             WHERE ($1 IS NULL OR action = $1) AND ($2 IS NULL OR actor = $2)
               AND ($3 IS NULL OR seq < $3)
             ORDER BY seq DESC LIMIT $4",
        )
        .bind(query.action)
        .bind(query.actor)
        .bind(query.before)
        .bind(query.limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(entry).collect()
    }

    /// The chain's recorded ends.
    pub async fn audit_head(&self) -> Result<Head> {
        let row = sqlx::query(
            "SELECT seq, hash, purged_through, purged_hash, purged_at FROM audit_head WHERE id = 1",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(Head {
            seq: row.try_get("seq")?,
            hash: row.try_get("hash")?,
            purged_through: row.try_get("purged_through")?,
            purged_hash: row.try_get("purged_hash")?,
            purged_at: row.try_get("purged_at")?,
        })
    }

    /// Rows after `after`, oldest first, at most `limit` (`audit verify` reads the log in pages).
    pub async fn audit_rows_after(&self, after: i64, limit: i64) -> Result<Vec<Entry>> {
        let rows = sqlx::query(
            "SELECT seq, at, actor, action, subject, detail, client, prev_hash, hash FROM audit_log
             WHERE seq > $1 ORDER BY seq LIMIT $2",
        )
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(entry).collect()
    }
}

impl Db {
    /// Every row about `subject` (an application's reference), oldest first: its history.
    pub async fn audit_of(&self, subject: &str) -> Result<Vec<Entry>> {
        let rows = sqlx::query(
            "SELECT seq, at, actor, action, subject, detail, client, prev_hash, hash FROM audit_log
             WHERE subject = $1 ORDER BY seq LIMIT 500",
        )
        .bind(subject)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(entry).collect()
    }
}

impl Db {
    /// Delete the entries written before `before` (those up to the last of them, so what is left
    /// is the chain's end), recording where the chain now starts; how many went.
    pub async fn purge_audit(&self, before: i64) -> Result<u64> {
        let mut tx = self.pool.begin().await?;
        // The head first: appends and purges take turns (see `append_in`).
        sqlx::query("UPDATE audit_head SET seq = seq WHERE id = 1").execute(&mut *tx).await?;
        let last = sqlx::query(
            "SELECT seq, at, hash FROM audit_log WHERE at < $1 ORDER BY seq DESC LIMIT 1",
        )
        .bind(before)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(last) = last else {
            return Ok(0);
        };
        let (seq, at, hash): (i64, i64, String) =
            (last.try_get("seq")?, last.try_get("at")?, last.try_get("hash")?);
        // The boundary's time too: `audit verify` checks it against the retention period.
        sqlx::query(
            "UPDATE audit_head SET purged_through = $1, purged_hash = $2, purged_at = $3 WHERE id = 1",
        )
        .bind(seq)
        .bind(&hash)
        .bind(at)
            .execute(&mut *tx)
            .await?;
        let deleted = sqlx::query("DELETE FROM audit_log WHERE seq <= $1")
            .bind(seq)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(deleted.rows_affected())
    }
}
