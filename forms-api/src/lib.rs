//! `forms-api`: the service behind the IAAII website's forms (accounts, password recovery,
//! membership applications), over SQLite or PostgreSQL with sqlx, argon2 for passwords and lettre for mail.
//!
//! `http::app` builds the routes that `forms-api serve` and `ssg serve` mount under `/api`.

pub mod api;
pub mod clock;
pub mod config;
pub mod cross_site;
pub mod db;
pub mod decisions;
pub mod docs_page;
pub mod error;
pub mod export;
pub mod group_commit;
pub mod head_deadline;
pub mod housekeeping;
pub mod http;
pub mod letters;
pub mod mail;
pub mod rate_limit;
pub mod rules;
pub mod secrets;

pub use config::Config;
pub use error::Error;
pub use http::app;
