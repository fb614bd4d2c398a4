//! `forms-api applications export`: every membership application, for the association's staff.

use std::io::Write;

use crate::clock::rfc3339;
use crate::db::{Db, Opening, StoredApplication};
use crate::error::Error;

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Format {
    Csv,
    Json,
}

/// The CSV export's columns, in order, named as on the wire: the JSON export's keys.
const COLUMNS: [&str; 25] = [
    "id",
    "submittedAt",
    "firstName",
    "familyName",
    "gender",
    "email",
    "country",
    "mobile",
    "jobTitle",
    "jobClassification",
    "highestQualification",
    "department",
    "institution",
    "yearsInAcademia",
    "researchInterests",
    "subjectClassification",
    "areasOfSpecialization",
    "contactPersonInstitution",
    "contactPersonName",
    "areasForCollaboration",
    "confidentialityConsent",
    "membershipType",
    "language",
    "reference",
    "status",
];

/// One application as the staff read it: its answers with the service's own fields.
fn record(row: &StoredApplication) -> serde_json::Value {
    let mut value = serde_json::to_value(&row.answers).unwrap_or_default();
    value["id"] = row.id.clone().into();
    value["reference"] = row.reference.clone().into();
    value["status"] = row.status.name().into();
    value["submittedAt"] = rfc3339(row.submitted_at).into();
    value
}

/// A record's cell under `column`: text neutralised against formulas, numbers as written
/// (`5`, not `5.0`), nothing for an absent value.
fn cell(record: &serde_json::Value, column: &str) -> String {
    match &record[column] {
        serde_json::Value::String(text) => neutralise_formula(text).into_owned(),
        serde_json::Value::Number(number) => {
            number.as_f64().map(|n| n.to_string()).unwrap_or_default()
        }
        serde_json::Value::Bool(yes) => yes.to_string(),
        _ => String::new(),
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
    write(&rows, format, out)
}

/// Write `rows` to `out` in `format`; how many. The command line and the staff workspace both
/// export through this.
pub fn write(
    rows: &[StoredApplication],
    format: Format,
    out: &mut impl Write,
) -> Result<usize, Error> {
    let mut records = Vec::with_capacity(rows.len());
    for row in rows {
        records.push(record(row));
    }
    match format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &records)?;
            writeln!(out)?;
        }
        Format::Csv => {
            let mut writer = csv::Writer::from_writer(&mut *out);
            writer.write_record(COLUMNS)?;
            for record in &records {
                writer.write_record(COLUMNS.iter().map(|column| cell(record, column)))?;
            }
            writer.flush()?;
        }
    }
    Ok(records.len())
}

/// A cell a spreadsheet would read as a formula (it begins with `=`, `+`, `-`, `@`, a tab or a
/// carriage return) gets a leading `'`, so opening the export runs nothing (OWASP's CSV injection
/// guidance). The cell is looked at as a spreadsheet may read it: after NFKC (a fullwidth `＝` is
/// `=`) and past the invisible characters and spaces it may skip (a byte order mark, an Arabic
/// letter mark). An international phone number such as `+44 20 7946 0958` is left as it is: it is
/// data, not a formula (`is_phone_number`).
pub fn neutralise_formula(cell: &str) -> std::borrow::Cow<'_, str> {
    if reads_as_formula(cell) && !is_phone_number(cell) {
        format!("'{cell}").into()
    } else {
        cell.into()
    }
}

/// `+`, then digits with the spaces, brackets, dots, slashes and hyphens numbers are written
/// with, 6 to 20 digits in all (as the application form takes a mobile number): `+44 20 7946
/// 0958`, `+1 (555) 010-0199`, `+49 89/123456`. Nothing in it can call a function, name a cell or
/// reach another program (no letter, `!`, `|`, `"` or second `+`), and the digits rule out short
/// sums such as `+1-1`.
fn is_phone_number(cell: &str) -> bool {
    let Some(rest) = cell.strip_prefix('+') else {
        return false;
    };
    let digits = rest.chars().filter(char::is_ascii_digit).count();
    rest.starts_with(|c: char| c.is_ascii_digit() || c == '(')
        && rest.chars().all(|c| c.is_ascii_digit() || " ()./-".contains(c))
        && (6..=20).contains(&digits)
}

