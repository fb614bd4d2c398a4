//! Field lengths and ranges of the product spec (section 5), as the service enforces them and the
//! islands show them.

use serde::Serialize;

pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 128;
/// A one-line text field (a name, an institution).
pub const TEXT_MAX: usize = 200;
/// A free-text field (research interests, a motivation).
pub const LONG_TEXT_MAX: usize = 2_000;
pub const MAX_YEARS_IN_ACADEMIA: f64 = 100.0;

/// The limits as one value, for templates and island props.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    pub password_min: usize,
    pub password_max: usize,
    pub text_max: usize,
    pub long_text_max: usize,
    pub max_years_in_academia: f64,
}

pub const LIMITS: Limits = Limits {
    password_min: PASSWORD_MIN,
    password_max: PASSWORD_MAX,
    text_max: TEXT_MAX,
    long_text_max: LONG_TEXT_MAX,
    max_years_in_academia: MAX_YEARS_IN_ACADEMIA,
};
