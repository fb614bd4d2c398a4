//! Rate limits, counted in the database so they hold however many instances serve the site.
//! Fixed windows: simple, and enough to stop guessing and flooding.

use crate::db::{self, Db};

pub struct Limit {
    pub name: &'static str,
    pub max: i64,
    pub window_seconds: i64,
}

pub const SIGN_INS_PER_CLIENT: Limit = Limit {
    name: "sign-in",
    max: 20,
    window_seconds: 60,
};
pub const SIGN_UPS_PER_CLIENT: Limit = Limit {
    name: "sign-up",
    max: 20,
    window_seconds: 60,
};
pub const RECOVERIES_PER_CLIENT: Limit = Limit {
    name: "forgot-password",
    max: 10,
    window_seconds: 60,
};
pub const CODE_CHECKS_PER_CLIENT: Limit = Limit {
    name: "verify-otp",
    max: 20,
    window_seconds: 60,
};
pub const RESETS_PER_CLIENT: Limit = Limit {
    name: "reset-password",
    max: 20,
    window_seconds: 60,
};
pub const APPLICATIONS_PER_CLIENT: Limit = Limit {
    name: "submit-form",
    max: 30,
    window_seconds: 3600,
};
pub const FAILED_SIGN_INS_PER_EMAIL: Limit = Limit {
    name: "failed-sign-in",
    max: 10,
    window_seconds: 900,
};
pub const CODES_PER_EMAIL: Limit = Limit {
    name: "codes",
    max: 5,
    window_seconds: 900,
};

impl Limit {
    /// The counter's key for `subject` and the start of the window `now` falls in.
    fn counter(&self, subject: &str, now: i64) -> (String, i64) {
        (
            format!("{}:{subject}", self.name),
            now - now.rem_euclid(self.window_seconds),
        )
    }
}

/// Seconds until the caller may try again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryAfter(pub i64);

pub struct Limiter {
    pub enabled: bool,
}

impl Limiter {
    /// Count one event for `subject` (a client address or an e-mail); refuse it past the limit.
    pub async fn hit(
        &self,
        db: &Db,
        limit: &Limit,
        subject: &str,
        now: i64,
    ) -> db::Result<Result<(), RetryAfter>> {
        if !self.enabled {
            return Ok(Ok(()));
        }
        let (key, window) = limit.counter(subject, now);
        let count = db.count_event(&key, window).await?;
        Ok(if count > limit.max {
            Err(RetryAfter(window + limit.window_seconds - now))
        } else {
            Ok(())
        })
    }

    /// Refuse when the limit is already reached, without counting (for events counted only when
    /// they fail, such as wrong passwords).
    pub async fn check(
        &self,
        db: &Db,
        limit: &Limit,
        subject: &str,
        now: i64,
    ) -> db::Result<Result<(), RetryAfter>> {
        if !self.enabled {
            return Ok(Ok(()));
        }
        let (key, window) = limit.counter(subject, now);
        let count = db.event_count(&key, window).await?;
        Ok(if count >= limit.max {
            Err(RetryAfter(window + limit.window_seconds - now))
        } else {
            Ok(())
        })
    }
}