fn reads_as_formula(cell: &str) -> bool {
    use unicode_normalization::UnicodeNormalization as _;
    use unicode_properties::{GeneralCategory, UnicodeGeneralCategory as _};
    if cell.starts_with(['\t', '\r']) {
        return true;
    }
    let skipped = |c: &char| c.is_whitespace() || c.general_category() == GeneralCategory::Format;
    // Only the first few characters matter: NFKC of a long cell is not worth making.
    let start: String = cell.chars().skip_while(skipped).take(8).collect();
    start.nfkc().find(|c| !skipped(c)).is_some_and(|c| matches!(c, '=' | '+' | '-' | '@'))
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
    fn the_csv_columns_are_the_json_keys() {
        let row = crate::db::StoredApplication {
            id: "id".into(),
            reference: "IAAII-2026-00001".into(),
            status: crate::status::ApplicationStatus::Received,
            submitted_at: 0,
            decided_at: None,
            decision_note: None,
            email: String::new(),
            answers: crate::application::Application::default(),
        };
        let record = super::record(&row);
        let mut keys: Vec<&str> = record.as_object().unwrap().keys().map(String::as_str).collect();
        let mut columns = super::COLUMNS.to_vec();
        keys.sort_unstable();
        columns.sort_unstable();
        assert_eq!(keys, columns, "a field of the application is missing from the CSV export");
    }

    #[test]
    fn formulas_are_neutralised_and_other_text_is_not() {
        for formula in ["=HYPERLINK(\"x\")", "+SUM(1+1)", "-2+3", "@SUM(1)", "\t=1", "\r=1"] {
            assert_eq!(neutralise_formula(formula), format!("'{formula}"));
        }
        for text in ["Ada", "a=b", "", "'quoted", "\u{FEFF}Ada", "Ada=1"] {
            assert_eq!(neutralise_formula(text), text);
        }
    }

    #[test]
    fn an_international_phone_number_is_data_not_a_formula() {
        for phone in [
            "+44 20 7946 0958",
            "+1 (555) 010-0199",
            "+33.1.23.45.67.89",
            "+49 89/1234567",
            "+254712345678",
            "+(44) 20 7946 0958",
        ] {
            assert_eq!(neutralise_formula(phone), phone, "{phone:?}");
        }
        // Formulas dressed as numbers stay neutralised: a second `+`, letters, a pipe, a quote,
        // too few digits for a number, no `+` at all, a fullwidth or hidden plus.
        for formula in [
            "+1+cmd|' /C calc'!A0",
            "+44 20 7946 0958+HYPERLINK(\"http://evil.example\")",
            "+1-1",
            "+123/0",
            "+ 44 20 7946 0958 ",
            "-44 20 7946 0958",
            "=44 20 7946 0958",
            "@44 20 7946 0958",
            "\u{FF0B}44 20 7946 0958",
            "\u{FEFF}+44 20 7946 0958",
            "+44 20 7946 0958\t",
            "+",
        ] {
            assert_eq!(neutralise_formula(formula), format!("'{formula}"), "{formula:?}");
        }
    }

    #[test]
    fn formulas_behind_invisible_characters_or_in_fullwidth_forms_are_neutralised() {
        for formula in [
            " =1",
            "\u{FEFF}=HYPERLINK(\"x\")",
            "\u{061C}=1",
            "\u{200B}\u{00A0}@SUM(1)",
            "\u{FF1D}HYPERLINK(\"x\")",
            "\u{FF0B}SUM(1)",
            "\u{FF0D}2+3",
            "\u{FF20}SUM(1)",
            "\u{FEFF}\u{FF1D}1",
            "\u{FE62}1",
        ] {
            assert_eq!(neutralise_formula(formula), format!("'{formula}"), "{formula:?}");
        }
    }
}
