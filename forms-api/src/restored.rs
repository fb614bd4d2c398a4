//! Reference numbers after a restore. A copy made by `forms-api backup` carries a mark: restored,
//! its counters are behind the references mailed to applicants since the copy was taken, so the
//! service refuses to start on it until the operator has moved the numbering past the last
//! reference the staff were told of (`forms-api applications continue-after`). A reference is
//! never handed out twice.

use std::path::Path;

use sqlx::{Connection, SqliteConnection};

use crate::db::group_commit::REFERENCE_PREFIX;
use crate::db::{BACKUP_MARK, Db, Opening};
use crate::error::Error;

/// Refuse to serve from a restored copy whose numbering has not been moved on.
pub async fn refuse_unsettled_copy(db: &Db) -> Result<(), Error> {
    let Some(taken_at) = db.backup_mark().await? else {
        return Ok(());
    };
    Err(Error::Unusable(format!(
        "this database is a backup copy taken at {}: applications received since then may hold \
         references it does not know. Find the last reference in the staff mailbox (each \
         application notice names it) and run `forms-api applications continue-after \
         {REFERENCE_PREFIX}-YYYY-NNNNN` before starting the service",
        crate::clock::rfc3339(taken_at)
    )))
}

/// Give out references after `reference` from now on and lift the copy's mark; a sentence
/// saying so.
pub async fn continue_after(database: &str, reference: &str) -> Result<String, Error> {
    let (year, number) = parse(reference)?;
    let db = Db::open(database, Opening::Existing).await?;
    let last = db.continue_after(year, number).await?;
    Ok(format!("the next reference of {year} will be {REFERENCE_PREFIX}-{year}-{:05}", last + 1))
}

/// Mark the SQLite copy at `path` (not yet in place) as a backup taken at `taken_at`.
pub async fn mark_copy(path: &Path, taken_at: i64) -> Result<(), Error> {
    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(path).create_if_missing(false);
    let mut copy = SqliteConnection::connect_with(&options).await?;
    sqlx::query("INSERT INTO service_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2")
        .bind(BACKUP_MARK)
        .bind(taken_at.to_string())
        .execute(&mut copy)
        .await?;
    copy.close().await?;
    Ok(())
}

/// `IAAII-2026-00057` -> (2026, 57).
fn parse(reference: &str) -> Result<(i64, i64), Error> {
    let refused = || {
        Error::Unusable(format!(
            "{reference} is not a reference such as {REFERENCE_PREFIX}-2026-00057"
        ))
    };
    let rest = reference
        .trim()
        .strip_prefix(REFERENCE_PREFIX)
        .and_then(|rest| rest.strip_prefix('-'))
        .ok_or_else(refused)?;
    let (year, number) = rest.split_once('-').ok_or_else(refused)?;
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if year.len() != 4 || !all_digits(year) || !all_digits(number) || number.len() > 9 {
        return Err(refused());
    }
    Ok((year.parse().map_err(|_| refused())?, number.parse().map_err(|_| refused())?))
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn references_are_read_strictly() {
        assert_eq!(parse("IAAII-2026-00057").unwrap(), (2026, 57));
        assert_eq!(parse(" IAAII-2027-123456 ").unwrap(), (2027, 123_456));
        for wrong in ["", "IAAII-26-00057", "IAAII-2026-", "XYZ-2026-00001", "IAAII-2026-5a"] {
            assert!(parse(wrong).is_err(), "{wrong}");
        }
    }
}
