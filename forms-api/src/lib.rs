//! `forms-api`: the service behind the IAAII website's forms (accounts, password recovery,
//! membership applications), over SQLite or PostgreSQL with sqlx, argon2 for passwords and lettre for mail.
//!
//! `http::app` builds the routes that `forms-api serve` and `ssg serve` mount under `/api`.

pub mod api;
pub mod application;
pub mod audit;
mod audit_anchor;
pub mod audit_commands;
pub mod backup;
pub mod clock;
pub mod config;
mod cross_site;
pub mod db;
pub mod decisions;
pub mod docs_page;
pub mod error;
pub mod export;
mod head_check;
pub mod head_deadline;
mod health;
pub mod housekeeping;
pub mod http;
pub mod language;
mod letters;
pub mod lifetimes;
pub mod logs;
pub mod mail;
mod mail_sender;
pub mod messages;
mod metrics;
mod metrics_endpoint;
mod outbox;
pub mod passkey;
pub mod passwords;
mod proxies;
mod rate_limit;
pub mod redact;
mod request_id;
pub mod restored;
pub mod retention;
mod role;
pub mod rules;
pub mod second_factor;
pub mod secrets;
pub mod staff_commands;
pub mod staff_digest;
mod state;
pub mod status;

pub use config::Config;
pub use error::Error;
pub use http::app;

/// The version and the commit it was built from (`0.1.0 (git a505222)`), or the version alone
/// when built outside git.
pub const VERSION: &str = env!("FORMS_API_VERSION");
