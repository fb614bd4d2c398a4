//! Readiness: whether this instance can take requests now. The database must answer and take a
//! write within a short deadline (a stopped server fails the connection, a read-only disk the
//! write); on SQLite, its disk must also have room, since a small write can still fit in the
//! write-ahead log of a disk already too full for the next application. The mail queue must not
//! hold messages that no sender has picked up. The reason is written for the operator and
//! carries nothing secret.

use std::time::Duration;

use crate::db::{Db, Probe, cause, probe};

/// The whole check answers within this, whatever the database does.
pub const DEADLINE: Duration = Duration::from_secs(2);
/// How long the write may take, and then a connection of our own to find out why it did not.
const WRITE_WAIT: Duration = Duration::from_millis(1200);
const PROBE_WAIT: Duration = Duration::from_millis(600);
/// Less free space than this under a SQLite database, and it is not ready.
pub const LEAST_FREE_BYTES: u64 = 1024 * 1024;
/// A message due this long without a sender claiming it means the sender has stopped.
pub const MAIL_OVERDUE_SECONDS: i64 = 300;

/// Ok, or why not, in words.
pub async fn readiness(db: &Db, now: i64) -> Result<(), String> {
    match tokio::time::timeout(DEADLINE, check(db, now)).await {
        Ok(outcome) => outcome,
        Err(_) => Err(format!("the database did not take a write within {} s", DEADLINE.as_secs())),
    }
}

async fn check(db: &Db, now: i64) -> Result<(), String> {
    if let Some(file) = &db.file {
        disk_has_room(file)?;
    }
    let written = tokio::time::timeout(WRITE_WAIT, db.probe_write(now)).await;
    let failure = match written {
        Ok(Ok(())) => None,
        Ok(Err(error)) => Some(cause(&error)),
        Err(_) => Some(format!("no write within {} ms", WRITE_WAIT.as_millis())),
    };
    if let Some(failure) = failure {
        // The pool only says it waited; a connection of our own says why ("connection refused").
        let reason = match probe(&db.pool.connect_options(), PROBE_WAIT).await {
            Err(Probe::Unreachable(why) | Probe::Refused(why)) => why,
            Ok(()) => failure,
        };
        return Err(format!("the database cannot be written: {reason}"));
    }
    let overdue = db
        .mail_overdue(now - MAIL_OVERDUE_SECONDS)
        .await
        .map_err(|error| format!("the mail queue cannot be read: {}", cause(&error)))?;
    if overdue > 0 {
        return Err(format!(
            "{overdue} message(s) have waited more than {} minutes for the mail sender",
            MAIL_OVERDUE_SECONDS / 60
        ));
    }
    Ok(())
}

/// The disk under the SQLite file is writable and has room.
fn disk_has_room(file: &std::path::Path) -> Result<(), String> {
    use rustix::fs::StatVfsMountFlags;
    let folder =
        file.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    let disk = rustix::fs::statvfs(folder)
        .map_err(|error| format!("cannot look at the database's disk: {error}"))?;
    if disk.f_flag.contains(StatVfsMountFlags::RDONLY) {
        return Err("the database's disk is read-only".into());
    }
    let free = disk.f_bavail.saturating_mul(disk.f_frsize);
    if free < LEAST_FREE_BYTES {
        return Err(format!(
            "the database's disk is full ({} KiB free; at least {} KiB are needed)",
            free / 1024,
            LEAST_FREE_BYTES / 1024
        ));
    }
    Ok(())
}
