//! Staff decisions on membership applications (`forms-api applications decide`): recorded once,
//! mailed to the applicant, and shown on their profile.

use crate::api::applications::Application;
use crate::config::Config;
use crate::db::Db;
use crate::mail::{Letter, Mailer, escape};

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
    let letter = letter(
        &mailer.association,
        &stored.reference,
        &application,
        decision,
        note,
        &profile,
    );
    mailer.send(&stored.email, letter).await.map_err(|error| {
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

fn letter(
    association: &str,
    reference: &str,
    application: &Application,
    decision: Decision,
    note: Option<&str>,
    profile: &str,
) -> Letter {
    let kind = &application.membership_type;
    let outcome = match decision {
        Decision::Accepted => format!(
            "We are pleased to tell you that your application {reference} for {kind} membership has been accepted. Welcome to the association."
        ),
        Decision::Declined => format!(
            "Thank you for your interest in the association. After careful review, we are unable to accept your application {reference} for {kind} membership."
        ),
    };
    let note_text = note
        .map(|note| format!("\n\nA note from the membership team:\n{note}"))
        .unwrap_or_default();
    let note_html = note
        .map(|note| {
            format!(
                "<p>A note from the membership team:</p><blockquote>{}</blockquote>",
                escape(note)
            )
        })
        .unwrap_or_default();
    Letter {
        subject: format!("Your application {reference} to the {association}"),
        text: format!(
            "Dear {},\n\n{outcome}{note_text}\n\nYou can see your applications on your profile, once signed in with this address:\n{profile}",
            application.first_name
        ),
        html: format!(
            "<p>Dear {},</p><p>{}</p>{note_html}<p>You can see your applications on <a href=\"{profile}\">your profile</a>, once signed in with this address.</p>",
            escape(&application.first_name),
            escape(&outcome)
        ),
    }
}
