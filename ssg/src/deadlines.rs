//! Dates that text on the site depends on (the journal's call for papers, the end of the free
//! membership offer), each read from the data file where it belongs and seen from the build date:
//! pages say "open, 12 days left" or "closed on" by themselves, and a daily build keeps them right.

use jiff::Unit;
use jiff::civil::Date;
use serde_json::{Value, json};

use crate::data::SiteData;

/// Every named date, as the `Deadline` component reads it (`deadlines.<name>`).
pub fn view(data: &SiteData, today: Date) -> Value {
    let named = [
        ("special_issues", data.journal.special_issues.deadline),
        ("free_membership", data.membership.free_offer_until),
    ];
    named
        .into_iter()
        .map(|(name, date)| (name.to_string(), one(date, today)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

fn one(date: Date, today: Date) -> Value {
    let days_left = today.until((Unit::Day, date)).map_or(0, |span| i64::from(span.get_days()));
    json!({
        "date": date.to_string(),
        // Open until the end of its day.
        "open": days_left >= 0,
        "days_left": days_left,
    })
}

/// The build date: `--today` when given (to preview or test date-dependent text), else the
/// date in UTC.
pub fn today(given: Option<Date>) -> Date {
    given.unwrap_or_else(|| jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date())
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::ToSpan;

    #[test]
    fn a_date_is_open_through_its_own_day() {
        let deadline = jiff::civil::date(2025, 12, 1);
        let view = |today: Date| one(deadline, today);
        assert_eq!(view(deadline - 12.days())["days_left"], 12);
        assert_eq!(view(deadline)["days_left"], 0);
        assert_eq!(view(deadline)["open"], true);
        assert_eq!(view(deadline + 1.day())["open"], false);
    }
}
