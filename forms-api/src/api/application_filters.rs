//! The staff's list filters as the workspace's address carries them (status, type, country,
//! dates, search, sort, the page's cursor), read into a database query with a message naming the
//! filter that is wrong, and described in words for the audit log.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use poem_openapi::Enum;
use poem_openapi::param::Query;

use super::reply::Failure;
use crate::application::name_words;
use crate::db::{After, ListQuery, Listed, Search, Sort};

pub use crate::status::ApplicationStatus as Status;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum SortOrder {
    Newest,
    Oldest,
    Name,
}

/// The most words of a search that are looked for (each one more condition on every row).
const SEARCH_WORDS: usize = 8;

/// The list's filters, as the workspace's address carries them.
pub struct Filters {
    pub status: Query<Option<Status>>,
    pub membership_type: Query<Option<String>>,
    pub country: Query<Option<String>>,
    pub from: Query<Option<String>>,
    pub to: Query<Option<String>>,
    pub q: Query<Option<String>>,
    pub sort: Query<Option<SortOrder>>,
}

/// The filters as a query for the database; 400 naming the field that is wrong, and a last day
/// before the first (which no application could match) refused as such.
pub fn list_query(filters: Filters) -> Result<ListQuery, Failure> {
    let text = |value: Option<String>, name: &str| -> Result<Option<String>, Failure> {
        let value = value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        match value {
            Some(v) if v.chars().count() > 200 => {
                Err(Failure::field(name, "This filter is too long (200 characters at most)."))
            }
            other => Ok(other),
        }
    };
    let day = |value: Option<String>, name: &str, next_day: bool| -> Result<Option<i64>, Failure> {
        let Some(value) = value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty()) else {
            return Ok(None);
        };
        let date = value.parse::<jiff::civil::Date>().map_err(|_| {
            Failure::field(name, "Give the date as YYYY-MM-DD, such as 2026-03-01.")
        })?;
        let date = if next_day { date.tomorrow().unwrap_or(date) } else { date };
        let start = date.to_zoned(jiff::tz::TimeZone::UTC).map_err(|_| {
            Failure::field(name, "Give the date as YYYY-MM-DD, such as 2026-03-01.")
        })?;
        Ok(Some(start.timestamp().as_second()))
    };
    let search = text(filters.q.0, "q")?.map(|q| {
        if q.to_ascii_uppercase().starts_with("IAAII-") {
            Search::Reference(q.to_ascii_uppercase())
        } else if q.contains('@') {
            Search::Email(crate::rules::stored_address(&q))
        } else {
            Search::Name(name_words(&q).into_iter().take(SEARCH_WORDS).collect())
        }
    });
    let from = day(filters.from.0, "from", false)?;
    let to = day(filters.to.0, "to", true)?;
    if let (Some(from), Some(to)) = (from, to)
        && from >= to
    {
        return Err(Failure::field(
            "to",
            "The last day must be the same as or after the first day.",
        ));
    }
    Ok(ListQuery {
        status: filters.status.0,
        membership_type: text(filters.membership_type.0, "type")?,
        country: text(filters.country.0, "country")?,
        from,
        to,
        search,
        sort: filters.sort.0.map(|sort| match sort {
            SortOrder::Newest => Sort::Newest,
            SortOrder::Oldest => Sort::Oldest,
            SortOrder::Name => Sort::Name,
        }),
        after: None,
    })
}

/// The filters in words, for the audit log's line about an export.
pub fn describe(query: &ListQuery) -> String {
    let mut parts = Vec::new();
    let status = query.status.map(|status| status.name().to_string());
    for (name, value) in
        [("status", &status), ("type", &query.membership_type), ("country", &query.country)]
    {
        if let Some(value) = value {
            parts.push(format!("{name} {value}"));
        }
    }
    if query.from.is_some() || query.to.is_some() {
        parts.push("dates".into());
    }
    if query.search.is_some() {
        parts.push("search".into());
    }
    if parts.is_empty() { "every application".into() } else { parts.join(", ") }
}

pub fn encode_cursor(last: &Listed, sort: Sort) -> String {
    let text = match sort {
        Sort::Name => format!("n|{}|{}", last.application.id, last.name_key),
        Sort::Newest | Sort::Oldest => {
            format!("t|{}|{}", last.application.submitted_at, last.application.id)
        }
    };
    URL_SAFE_NO_PAD.encode(text)
}

pub fn decode_cursor(cursor: &str) -> Result<After, Failure> {
    let invalid =
        || Failure::field("after", "This page link is not valid: go back to the first page.");
    let bytes = URL_SAFE_NO_PAD.decode(cursor.trim()).map_err(|_| invalid())?;
    let text = String::from_utf8(bytes).map_err(|_| invalid())?;
    let mut parts = text.splitn(3, '|');
    match (parts.next(), parts.next(), parts.next()) {
        (Some("t"), Some(at), Some(id)) => {
            Ok(After::Time(at.parse().map_err(|_| invalid())?, id.to_string()))
        }
        (Some("n"), Some(id), Some(key)) => Ok(After::Name(key.to_string(), id.to_string())),
        _ => Err(invalid()),
    }
}
