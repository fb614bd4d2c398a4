//! The `forms-api` command line: serve the API; export, decide on and purge the membership
//! applications; back up the database; sweep expired records.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::{Parser, Subcommand};
use forms_api::clock::SystemClock;
use forms_api::decisions::{Decision, decide};
use forms_api::export::{self, Format};
use forms_api::head_deadline::{HEAD_TIME_LIMIT, HeadDeadline};
use forms_api::{Config, Error, app};
use poem::listener::{Listener, TcpListener};
use poem::{Route, Server};

#[derive(Parser)]
#[command(
    name = "forms-api",
    version,
    about = "The IAAII website's forms service"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// How log lines are written to standard error: text for people, json (one object a line) for
    /// log collectors
    #[arg(long, global = true, env = "LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API under /api (docs at /api/docs, document at /api/openapi.json)
    Serve {
        #[command(flatten)]
        config: Box<Config>,
    },
    /// Work with the stored membership applications
    Applications {
        #[command(subcommand)]
        command: ApplicationsCommand,
    },
    /// Copy the SQLite database to a new file while the service runs (a consistent snapshot)
    Backup {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://var/forms.db")]
        database: String,
        /// The new file (it must not exist yet)
        #[arg(long)]
        to: std::path::PathBuf,
    },
    /// Delete expired sessions, codes, tokens, confirmations and counters once, now (the service
    /// does it every few minutes by itself), and print how many rows went from each table
    Housekeeping {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://var/forms.db")]
        database: String,
        /// Sweep as if this many seconds later (to see what will go)
        #[arg(long, default_value_t = 0, hide = true)]
        ahead: i64,
    },
}

#[derive(Subcommand)]
enum ApplicationsCommand {
    /// Write the applications to standard output (every one, or those since a date)
    Export {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://var/forms.db")]
        database: String,
        #[arg(long, value_enum, default_value_t = Format::Csv)]
        format: Format,
        /// Only applications submitted on or after this date (2026-01-01, UTC) or time (RFC 3339)
        #[arg(long)]
        since: Option<String>,
    },
    /// Delete declined applications whose decision is older than a duration, as the privacy
    /// notice states (run daily by the deployment's timer)
    Purge {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://var/forms.db")]
        database: String,
        /// "2 years", "18 months", "90 days" or ISO 8601 ("P2Y")
        #[arg(long, default_value = forms_api::retention::DEFAULT_AGE)]
        older_than: String,
    },
    /// Record the decision on an application and tell the applicant by mail (mail settings as
    /// for serve: --outbox or --smtp, --site-url for the link to their profile)
    Decide {
        /// The application's reference, such as IAAII-2026-00042
        reference: String,
        decision: Decision,
        /// A note for the applicant, included in the mail and shown on their profile
        #[arg(long)]
        note: Option<String>,
        #[command(flatten)]
        config: Box<Config>,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            let rendered = error.to_string();
            let first = rendered.lines().next().unwrap_or("invalid arguments");
            eprintln!("{first} (see forms-api --help)");
            return ExitCode::from(2);
        }
    };
    start_logs(cli.log_format);
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    let result = runtime.block_on(async {
        match cli.command {
            Command::Serve { config } => serve(*config).await,
            Command::Applications {
                command:
                    ApplicationsCommand::Export {
                        database,
                        format,
                        since,
                    },
            } => {
                let since = since.as_deref().map(export::parse_since).transpose();
                let mut stdout = std::io::stdout().lock();
                match since {
                    Ok(since) => export::export(&database, format, since, &mut stdout)
                        .await
                        .map(drop),
                    Err(error) => Err(error),
                }
            }
            Command::Applications {
                command:
                    ApplicationsCommand::Purge {
                        database,
                        older_than,
                    },
            } => purge(&database, &older_than).await,
            Command::Backup { database, to } => backup(&database, &to).await,
            Command::Applications {
                command:
                    ApplicationsCommand::Decide {
                        reference,
                        decision,
                        note,
                        config,
                    },
            } => {
                use forms_api::clock::Clock as _;
                let done = decide(
                    &config,
                    &reference,
                    decision,
                    note.as_deref(),
                    SystemClock.now(),
                );
                done.await
                    .map(|sentence| println!("{sentence}"))
                    .map_err(Error::Unusable)
            }
            Command::Housekeeping { database, ahead } => sweep_once(&database, ahead).await,
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(config: Config) -> Result<(), Error> {
    let routes = app(&config, Arc::new(SystemClock)).await?;
    let acceptor = TcpListener::bind(config.listen.clone())
        .into_acceptor()
        .await
        .map_err(|error| Error::Unusable(format!("cannot serve on {}: {error}", config.listen)))?;
    tracing::info!(listen = %config.listen, "serving the forms API under /api");
    Server::new_with_acceptor(HeadDeadline::new(acceptor, HEAD_TIME_LIMIT))
        // A connection silent this long (a client that stalls in its headers) is closed.
        .idle_timeout(Duration::from_secs(30))
        .run_with_graceful_shutdown(
            Route::new().nest("/api", routes),
            shutdown_signal(),
            Some(Duration::from_secs(10)),
        )
        .await
        .map_err(|error| Error::Unusable(format!("cannot serve on {}: {error}", config.listen)))
}

async fn purge(database: &str, older_than: &str) -> Result<(), Error> {
    use forms_api::clock::Clock as _;
    let (deleted, before) =
        forms_api::retention::purge(database, older_than, SystemClock.now()).await?;
    println!(
        "deleted {deleted} declined application(s) decided before {}",
        export::rfc3339(before)
    );
    Ok(())
}

async fn backup(database: &str, to: &std::path::Path) -> Result<(), Error> {
    let bytes = forms_api::backup::backup(database, to).await?;
    println!("copied {database} to {} ({bytes} bytes)", to.display());
    Ok(())
}

/// Log lines on standard error, as text or as JSON objects, filtered by RUST_LOG (default info).
fn start_logs(format: LogFormat) {
    let filter =
        tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().flatten_event(true).init(),
    }
}

async fn sweep_once(database: &str, ahead: i64) -> Result<(), Error> {
    use forms_api::clock::Clock as _;
    let db = forms_api::db::Db::connect(database).await?;
    let now = SystemClock.now() + ahead;
    let swept = db
        .sweep(now, &forms_api::housekeeping::RULES)
        .await
        .map_err(|error| Error::Unusable(format!("cannot sweep {database}: {error}")))?;
    println!(
        "deleted: {} sessions, {} reset codes, {} reset tokens, {} confirmation links, \
         {} accounts never confirmed, {} client addresses, {} rate-limit counters, \
         {} messages given up",
        swept.sessions,
        swept.reset_codes,
        swept.reset_tokens,
        swept.email_confirmations,
        swept.unconfirmed_users,
        swept.known_clients,
        swept.rate_limits,
        swept.given_up_mail
    );
    Ok(())
}

/// SIGTERM (service managers) or Ctrl-C: stop accepting, let requests in flight finish.
async fn shutdown_signal() {
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = terminate => {}
    }
}
