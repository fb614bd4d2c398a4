//! The `forms-api` command line: serve the API; migrate the database; export, decide on and purge
//! the membership applications; name the staff and verify the audit log; back up the database;
//! sweep expired records. Only `serve` and
//! `migrate` create or change the schema; every other command needs the service's database as it
//! is, so a mistyped path is an error, not a new empty database.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::{Parser, Subcommand};
use forms_api::api::staff_access::Role;
use forms_api::audit_commands::AuditCommand;
use forms_api::clock::SystemClock;
use forms_api::config::Database;
use forms_api::db::{Backend, Db, Opening};
use forms_api::decisions::{Decision, decide};
use forms_api::export::{self, Format};
use forms_api::head_deadline::{HEAD_TIME_LIMIT, HeadDeadline};
use forms_api::logs::LogFormat;
use forms_api::{Config, Error, VERSION, app, staff_commands};
use poem::listener::{Listener, TcpListener};
use poem::{Route, Server};

#[derive(Parser)]
#[command(
    name = "forms-api",
    version = VERSION,
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
    /// Create the database or bring its schema up to this version (the service does it at start)
    Migrate {
        #[command(flatten)]
        database: Database,
        /// Only list the migrations that would be applied
        #[arg(long)]
        dry_run: bool,
    },
    /// Copy the database to a new file while the service runs (a consistent snapshot; SQLite by
    /// itself, PostgreSQL with pg_dump), readable by its owner alone
    Backup {
        #[command(flatten)]
        database: Database,
        /// The new file (it must not exist yet)
        #[arg(long)]
        to: std::path::PathBuf,
    },
    /// Give an account a staff role or take it away (the way to name the first admin), or list
    /// the staff
    Staff {
        #[command(subcommand)]
        command: StaffCommand,
    },
    /// Check the audit log of staff actions, print its head line, or purge it
    Audit {
        #[command(subcommand)]
        command: AuditCommand,
    },
    /// Delete expired sessions, codes, tokens, confirmations and counters once, now (the service
    /// does it every few minutes by itself), and print how many rows went from each table
    Housekeeping {
        #[command(flatten)]
        database: Database,
        /// Sweep as if this many seconds later (to see what will go)
        #[arg(long, default_value_t = 0, hide = true)]
        ahead: i64,
    },
}

