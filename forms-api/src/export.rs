//! `forms-api applications export`: every membership application, for the association's staff.

use std::io::Write;

use crate::api::applications::Application;
use crate::db::Db;

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Format {
    Csv,
    Json,
}

const COLUMNS: [&str; 24] = [
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
    "reference",
    "status",
];

pub async fn export(database: &str, format: Format, out: &mut impl Write) -> Result<usize, String> {
    let db = Db::connect(database).await?;
    let rows = db
        .applications()
        .await
        .map_err(|error| format!("cannot read the applications: {error}"))?;
    let mut records = Vec::with_capacity(rows.len());
    for row in rows {
        let application: Application = serde_json::from_str(&row.payload)
            .map_err(|error| format!("application {} is unreadable: {error}", row.reference))?;
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
            serde_json::to_writer_pretty(&mut *out, &list).map_err(|e| e.to_string())?;
            writeln!(out).map_err(|e| e.to_string())?;
        }
        Format::Csv => {
            let mut writer = csv::Writer::from_writer(&mut *out);
            writer.write_record(COLUMNS).map_err(|e| e.to_string())?;
            for (row, submitted, a) in &records {
                let years = a
                    .years_in_academia
                    .map(|y| y.to_string())
                    .unwrap_or_default();
                let record = [
                    &row.id,
                    submitted,
                    &a.first_name,
                    &a.family_name,
                    &a.gender,
                    &a.email,
                    &a.country,
                    &a.mobile,
                    &a.job_title,
                    &a.job_classification,
                    &a.highest_qualification,
                    &a.department,
                    &a.institution,
                    &years,
                    &a.research_interests,
                    &a.subject_classification,
                    &a.areas_of_specialization,
                    &a.contact_person_institution,
                    &a.contact_person_name,
                    &a.areas_for_collaboration,
                    &a.confidentiality_consent.to_string(),
                    &a.membership_type,
                    &row.reference,
                    &row.status,
                ];
                writer
                    .write_record(
                        record
                            .iter()
                            .map(|cell| neutralise_formula(cell).into_owned()),
                    )
                    .map_err(|e| e.to_string())?;
            }
            writer.flush().map_err(|e| e.to_string())?;
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

/// Unix seconds as an RFC 3339 UTC time.
pub fn rfc3339(seconds: i64) -> String {
    jiff::Timestamp::from_second(seconds).map_or_else(|_| seconds.to_string(), |t| t.to_string())
}

#[cfg(test)]
mod tests {
    use super::neutralise_formula;

    #[test]
    fn formulas_are_neutralised_and_other_text_is_not() {
        for formula in [
            "=HYPERLINK(\"x\")",
            "+SUM(1+1)",
            "-2+3",
            "@SUM(1)",
            "\t=1",
            "\r=1",
        ] {
            assert_eq!(neutralise_formula(formula), format!("'{formula}"));
        }
        for text in ["Ada", "a=b", " =1", "", "'quoted"] {
            assert_eq!(neutralise_formula(text), text);
        }
    }
}
