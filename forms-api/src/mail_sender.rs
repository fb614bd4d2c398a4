//! The sender: on each instance, a task that claims due messages from the mail queue, delivers
//! them and records the outcome. A message that fails is tried again after a pause that doubles
//! each time (up to an hour), until it is delivered, the server refuses it for good (an SMTP 5xx
//! answer), or it has waited `give_up_after_seconds`. It wakes as soon as a message is queued on
//! its instance, and looks at the queue every second for retries and other instances' messages.
//! A message delivered whose removal from the queue fails (a full or read-only disk) is remembered
//! and removed before anything else is claimed, never delivered a second time meanwhile.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::task::JoinSet;

use crate::clock::Clock;
use crate::db::Claimed;
use crate::db::Db;
use crate::mail::{DeliveryError, Transport};

/// Longer than a delivery can take (lettre gives up on an SMTP server after a minute), so a
/// message is claimed again only when its sender has died.
const LEASE_SECONDS: i64 = 120;
/// Messages claimed and delivered together.
const BATCH: i64 = 32;
/// How often the queue is looked at when nothing wakes the sender.
const POLL: Duration = Duration::from_secs(1);
/// The longest pause between two tries of one message.
const LONGEST_PAUSE_SECONDS: i64 = 3600;

#[derive(Debug, Clone, Copy)]
pub struct Retries {
    /// The pause before the second try; it doubles for each further try.
    pub first_pause_seconds: i64,
    /// A message still undelivered this long after it was queued is given up.
    pub give_up_after_seconds: i64,
}

/// What one pass over the queue did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    pub delivered: usize,
    pub retried: usize,
    pub given_up: usize,
}

pub struct Sender {
    db: Db,
    transport: Transport,
    clock: Arc<dyn Clock>,
    retries: Retries,
    /// Delivered, but still in the queue because recording it failed.
    delivered_unrecorded: Mutex<HashSet<String>>,
}

impl Sender {
    pub fn new(db: Db, transport: Transport, clock: Arc<dyn Clock>, retries: Retries) -> Sender {
        Sender { db, transport, clock, retries, delivered_unrecorded: Mutex::default() }
    }

    /// Deliver for as long as the service runs.
    pub fn start(self) {
        let sender = Arc::new(self);
        let queued = sender.db.mail_ready();
        tokio::spawn(async move {
            loop {
                match Arc::clone(&sender).deliver_due().await {
                    // Claimed a full batch, maybe: look again at once.
                    Ok(pass) if pass.delivered + pass.retried + pass.given_up > 0 => continue,
                    Ok(_) => {}
                    Err(error) => {
                        tracing::warn!(%error, "cannot read the mail queue; will try again")
                    }
                }
                let _ = tokio::time::timeout(POLL, queued.notified()).await;
            }
        });
    }

    /// Claim the messages due now and deliver them, side by side; what became of them.
    pub async fn deliver_due(self: Arc<Self>) -> Result<Pass, sqlx::Error> {
        self.record_remembered().await?;
        let now = self.clock.now();
        let claimed = self.db.claim_mail(now, LEASE_SECONDS, BATCH).await?;
        let mut deliveries = JoinSet::new();
        for message in claimed {
            let sender = Arc::clone(&self);
            deliveries.spawn(async move {
                let outcome = if sender.was_delivered(&message.mail.id) {
                    Ok(())
                } else {
                    sender.transport.deliver(&message.mail).await
                };
                sender.record(&message, outcome).await
            });
        }
        let mut pass = Pass::default();
        while let Some(done) = deliveries.join_next().await {
            match done {
                Ok(Ok(Outcome::Delivered)) => pass.delivered += 1,
                Ok(Ok(Outcome::Retry)) => pass.retried += 1,
                Ok(Ok(Outcome::GivenUp)) => pass.given_up += 1,
                // The lease runs out and another pass tries the message again.
                Ok(Err(error)) => tracing::warn!(%error, "cannot record a delivery"),
                Err(error) => tracing::error!(%error, "a delivery stopped"),
            }
        }
        Ok(pass)
    }

    async fn record(
        &self,
        message: &Claimed,
        outcome: Result<(), DeliveryError>,
    ) -> Result<Outcome, sqlx::Error> {
        let id = &message.mail.id;
        let Err(failure) = outcome else {
            crate::metrics::mail_delivered();
            if let Err(error) = self.db.mail_delivered(id).await {
                self.remember_delivered(id);
                return Err(error);
            }
            self.forget_delivered(id);
            return Ok(Outcome::Delivered);
        };
        let now = self.clock.now();
        let error = failure.error.to_string();
        let too_old = now - message.created_at >= self.retries.give_up_after_seconds;
        if failure.permanent || too_old {
            tracing::error!(%error, mail = %id, attempts = message.attempts, "mail given up");
            self.db.mail_given_up(id, now, &error).await?;
            crate::metrics::mail_failed("given_up");
            return Ok(Outcome::GivenUp);
        }
        let pause = self.retries.pause_after(message.attempts);
        tracing::warn!(%error, mail = %id, attempts = message.attempts, retry_in_seconds = pause, "mail not delivered; will try again");
        self.db.mail_retry_at(id, now + pause, &error).await?;
        crate::metrics::mail_failed("retry");
        Ok(Outcome::Retry)
    }
}

impl Sender {
    fn remembered(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        // A panic elsewhere cannot leave the set half-changed: insert and remove are whole.
        self.delivered_unrecorded.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn was_delivered(&self, id: &str) -> bool {
        self.remembered().contains(id)
    }

    fn remember_delivered(&self, id: &str) {
        self.remembered().insert(id.to_string());
    }

    fn forget_delivered(&self, id: &str) {
        self.remembered().remove(id);
    }

    /// Remove from the queue the messages delivered but not yet recorded; an error while the
    /// database still refuses.
    async fn record_remembered(&self) -> Result<(), sqlx::Error> {
        let ids: Vec<String> = self.remembered().iter().cloned().collect();
        for id in ids {
            self.db.mail_delivered(&id).await?;
            self.forget_delivered(&id);
        }
        Ok(())
    }
}

enum Outcome {
    Delivered,
    Retry,
    GivenUp,
}

impl Retries {
    /// As the service's settings say (`MAIL_RETRY_SECONDS`, `MAIL_GIVE_UP_HOURS`).
    pub fn of(config: &crate::config::Config) -> Retries {
        Retries {
            first_pause_seconds: config.mail_retry_seconds.max(1),
            give_up_after_seconds: config.mail_give_up_hours.max(1) * 3600,
        }
    }

    /// The pause after the `attempts`th failed try: the first pause, doubled for each try after
    /// the first, at most an hour.
    pub fn pause_after(&self, attempts: i64) -> i64 {
        let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 30)).unwrap_or(30);
        self.first_pause_seconds.max(1).saturating_mul(1i64 << doublings).min(LONGEST_PAUSE_SECONDS)
    }
}

#[cfg(test)]
mod tests {
    use super::Retries;

    #[test]
    fn pauses_double_up_to_an_hour() {
        let retries = Retries { first_pause_seconds: 30, give_up_after_seconds: 0 };
        let pauses: Vec<i64> = (1..=9).map(|n| retries.pause_after(n)).collect();
        assert_eq!(pauses, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(retries.pause_after(1_000), 3600);
    }
}