#[derive(Subcommand)]
enum ApplicationsCommand {
    /// Write the applications to standard output (every one, or those since a date)
    Export {
        #[command(flatten)]
        database: Database,
        #[arg(long, value_enum, default_value_t = Format::Csv)]
        format: Format,
        /// Only applications submitted on or after this date (2026-01-01, UTC) or time (RFC 3339)
        #[arg(long)]
        since: Option<String>,
    },
    /// Delete declined applications whose decision is older than a duration, as the privacy
    /// notice states (run daily by the deployment's timer)
    Purge {
        #[command(flatten)]
        database: Database,
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
    /// After restoring a backup: give out references after this one (the last one the staff were
    /// mailed about), so none is handed out twice
    ContinueAfter {
        /// The last reference given out, such as IAAII-2026-00057
        reference: String,
        #[command(flatten)]
        database: Database,
    },
}

#[derive(Subcommand)]
enum StaffCommand {
    /// Give a confirmed account a role: reviewers read and decide on applications; admins also
    /// manage roles and read the audit log
    Grant {
        /// The account's address (the person signs up and confirms it first)
        email: String,
        #[arg(long, value_enum)]
        role: Role,
        #[command(flatten)]
        database: Database,
    },
    /// Take an account's staff role away
    Revoke {
        email: String,
        #[command(flatten)]
        database: Database,
    },
    /// Every staff member with their role
    List {
        #[command(flatten)]
        database: Database,
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
    let format = cli.log_format;
    forms_api::logs::start(format);
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    let result = runtime.block_on(async {
        match cli.command {
            Command::Serve { config } => serve(*config).await,
            Command::Applications {
                command: ApplicationsCommand::Export { database, format, since },
            } => {
                let since = since.as_deref().map(export::parse_since).transpose();
                let mut stdout = std::io::stdout().lock();
                match since {
                    Ok(since) => {
                        export::export(&database.url, format, since, &mut stdout).await.map(drop)
                    }
                    Err(error) => Err(error),
                }
            }
            Command::Applications {
                command: ApplicationsCommand::Purge { database, older_than },
            } => purge(&database.url, &older_than).await,
            Command::Applications {
                command: ApplicationsCommand::ContinueAfter { reference, database },
            } => forms_api::restored::continue_after(&database.url, &reference)
                .await
                .map(|sentence| println!("{sentence}")),
            Command::Migrate { database, dry_run } => migrate(&database.url, dry_run).await,
            Command::Backup { database, to } => backup(&database.url, &to).await,
            Command::Applications {
                command: ApplicationsCommand::Decide { reference, decision, note, config },
            } => {
                use forms_api::clock::Clock as _;
                let done =
                    decide(&config, &reference, decision, note.as_deref(), SystemClock.now());
                done.await.map(|sentence| println!("{sentence}")).map_err(Error::Unusable)
            }
            Command::Housekeeping { database, ahead } => sweep_once(&database.url, ahead).await,
            Command::Staff { command } => {
                staff(command).await.map(|sentence| println!("{sentence}"))
            }
            Command::Audit { command } => {
                use forms_api::clock::Clock as _;
                command.run(SystemClock.now()).await.map(|said| println!("{said}"))
            }
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            forms_api::logs::fatal(format, &error);
            ExitCode::FAILURE
        }
    }
}

async fn serve(config: Config) -> Result<(), Error> {
    let backend = Backend::of(&config.database)?;
    let mail = config.mail_mode();
    tracing::info!(version = VERSION, backend = backend.name(), mail, "starting");
    if mail == "outbox" && !is_loopback_site(&config.site_url) {
        tracing::warn!(outbox = %config.outbox.display(), site = %config.site_url, "SMTP_URL is not set: mail is written to a folder, not sent");
    }
    let routes = app(&config, Arc::new(SystemClock)).await?;
    let acceptor = TcpListener::bind(config.listen.clone())
        .into_acceptor()
        .await
        .map_err(|error| Error::Unusable(format!("cannot serve on {}: {error}", config.listen)))?;
    tracing::info!(listen = %config.listen, version = VERSION, backend = backend.name(), mail, "serving the forms API under /api");
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

async fn staff(command: StaffCommand) -> Result<String, Error> {
    use forms_api::clock::Clock as _;
    let now = SystemClock.now();
    match command {
        StaffCommand::Grant { email, role, database } => {
            staff_commands::grant(&database.url, &email, role, now).await
        }
        StaffCommand::Revoke { email, database } => {
            staff_commands::revoke(&database.url, &email, now).await
        }
        StaffCommand::List { database } => staff_commands::list(&database.url).await,
    }
}

async fn purge(database: &str, older_than: &str) -> Result<(), Error> {
    use forms_api::clock::Clock as _;
    let (deleted, before) =
        forms_api::retention::purge(database, older_than, SystemClock.now()).await?;
    println!(
        "deleted {deleted} declined application(s) decided before {}",
        forms_api::clock::rfc3339(before)
    );
    Ok(())
}

async fn backup(database: &str, to: &std::path::Path) -> Result<(), Error> {
    use forms_api::clock::Clock as _;
    let bytes = forms_api::backup::backup(database, to, SystemClock.now()).await?;
    println!("copied {} to {} ({bytes} bytes)", forms_api::redact::secrets(database), to.display());
    Ok(())
}

/// `forms-api migrate [--dry-run]`: what was (or would be) applied, one line each.
async fn migrate(database: &str, dry_run: bool) -> Result<(), Error> {
    let steps = forms_api::db::schema::apply(database, dry_run).await?;
    let verb = if dry_run { "would apply" } else { "applied" };
    for step in &steps {
        println!("{verb} migration {} ({})", step.version, step.description);
    }
    if steps.is_empty() {
        println!("the database is at this version's schema; nothing to apply");
    }
    Ok(())
}

/// Whether the site is a development address (mail to a folder is expected there).
fn is_loopback_site(site_url: &str) -> bool {
    url::Url::parse(site_url).ok().and_then(|url| url.host_str().map(str::to_owned)).is_some_and(
        |host| {
            host == "localhost"
                || host
                    .trim_matches(['[', ']'])
                    .parse::<std::net::IpAddr>()
                    .is_ok_and(|ip| ip.is_loopback())
        },
    )
}

async fn sweep_once(database: &str, ahead: i64) -> Result<(), Error> {
    use forms_api::clock::Clock as _;
    let db = Db::open(database, Opening::Existing).await?;
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
