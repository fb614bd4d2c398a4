//! Deleting what has expired (sessions, codes, tokens, confirmations, accounts never confirmed,
//! stale counters, mail given up a month ago), every few minutes on each instance. Every statement deletes by age alone, so
//! several instances sweeping at once do no harm.

use std::sync::Arc;
use std::time::Duration;

use crate::clock::Clock;
use crate::db::{Db, SweepRules};
use crate::lifetimes::{CONFIRMATION_SECONDS, KNOWN_CLIENT_SECONDS, SESSION_IDLE_SECONDS};
use crate::rate_limit::LONGEST_WINDOW_SECONDS;

pub const RULES: SweepRules = SweepRules {
    session_idle_seconds: SESSION_IDLE_SECONDS,
    // An account not confirmed within its link's life is removed, freeing the address.
    unconfirmed_seconds: CONFIRMATION_SECONDS,
    known_client_seconds: KNOWN_CLIENT_SECONDS,
    counter_seconds: LONGEST_WINDOW_SECONDS,
    // Long enough to notice and send again; the codes and links in them have expired by then.
    given_up_mail_seconds: 30 * 24 * 3600,
};

/// Sweep every `every` for as long as the service runs.
pub fn start(db: Db, clock: Arc<dyn Clock>, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            match db.sweep(clock.now(), &RULES).await {
                Ok(swept) => tracing::debug!(?swept, "housekeeping"),
                Err(error) => tracing::warn!(%error, "housekeeping failed; will try again"),
            }
        }
    });
}
