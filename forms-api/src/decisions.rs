//! Staff decisions on membership applications (`forms-api applications decide`): recorded once,
//! mailed to the applicant, and shown on their profile.

use serde_json::json;

use crate::api::applications::Application;
use crate::config::Config;
use crate::db::Db;
use crate::mail::Mailer;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Decision {
    Accepted,
    Declined,
}

impl Decision {
    fn status(self) -> &'static str {
        match self {
            Decision::Accepted => "accepted",
            Decision::Declined => "declined",
        }
    }
}

/// Record `decision` on the application `reference` and tell the applicant; a sentence saying
/// what was done.
pub async fn decide(
    config: &Config,
    reference: &str,
    decision: Decision,
    note: Option<&str>,
    now: i64,
) -> Result<String, String> {
    let note = note.map(str::trim).filter(|note| !note.is_empty());
    let mailer = Mailer::new(config).map_err(|error| error.to_string())?;
    let db = Db::connect(&config.database)
        .await
        .map_err(|error| error.to_string())?;
    let stored = db
        .decide(reference, decision.status(), note, now)
        .await
        .map_err(|error| format!("cannot record the decision: {error}"))?
        .ok_or_else(|| {
            format!(
                "no application {reference} is waiting for a decision (unknown, or decided already)"
            )
        })?;
    let application: Application = serde_json::from_str(&stored.payload)
        .map_err(|error| format!("application {reference} is unreadable: {error}"))?;
    let profile = format!("{}/profile", config.site_url.trim_end_matches('/'));
    let values = json!({
        "first_name": application.first_name,
        "reference": stored.reference,
        "outcome": outcome(&stored.reference, &application, decision),
        "note": note,
        "profile": profile,
    });
    let letter = mailer.letters.write("decision", &values);
    let sent = match letter {
        Ok(letter) => mailer.send(&stored.email, letter).await,
        Err(error) => Err(error),
    };
    sent.map_err(|error| {
        format!(
            "the decision on {reference} is recorded, but the mail to the applicant failed: {error}"
        )
    })?;
    Ok(format!(
        "{} {}: {} {} <{}> has been told by mail.",
        stored.reference,
        decision.status(),
        application.first_name,
        application.family_name,
        stored.email
    ))
}

/// The sentence that tells the applicant the decision.
fn outcome(reference: &str, application: &Application, decision: Decision) -> String {
    let kind = &application.membership_type;
    match decision {
        Decision::Accepted => format!(
            "We are pleased to tell you that your application {reference} for {kind} membership has been accepted. Welcome to the association."
        ),
        Decision::Declined => format!(
            "Thank you for your interest in the association. After careful review, we are unable to accept your application {reference} for {kind} membership."
        ),
    }
}
