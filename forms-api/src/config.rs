//! The service's settings: every flag is also an environment variable, and the defaults work
//! with no configuration (SQLite and an outbox folder under `var/`).

use std::path::PathBuf;

use clap::{Args, ValueEnum};

/// The database a command other than `serve` works on; it must exist (only `serve` and
/// `migrate` create one).
#[derive(Debug, Clone, Args)]
pub struct Database {
    /// Database URL, as for serve: sqlite://path/to/file.db or postgres://user@host/db
    #[arg(
        long = "database",
        env = "DATABASE_URL",
        default_value = "sqlite://var/forms.db",
        hide_env_values = true
    )]
    pub url: String,
}

#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Address and port to listen on
    #[arg(long, env = "FORMS_LISTEN", default_value = "127.0.0.1:3000")]
    pub listen: String,
    /// Database URL: sqlite://path/to/file.db (the default, one instance) or postgres://user@host/db (shared by several)
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://var/forms.db",
        hide_env_values = true,
        hide_default_value = true
    )]
    pub database: String,
    /// Seconds the service waits at start for a database server that does not answer yet
    #[arg(long = "database-wait", env = "DATABASE_WAIT_SECONDS", default_value_t = 60)]
    pub database_wait_seconds: u64,
    /// Folder where mail is written as .eml files (used unless --smtp is given)
    #[arg(long, env = "MAIL_OUTBOX", default_value = "var/outbox")]
    pub outbox: PathBuf,
    /// Send mail through this SMTP server instead: smtp://user:pass@host:587 or smtps://...
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp: Option<String>,
    /// Origin allowed to call the service from a browser (repeat, or comma-separated in the variable)
    #[arg(long = "allowed-origin", env = "ALLOWED_ORIGINS", value_delimiter = ',')]
    pub allowed_origins: Vec<String>,
    /// Where membership applications are announced
    #[arg(long, env = "STAFF_EMAIL", default_value = "membership@example.org")]
    pub staff_email: String,
    /// Sender of every message
    #[arg(long, env = "MAIL_FROM", default_value = "IAAII <no-reply@example.org>")]
    pub mail_from: String,
    /// The association's name, used in messages
    #[arg(
        long,
        env = "ASSOCIATION_NAME",
        default_value = "International Association for Artificial Intelligence and Informatics"
    )]
    pub association_name: String,
    /// The address people can write to, used in messages
    #[arg(long, env = "CONTACT_EMAIL", default_value = "info@example.org")]
    pub contact_email: String,
    /// Rate limits on or off (off only for load tests and benchmarks)
    #[arg(long, env = "FORMS_RATE_LIMITS", value_enum, default_value_t = Switch::On)]
    pub rate_limits: Switch,
    /// The site's public address, for links in mail (confirmation, sign-in, password reset)
    #[arg(long, env = "SITE_URL", default_value = "http://127.0.0.1:8080/")]
    pub site_url: String,
    /// Seconds between two sweeps of expired sessions, codes, tokens and counters
    #[arg(long = "housekeeping-every", env = "HOUSEKEEPING_SECONDS", default_value_t = 600)]
    pub housekeeping_seconds: u64,
    /// Reverse proxies whose X-Forwarded-For is believed: addresses or ranges (10.0.0.0/8),
    /// separated by commas or blanks (repeat the flag for more)
    #[arg(long = "trusted-proxy", env = "TRUSTED_PROXIES", value_parser = crate::proxies::parse)]
    pub trusted_proxies: Vec<crate::proxies::Proxies>,
    /// Seconds before a message the mail server did not take is tried again; the pause doubles
    /// after each failed try, up to an hour
    #[arg(long, env = "MAIL_RETRY_SECONDS", default_value_t = 30)]
    pub mail_retry_seconds: i64,
    /// Hours after which a message still not delivered is given up (it stays in the queue, marked)
    #[arg(long, env = "MAIL_GIVE_UP_HOURS", default_value_t = 72)]
    pub mail_give_up_hours: i64,
    /// Bearer token that opens /api/metrics to clients other than this machine's (unset: loopback only)
    #[arg(long, env = "METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,
    /// What a new password hash costs: always the recommended cost, but for tests that build
    /// their `Config` in code (no flag or variable sets it).
    #[arg(skip)]
    pub password_cost: crate::passwords::PasswordCost,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Switch {
    On,
    Off,
}

impl Config {
    /// Refuse settings that would only fail later, in a mail or a link: a site address that is
    /// not an absolute http(s) URL, an SMTP URL whose user or password holds an unescaped `@`.
    pub fn check(&self) -> Result<(), crate::Error> {
        let unusable = |message: String| Err(crate::Error::Unusable(message));
        match url::Url::parse(&self.site_url) {
            Ok(site) if matches!(site.scheme(), "http" | "https") && site.has_host() => {}
            _ => {
                return unusable(format!(
                    "SITE_URL `{}` is not the site's address, such as https://www.example.org/",
                    crate::redact::secrets(&self.site_url)
                ));
            }
        }
        if let Some(smtp) = &self.smtp {
            let authority = smtp.split_once("://").map_or("", |(_, rest)| rest);
            let authority = authority.split(['/', '?', '#']).next().unwrap_or_default();
            if authority.matches('@').count() > 1 {
                return unusable(format!(
                    "SMTP_URL {} has an @ in its user name or password: write it as %40",
                    crate::redact::secrets(smtp)
                ));
            }
        }
        Ok(())
    }

    /// How mail leaves: `smtp` or `outbox` (a folder, for development).
    pub fn mail_mode(&self) -> &'static str {
        if self.smtp.is_some() { "smtp" } else { "outbox" }
    }

    /// The settings from environment variables and defaults alone (as `ssg serve` uses them).
    pub fn from_env() -> Result<Config, clap::Error> {
        #[derive(clap::Parser)]
        struct Wrapper {
            #[command(flatten)]
            config: Config,
        }
        <Wrapper as clap::Parser>::try_parse_from(["forms-api"]).map(|w| w.config)
    }
}
