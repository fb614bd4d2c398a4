//! The staff's digest: past the hourly bound on notices about single applications
//! (`rate_limit::STAFF_NOTICES`), the others are gathered into one message, sent at each
//! housekeeping pass while any wait. So a flood of applications cannot flood the staff's inbox.

use std::sync::Arc;
use std::time::Duration;

use serde_json::json;

use crate::clock::{Clock, rfc3339};
use crate::db::Db;
use crate::mail::Mailer;
use crate::rate_limit::STAFF_NOTICES;

/// Send a digest every `every` while applications wait for one, for as long as the service runs.
pub fn start(db: Db, mailer: Mailer, staff: String, clock: Arc<dyn Clock>, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if let Err(error) = send(&db, &mailer, &staff, clock.now()).await {
                tracing::warn!(%error, "the staff's digest failed; will try again");
            }
        }
    });
}

/// One digest of the applications waiting for one; how many it lists.
pub async fn send(
    db: &Db,
    mailer: &Mailer,
    staff: &str,
    now: i64,
) -> Result<usize, crate::error::Error> {
    db.send_digest(now, |applications| {
        let since = applications.first().map_or(now, |first| first.submitted_at);
        let listed: Vec<_> = applications
            .iter()
            .map(|stored| {
                let answers = &stored.answers;
                json!({
                    "reference": stored.reference,
                    "name": format!("{} {}", answers.first_name, answers.family_name),
                    "membership_type": crate::messages::membership_type(
                        crate::language::Language::En,
                        &answers.membership_type,
                    ),
                    "country": answers.country,
                })
            })
            .collect();
        let values = json!({
            "applications": listed,
            "bound": STAFF_NOTICES.max,
            "since": rfc3339(since),
        });
        mailer.compose(staff, "application_digest", &values)
    })
    .await
}
