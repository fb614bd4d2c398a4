//! The `forms-api` command line: serve the API, or export the membership applications.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::{Parser, Subcommand};
use forms_api::clock::SystemClock;
use forms_api::export::{self, Format};
use forms_api::head_deadline::{HEAD_TIME_LIMIT, HeadDeadline};
use forms_api::{Config, app};
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
}

#[derive(Subcommand)]
enum ApplicationsCommand {
    /// Write every application to standard output
    Export {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://var/forms.db")]
        database: String,
        #[arg(long, value_enum, default_value_t = Format::Csv)]
        format: Format,
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
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    let result = runtime.block_on(async {
        match cli.command {
            Command::Serve { config } => serve(*config).await,
            Command::Applications {
                command: ApplicationsCommand::Export { database, format },
            } => {
                let mut stdout = std::io::stdout().lock();
                export::export(&database, format, &mut stdout)
                    .await
                    .map(drop)
            }
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

async fn serve(config: Config) -> Result<(), String> {
    let routes = app(&config, Arc::new(SystemClock)).await?;
    let acceptor = TcpListener::bind(config.listen.clone())
        .into_acceptor()
        .await
        .map_err(|error| format!("cannot serve on {}: {error}", config.listen))?;
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
        .map_err(|error| format!("cannot serve on {}: {error}", config.listen))
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
