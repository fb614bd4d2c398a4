//! The operator's commands for the audit log: `forms-api audit verify [--head LINE]`, `audit
//! head` (the line to keep outside the database, daily) and `audit purge`. Each takes
//! `--database` and needs it to exist.

use clap::Subcommand;

use crate::audit::{Checked, Entry, Head};
use crate::audit_anchor::{self, Anchor};
use crate::config::Database;
use crate::db::{Db, Opening};
use crate::error::Error;
use crate::retention::{DEFAULT_AGE, cutoff};

#[derive(Subcommand)]
pub enum AuditCommand {
    /// Check that no entry was changed, removed or inserted, and that the log's start was moved
    /// only past entries older than the retention period: names the first problem and exits
    /// non-zero, or prints the last entry's hash
    Verify {
        #[command(flatten)]
        database: Database,
        /// A line printed earlier by `audit head` (or a row's hash): also prove the log still
        /// holds that row, unchanged, and runs on from it
        #[arg(long, value_name = "LINE")]
        head: Option<String>,
        /// The retention period `audit purge` runs with ("2 years", "18 months", "P2Y")
        #[arg(long, value_name = "DURATION", default_value = DEFAULT_AGE)]
        older_than: String,
    },
    /// Verify the log, then print one line naming its last entry, to keep outside the database
    /// (run daily by the deployment's timer) and give to `audit verify --head` later
    Head {
        #[command(flatten)]
        database: Database,
        /// The retention period `audit purge` runs with
        #[arg(long, value_name = "DURATION", default_value = DEFAULT_AGE)]
        older_than: String,
    },
    /// Delete entries older than a duration (run daily by the deployment's timer); what is left
    /// still verifies, from the first entry kept
    Purge {
        #[command(flatten)]
        database: Database,
        /// "2 years", "18 months", "90 days" or ISO 8601 ("P2Y")
        #[arg(long, value_name = "DURATION", default_value = DEFAULT_AGE)]
        older_than: String,
    },
}

impl AuditCommand {
    /// Run the command at `now`; what to print.
    pub async fn run(self, now: i64) -> Result<String, Error> {
        match self {
            AuditCommand::Verify { database, head, older_than } => {
                verify(&database.url, &older_than, head.as_deref(), now).await
            }
            AuditCommand::Head { database, older_than } => {
                head(&database.url, &older_than, now).await
            }
            AuditCommand::Purge { database, older_than } => {
                purge(&database.url, &older_than, now).await
            }
        }
    }
}

fn broken(problem: String) -> Error {
    Error::Unusable(format!("the audit log is broken: {problem}"))
}

/// The log read whole and verified: its head, rows and summary.
async fn checked(
    database: &str,
    older_than: &str,
    now: i64,
) -> Result<(Head, Vec<Entry>, Checked), Error> {
    let kept_since = cutoff(older_than, now)?;
    let db = Db::open(database, Opening::Existing).await?;
    let head = db.audit_head().await?;
    let mut rows = Vec::new();
    let mut after = head.purged_through;
    loop {
        let page = db.audit_rows_after(after, 10_000).await?;
        let Some(last) = page.last() else { break };
        after = last.seq;
        rows.extend(page);
    }
    let checked = crate::audit::verify(&head, &rows, kept_since).map_err(broken)?;
    Ok((head, rows, checked))
}

/// Check the audit log's chain from its start (or its last purge) to its recorded end, and with
/// `kept` that it holds and extends the row of a head line kept earlier; a sentence with the
/// last row's number and hash, or an error naming the first problem.
pub async fn verify(
    database: &str,
    older_than: &str,
    kept: Option<&str>,
    now: i64,
) -> Result<String, Error> {
    let anchor: Option<Anchor> =
        kept.map(audit_anchor::parse).transpose().map_err(Error::Unusable)?;
    let (head, rows, checked) = checked(database, older_than, now).await?;
    let extends = match &anchor {
        Some(anchor) => {
            let row = audit_anchor::extends(anchor, &head, &rows).map_err(broken)?;
            format!("; it holds row {row} of the kept head line, unchanged, and runs on from it")
        }
        None => String::new(),
    };
    Ok(format!(
        "the audit log is intact: {} entr{}, the last is {} with hash {}{extends}",
        checked.rows,
        if checked.rows == 1 { "y" } else { "ies" },
        checked.last,
        checked.hash
    ))
}

/// Verify the log, then the line to keep: `audit head <seq> <hash> <time taken>`.
pub async fn head(database: &str, older_than: &str, now: i64) -> Result<String, Error> {
    let (_, _, checked) = checked(database, older_than, now).await?;
    Ok(audit_anchor::line(&checked, now))
}

/// Delete the audit log's entries older than `age` (as the privacy notice states for the staff's
/// records), keeping the chain verifiable from the first entry kept; a sentence saying so.
pub async fn purge(database: &str, age: &str, now: i64) -> Result<String, Error> {
    let before = cutoff(age, now)?;
    let db = Db::open(database, Opening::Existing).await?;
    let deleted = db.purge_audit(before).await?;
    Ok(format!(
        "deleted {deleted} audit log entr{} written before {}; the chain is verified from the next",
        if deleted == 1 { "y" } else { "ies" },
        crate::clock::rfc3339(before)
    ))
}
