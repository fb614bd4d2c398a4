//! `ssg serve`: build, serve the output on 127.0.0.1, rebuild on every change and tell open pages
//! to reload, or to show the build's errors in an overlay until they are fixed.

mod files;
pub mod incremental;
mod live;
mod rebuild;
mod watch;

use std::sync::Arc;
use std::time::Duration;

use poem::listener::{Acceptor, Listener, TcpListener};
use poem::middleware::SetHeader;
use poem::{EndpointExt, Route, Server, get};
use tokio::sync::watch as channel;

use crate::failure::{Failure, SystemError};
use crate::headers;
use crate::site::BuildOptions;

/// The outcome of the latest build, as open pages need to know it.
#[derive(Debug, Clone, Default)]
pub struct BuildState {
    pub generation: u64,
    pub error: Option<String>,
}

pub fn run(mut options: BuildOptions, port: u16) -> Result<(), Failure> {
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|error| SystemError::new(format!("cannot start the server: {error}")))?;
    // The port first: when it is taken, say so before spending a build on it.
    let acceptor = runtime.block_on(listen(port))?;
    // Local pages link to the local server, whatever address the site is published at.
    options.base_url = Some(format!("http://127.0.0.1:{port}/"));
    let (state_tx, state_rx) = channel::channel(BuildState::default());
    let mut rebuilder = rebuild::Rebuilder::new(options.clone(), state_tx);
    rebuilder.full_build();
    let _watcher = watch::start(&options.root, rebuilder)?;
    let forms = runtime.block_on(forms_service(&options.root, port))?;
    // The pages get the headers a static host sends; the forms service sets its own.
    let site = Route::new()
        .at("/__ssg/live.js", get(live::script))
        .at("/__ssg/events", get(live::events))
        .nest("/", files::SiteFiles { root: options.out.clone() })
        .with(security_headers());
    let app = Route::new().nest("/api", forms).nest("/", site).data(state_rx);
    println!(
        "serving http://127.0.0.1:{port}/ (Ctrl-C to stop); watching content/, themes/, locales/ and site/src/"
    );
    let served = runtime.block_on(Server::new_with_acceptor(acceptor).run_with_graceful_shutdown(
        app,
        async {
            let _ = tokio::signal::ctrl_c().await;
        },
        // Open pages hold a live-reload stream: do not wait on them to stop.
        Some(Duration::from_secs(1)),
    ));
    served
        .map_err(|error| SystemError::new(format!("serving on port {port} failed: {error}")).into())
}

/// Listens on 127.0.0.1:`port`, or says why not (a port in use suggests the next one).
async fn listen(port: u16) -> Result<impl Acceptor, SystemError> {
    TcpListener::bind(("127.0.0.1", port)).into_acceptor().await.map_err(|error| {
        match error.kind() {
            std::io::ErrorKind::AddrInUse => {
                let message = format!("port {port} is in use");
                match port.checked_add(1) {
                    Some(next) => SystemError::new(message).with_help(format!("try --port {next}")),
                    None => SystemError::new(message).with_help("try another --port"),
                }
            }
            _ => SystemError::new(format!("cannot listen on port {port}: {error}")),
        }
    })
}

fn security_headers() -> SetHeader {
    headers::from_environment()
        .into_iter()
        .fold(SetHeader::new(), |set, (name, value)| set.overriding(name, value))
}

/// The forms service on the same origin, configured by the same environment variables as
/// `forms-api serve` (DATABASE_URL, MAIL_OUTBOX, SMTP_URL, ...), by default on files under var/.
async fn forms_service(root: &std::path::Path, port: u16) -> Result<Route, SystemError> {
    let unusable = |error: &dyn std::fmt::Display| {
        SystemError::new(format!("the forms service cannot start: {error}"))
    };
    let mut config = forms_api::Config::from_env().map_err(|error| unusable(&error))?;
    // Unless configured, the data lives in the site's own var/ folder, wherever ssg was started.
    if std::env::var_os("DATABASE_URL").is_none() {
        config.database = format!("sqlite://{}", root.join("var/forms.db").display());
    }
    if std::env::var_os("MAIL_OUTBOX").is_none() {
        config.outbox = root.join("var/outbox");
    }
    // Links in mail (confirming an address, signing in) lead to this server's pages.
    if std::env::var_os("SITE_URL").is_none() {
        config.site_url = format!("http://127.0.0.1:{port}/");
    }
    let routes = forms_api::app(&config, Arc::new(forms_api::clock::SystemClock))
        .await
        .map_err(|error| unusable(&error))?;
    let mail = config.smtp.as_ref().map_or_else(
        || format!("mail written to {}/", config.outbox.display()),
        |_| "mail sent by SMTP".into(),
    );
    println!("forms service at /api on {}, {mail}", config.database);
    Ok(routes)
}
