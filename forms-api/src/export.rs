//! `forms-api applications export`: every membership application, for the association's staff.

use std::io::Write;

use serde::Serialize;

use crate::application::Application;
use crate::clock::rfc3339;
use crate::db::{Db, Opening, StoredApplication};
use crate::error::Error;

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Format {
    Csv,
    Json,
}

/// One row of the CSV export: its columns, in order, are these fields (named as on the wire).
/// Every text cell is neutralised against formulas.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CsvRow<'a> {
    id: Cell<'a>,
    submitted_at: Cell<'a>,
    first_name: Cell<'a>,
    family_name: Cell<'a>,
    gender: Cell<'a>,
    email: Cell<'a>,
    country: Cell<'a>,
    mobile: Cell<'a>,
    job_title: Cell<'a>,
    job_classification: Cell<'a>,
    highest_qualification: Cell<'a>,
    department: Cell<'a>,
    institution: Cell<'a>,
    years_in_academia: String,
    research_interests: Cell<'a>,
    subject_classification: Cell<'a>,
    areas_of_specialization: Cell<'a>,
    contact_person_institution: Cell<'a>,
    contact_person_name: Cell<'a>,
    areas_for_collaboration: Cell<'a>,
    confidentiality_consent: bool,
    membership_type: Cell<'a>,
    reference: Cell<'a>,
    status: Cell<'a>,
}

impl<'a> CsvRow<'a> {
    fn new(row: &'a StoredApplication, submitted: &'a str, a: &'a Application) -> Self {
        CsvRow {
            id: Cell(&row.id),
            submitted_at: Cell(submitted),
            first_name: Cell(&a.first_name),
            family_name: Cell(&a.family_name),
            gender: Cell(&a.gender),
            email: Cell(&a.email),
            country: Cell(&a.country),
            mobile: Cell(&a.mobile),
            job_title: Cell(&a.job_title),
            job_classification: Cell(&a.job_classification),
            highest_qualification: Cell(&a.highest_qualification),
            department: Cell(&a.department),
            institution: Cell(&a.institution),
            years_in_academia: a
                .years_in_academia
                .map(|years| years.to_string())
                .unwrap_or_default(),
            research_interests: Cell(&a.research_interests),
            subject_classification: Cell(&a.subject_classification),
            areas_of_specialization: Cell(&a.areas_of_specialization),
            contact_person_institution: Cell(&a.contact_person_institution),
            contact_person_name: Cell(&a.contact_person_name),
            areas_for_collaboration: Cell(&a.areas_for_collaboration),
            confidentiality_consent: a.confidentiality_consent,
            membership_type: Cell(&a.membership_type),
            reference: Cell(&row.reference),
            status: Cell(&row.status),
        }
    }
}

/// A text cell, written neutralised.
struct Cell<'a>(&'a str);

impl Serialize for Cell<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&neutralise_formula(self.0))
    }
}

/// Write the applications (those submitted at or after `since`, when given) to `out`; how many.
pub async fn export(
    database: &str,
    format: Format,
    since: Option<i64>,
    out: &mut impl Write,
) -> Result<usize, Error> {
    let db = Db::open(database, Opening::Existing).await?;
    let rows = match since {
        Some(since) => db.applications_since(since).await,
        None => db.applications().await,
    };
    let rows =
        rows.map_err(|error| Error::Unusable(format!("cannot read the applications: {error}")))?;
    let mut records = Vec::with_capacity(rows.len());
    for row in rows {
        let application: Application = serde_json::from_str(&row.payload).map_err(|error| {
            Error::Unusable(format!("application {} is unreadable: {error}", row.reference))
        })?;
        let submitted = rfc3339(row.submitted_at);
        records.push((row, submitted, application));
    }
    match format {
        Format::Json => {
            let list: Vec<serde_json::Value> = records
                .iter()
                .map(|(row, submitted, application)| {
                    let mut value = serde_json::to_value(application).unwrap_or_default();
                    value["id"] = row.id.clone().into();
                    value["reference"] = row.reference.clone().into();
                    value["status"] = row.status.clone().into();
                    value["submittedAt"] = submitted.clone().into();
                    value
                })
                .collect();
            serde_json::to_writer_pretty(&mut *out, &list)?;
            writeln!(out)?;
        }
        Format::Csv => {
            let mut writer = csv::Writer::from_writer(&mut *out);
            for (row, submitted, application) in &records {
                writer.serialize(CsvRow::new(row, submitted, application))?;
            }
            writer.flush()?;
        }
    }
    Ok(records.len())
}

/// A cell a spreadsheet would read as a formula (it begins with `=`, `+`, `-`, `@`, a tab or a
/// carriage return) gets a leading `'`, so opening the export runs nothing (OWASP's CSV injection
/// guidance). A mobile number such as `+44 20 7946 0000` reads `'+44 20 7946 0000`.
pub fn neutralise_formula(cell: &str) -> std::borrow::Cow<'_, str> {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}").into()
    } else {
        cell.into()
    }
}

/// `--since`: a date (`2026-01-01`, midnight UTC) or an RFC 3339 time; Unix seconds.
pub fn parse_since(text: &str) -> Result<i64, Error> {
    let text = text.trim();
    if let Ok(time) = text.parse::<jiff::Timestamp>() {
        return Ok(time.as_second());
    }
    text.parse::<jiff::civil::Date>()
        .and_then(|date| date.to_zoned(jiff::tz::TimeZone::UTC))
        .map(|start| start.timestamp().as_second())
        .map_err(|_| {
            Error::Unusable(format!(
                "--since {text}: give a date such as 2026-01-01 or a time such as 2026-01-01T09:00:00Z"
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::neutralise_formula;

    #[test]
    fn since_takes_a_date_or_a_time() {
        use super::parse_since;
        assert_eq!(parse_since("2026-01-01").unwrap(), 1_767_225_600);
        assert_eq!(parse_since("2026-01-01T00:00:10Z").unwrap(), 1_767_225_610);
        let error = parse_since("last week").unwrap_err().to_string();
        assert!(error.starts_with("--since last week: give a date"), "{error}");
    }

    #[test]
    fn formulas_are_neutralised_and_other_text_is_not() {
        for formula in ["=HYPERLINK(\"x\")", "+SUM(1+1)", "-2+3", "@SUM(1)", "\t=1", "\r=1"] {
            assert_eq!(neutralise_formula(formula), format!("'{formula}"));
        }
        for text in ["Ada", "a=b", " =1", "", "'quoted"] {
            assert_eq!(neutralise_formula(text), text);
        }
    }
}
