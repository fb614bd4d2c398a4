//! `forms-api applications purge --older-than DURATION`: deletes declined applications whose
//! decision is older than DURATION, as the privacy notice promises (two years by default).
//! Accepted applications are membership records and stay; applications waiting for a decision
//! are never purged.

use jiff::tz::TimeZone;
use jiff::{Span, Timestamp};

use crate::db::{Db, Opening};
use crate::error::{Error, Result};

/// What the privacy notice states: declined applications are deleted two years after the decision.
pub const DEFAULT_AGE: &str = "2 years";

/// The moment `age` before `now` (Unix seconds), calendar-aware: "2 years", "18 months",
/// "90 days", "P2Y".
pub fn cutoff(age: &str, now: i64) -> Result<i64> {
    let span: Span = age.trim().parse().map_err(|error| {
        Error::Unusable(format!(
            "--older-than {age}: not a duration such as \"2 years\", \"18 months\" or \"90 days\" ({error})"
        ))
    })?;
    if span.is_negative() || span.is_zero() {
        return Err(Error::Unusable(format!(
            "--older-than {age}: give a duration longer than zero"
        )));
    }
    let unusable = |error: jiff::Error| Error::Unusable(format!("--older-than {age}: {error}"));
    let now = Timestamp::from_second(now).map_err(unusable)?;
    let before = now.to_zoned(TimeZone::UTC).checked_sub(span).map_err(unusable)?;
    Ok(before.timestamp().as_second())
}

/// Delete the declined applications decided before `age` ago; how many went and the cutoff.
pub async fn purge(database: &str, age: &str, now: i64) -> Result<(u64, i64)> {
    let before = cutoff(age, now)?;
    let db = Db::open(database, Opening::Existing).await?;
    let deleted = db.purge_declined(before).await?;
    Ok((deleted, before))
}

#[cfg(test)]
mod tests {
    use super::cutoff;

    /// 2026-11-24T00:00:00Z.
    const NOW: i64 = 1_795_478_400;

    #[test]
    fn calendar_durations_count_back_from_now() {
        // 2024-11-24T00:00:00Z, across a leap day.
        assert_eq!(cutoff("2 years", NOW).unwrap(), 1_732_406_400);
        assert_eq!(cutoff("P2Y", NOW).unwrap(), 1_732_406_400);
        assert_eq!(cutoff("90 days", NOW).unwrap(), NOW - 90 * 86_400);
    }

    #[test]
    fn nonsense_and_non_positive_durations_are_refused() {
        for age in ["", "soon", "-2 years", "0 days"] {
            let error = cutoff(age, NOW).unwrap_err().to_string();
            assert!(error.starts_with("--older-than"), "{age}: {error}");
        }
    }
}
