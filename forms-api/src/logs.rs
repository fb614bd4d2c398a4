//! Log lines for operators, on standard error: text for people (colours only on a terminal) or one
//! JSON object a line for collectors, fatal errors and panics included, never a password.

use std::io::IsTerminal;

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Start logging, filtered by RUST_LOG (default: info; PostgreSQL's notices such as "relation
/// already exists, skipping" only when they are warnings).
pub fn start(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,sqlx::postgres::notice=warn".into());
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal());
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().flatten_event(true).init(),
    }
    std::panic::set_hook(Box::new(|panic| {
        let message = crate::redact::secrets(&panic.to_string());
        tracing::error!(panic = %message, "the service stopped on a fault");
    }));
}

/// A fatal error, as the last line: through the log under JSON (so collectors parse it), as
/// plain `error: ...` for a person otherwise.
pub fn fatal(format: LogFormat, error: &dyn std::fmt::Display) {
    let message = crate::redact::secrets(&error.to_string());
    match format {
        LogFormat::Json => tracing::error!(error = %message, "cannot go on"),
        LogFormat::Text => eprintln!("error: {message}"),
    }
}
