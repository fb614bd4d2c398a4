//! Staff decisions on membership applications (`forms-api applications decide`): recorded once,
//! mailed to the applicant, and shown on their profile.

use serde_json::json;

use std::sync::Arc;

use crate::application::Application;
use crate::audit::{Action, NewEntry};
use crate::clock::ManualClock;
use crate::config::Config;
use crate::db::{Db, Opening, StoredApplication};
use crate::error::Error;
use crate::mail::{Mailer, Transport};
use crate::mail_sender::Sender;

pub use crate::status::Decision;

/// Who recorded a decision from the command line, as the audit log names them.
pub const COMMAND_LINE: &str = "command line";

/// Record `decision` on the application `reference` with its audit entry and queue the mail that
/// tells the applicant, in one transaction: the workspace and the command line both come here.
/// The application, or None when no application with that reference waits for a decision.
#[allow(clippy::too_many_arguments)]
pub async fn record(
    db: &Db,
    mailer: &Mailer,
    site_url: &str,
    reference: &str,
    decision: Decision,
    note: Option<&str>,
    audit: &NewEntry,
    now: i64,
) -> Result<Option<StoredApplication>, Error> {
    let note = note.map(str::trim).filter(|note| !note.is_empty());
    let site_url = format!("{}/", site_url.trim_end_matches('/'));
    let tell = |stored: &StoredApplication| {
        let application = &stored.answers;
        let values = json!({
            "first_name": application.first_name,
            "reference": stored.reference,
            "outcome": outcome(&stored.reference, application, decision),
            "note": note,
            "profile": application.language().page(&site_url, "profile"),
        });
        mailer.compose_in(application.language(), &stored.email, "decision", &values)
    };
    db.decide(reference, decision, note, now, audit, tell).await
}

/// `forms-api applications decide`: record the decision, then try to deliver the mail at once; a
/// sentence saying what was done. When the mail server cannot take the message now, the
/// service's sender tries again later.
pub async fn decide(
    config: &Config,
    reference: &str,
    decision: Decision,
    note: Option<&str>,
    now: i64,
) -> Result<String, String> {
    // The database first: a wrong one is refused before the outbox folder is made.
    let db =
        Db::open(&config.database, Opening::Existing).await.map_err(|error| error.to_string())?;
    let mailer = Mailer::new(config).map_err(|error| error.to_string())?;
    let transport = Transport::new(config).map_err(|error| error.to_string())?;
    let audit = NewEntry {
        actor: COMMAND_LINE.into(),
        action: Action::Decided,
        subject: reference.to_string(),
        detail: decision.status().name().into(),
        client: String::new(),
    };
    let stored = record(&db, &mailer, &config.site_url, reference, decision, note, &audit, now)
        .await
        .map_err(|error| format!("cannot record the decision: {error}"))?
        .ok_or_else(|| {
            format!(
                "no application {reference} is waiting for a decision (unknown, or decided already)"
            )
        })?;
    let sender = Arc::new(Sender::new(
        db,
        transport,
        Arc::new(ManualClock::new(now)),
        crate::mail_sender::Retries::of(config),
    ));
    let told = match sender.deliver_due().await {
        Ok(pass) if pass.delivered > 0 && pass.retried + pass.given_up == 0 => {
            "has been told by mail".to_string()
        }
        _ => "will be told by mail: the mail server did not take the message now, and the \
              service will try again"
            .to_string(),
    };
    let name = format!("{} {}", stored.answers.first_name, stored.answers.family_name);
    Ok(format!(
        "{} {}: {name} <{}> {told}.",
        stored.reference,
        decision.status().name(),
        stored.email
    ))
}

/// The sentence that tells the applicant the decision, in their language, with the membership
/// type by the name the site gives it ("individual" for `regular`).
fn outcome(reference: &str, application: &Application, decision: Decision) -> String {
    let language = application.language();
    let kind =
        crate::messages::membership_type(language, &application.membership_type).to_lowercase();
    let key = match decision {
        Decision::Accepted => "mail-decision-accepted",
        Decision::Declined => "mail-decision-declined",
    };
    crate::messages::say(language, key, &[("reference", reference), ("kind", &kind)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    #[test]
    fn each_decision_is_told_in_the_applicant_s_language() {
        for language in Language::ALL {
            for decision in [Decision::Accepted, Decision::Declined] {
                let application = Application {
                    membership_type: "student".into(),
                    language: language.code().into(),
                    ..Application::default()
                };
                let told = outcome("IAAII-2026-00042", &application, decision);
                let kind = crate::messages::membership_type(language, "student").to_lowercase();
                assert!(told.contains("IAAII-2026-00042") && told.contains(&kind), "{told}");
                assert!(!told.starts_with("mail-") && !told.contains('{'), "{told}");
            }
        }
        let application = Application { membership_type: "regular".into(), ..Default::default() };
        assert_eq!(
            outcome("IAAII-2026-00042", &application, Decision::Accepted),
            "We are pleased to tell you that your application IAAII-2026-00042 for individual membership has been accepted. Welcome to the association."
        );
    }
}
