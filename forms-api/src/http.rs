//! The HTTP application: shared state, the OpenAPI service with its document and docs page, and
//! the middleware every request passes (body limit, cookies, CORS, JSON errors).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use poem::endpoint::make_sync;
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::middleware::{CookieJarManager, Cors};
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response, Route};
use poem_openapi::OpenApiService;

use crate::api::applications::ApplicationsApi;
use crate::api::confirmation::ConfirmationApi;
use crate::api::drafts::DraftsApi;
use crate::api::health::HealthApi;
use crate::api::identity::IdentityApi;
use crate::api::own_data::OwnDataApi;
use crate::api::passkeys::PasskeysApi;
use crate::api::recovery::RecoveryApi;
use crate::api::reply::{TOO_LARGE, error_response};
use crate::api::staff_access::StaffAccessApi;
use crate::api::staff_admin::StaffAdminApi;
use crate::api::staff_applications::StaffApplicationsApi;
use crate::api::two_step::TwoStepApi;
use crate::api::two_step_app::AuthenticatorAppApi;
use crate::api::users::UsersApi;
use crate::clock::Clock;
use crate::config::{Config, Switch};
use crate::cross_site::{AllowedOrigins, refuse_cross_site};
use crate::db::{Db, Opening};
use crate::error::Error;
use crate::mail::{Mailer, Transport};
use crate::passwords::Passwords;
use crate::rate_limit::Limiter;
use crate::state::State;

pub const BODY_LIMIT: usize = 64 * 1024;
/// A body still arriving after this long is refused, so a client trickling bytes cannot hold a
/// connection (and a worker) open indefinitely.
pub const BODY_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Open the database and the outbox and build the routes, to be served under `/api`.
pub async fn app(config: &Config, clock: Arc<dyn Clock>) -> Result<Route, Error> {
    config.check()?;
    crate::metrics::install();
    let wait = Duration::from_secs(config.database_wait_seconds);
    let db = Db::open(&config.database, Opening::Service { wait }).await?;
    crate::restored::refuse_unsettled_copy(&db).await?;
    let filled = db.fill_application_keys().await?;
    if filled > 0 {
        tracing::info!(filled, "filled the staff workspace's columns of earlier applications");
    }
    let passwords = Passwords::new(config.password_cost);
    // Prepared before the first sign-in, so even that one answers in the usual time.
    passwords.prepare_decoy().await;
    let mailer = Mailer::new(config)?;
    crate::mail_sender::Sender::new(
        db.clone(),
        Transport::new(config)?,
        Arc::clone(&clock),
        crate::mail_sender::Retries::of(config),
    )
    .start();
    let state = Arc::new(State {
        db,
        mailer,
        clock,
        limiter: Limiter { enabled: config.rate_limits == Switch::On },
        passwords,
        trusted_proxies: crate::proxies::flatten(&config.trusted_proxies),
        staff_email: config.staff_email.clone(),
        site_url: format!("{}/", config.site_url.trim_end_matches('/')),
    });
    let every = std::time::Duration::from_secs(config.housekeeping_seconds.max(1));
    crate::housekeeping::start(state.db.clone(), Arc::clone(&state.clock), every);
    crate::staff_digest::start(
        state.db.clone(),
        Mailer::new(config)?,
        config.staff_email.clone(),
        Arc::clone(&state.clock),
        every,
    );
    let api = operations(&state);
    let document = crate::api::links::with_links(&api.spec());
    let allowed = Arc::new(allowed_methods(&document));
    let docs = crate::docs_page::endpoint(api.swagger_ui_html());
    let metrics = crate::metrics_endpoint::endpoint(state.db.clone(), config.metrics_token.clone());
    let routes = Route::new()
        // Exactly /docs: a path below it is unknown (404), not the docs page again.
        .at("/docs", docs)
        .at("/metrics", metrics)
        .at(
            "/openapi.json",
            make_sync(move |_| {
                Response::builder().content_type("application/json").body(document.clone())
            }),
        )
        .nest("/", api.around(crate::api::credential::one_identity));
    let app = routes.with(CookieJarManager::new());
    let cors_enabled = !config.allowed_origins.is_empty();
    let app = if !cors_enabled {
        app.boxed()
    } else {
        let cors = Cors::new()
            .allow_origins(config.allowed_origins.iter().map(String::as_str))
            .allow_credentials(true)
            .allow_methods([Method::GET, Method::POST])
            .allow_headers(["content-type", "authorization"]);
        app.with(cors).boxed()
    };
    let origins = Arc::new(AllowedOrigins(config.allowed_origins.clone()));
    Ok(Route::new().nest(
        "/",
        app.around(limit_body)
            .around(refuse_cross_site)
            .around(json_errors)
            .around(crate::api::page_language::in_page_language)
            .around(move |next, request| answer_headers(next, request, cors_enabled))
            .around(crate::metrics::count_requests)
            .around(crate::request_id::tag)
            .data(allowed)
            .data(origins)
            // For the session scheme's checker (`api::session`).
            .data(state),
    ))
}

/// The service's operations, one group a resource.
type Operations = (
    UsersApi,
    IdentityApi,
    OwnDataApi,
    RecoveryApi,
    ConfirmationApi,
    ApplicationsApi,
    DraftsApi,
    TwoStepApi,
    AuthenticatorAppApi,
    PasskeysApi,
    StaffAccessApi,
    StaffApplicationsApi,
    StaffAdminApi,
    HealthApi,
);

/// Every operation of the service, as one OpenAPI document.
fn operations(state: &Arc<State>) -> OpenApiService<Operations, ()> {
    OpenApiService::new(
        (
            UsersApi { state: Arc::clone(state) },
            IdentityApi { state: Arc::clone(state) },
            OwnDataApi { state: Arc::clone(state) },
            RecoveryApi { state: Arc::clone(state) },
            ConfirmationApi { state: Arc::clone(state) },
            ApplicationsApi { state: Arc::clone(state) },
            DraftsApi { state: Arc::clone(state) },
            TwoStepApi { state: Arc::clone(state) },
            AuthenticatorAppApi { state: Arc::clone(state) },
            PasskeysApi { state: Arc::clone(state) },
            StaffAccessApi { state: Arc::clone(state) },
            StaffApplicationsApi { state: Arc::clone(state) },
            StaffAdminApi { state: Arc::clone(state) },
            HealthApi { state: Arc::clone(state) },
        ),
        "IAAII forms service",
        env!("CARGO_PKG_VERSION"),
    )
    .description(
        "Accounts, password recovery and membership applications for the IAAII website, and the \
         staff workspace that decides on them.",
    )
    .server("/api")
}

/// Headers on every answer: nothing is stored by caches (answers carry tokens and personal
/// data), nothing is sniffed or framed, and a policy that lets no answer run anything (the docs
/// page brings its own). With CORS on, answers vary by `Origin`.
async fn answer_headers<E: Endpoint>(
    next: E,
    request: Request,
    cors_enabled: bool,
) -> poem::Result<Response> {
    let mut response = next.call(request).await?.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
        );
    }
    if cors_enabled {
        headers.append(header::VARY, HeaderValue::from_static("Origin"));
    }
    Ok(response)
}

/// Path -> the methods it answers ("GET", "POST"), from the OpenAPI document, for the `Allow`
/// header of a 405.
fn allowed_methods(document: &str) -> HashMap<String, String> {
    let document: serde_json::Value = serde_json::from_str(document).unwrap_or_default();
    let paths = document["paths"].as_object().cloned().unwrap_or_default();
    paths
        .into_iter()
        .map(|(path, operations)| {
            let methods: Vec<String> = operations
                .as_object()
                .map(|o| o.keys().map(|m| m.to_uppercase()).collect())
                .unwrap_or_default();
            (path, methods.join(", "))
        })
        .collect()
}

/// The methods `path` answers: its own entry, or the entry of the template it fits
/// (`/staff/applications/{reference}` for `/staff/applications/IAAII-2026-00001`).
fn methods_of<'a>(allowed: &'a HashMap<String, String>, path: &str) -> Option<&'a String> {
    if let Some(methods) = allowed.get(path) {
        return Some(methods);
    }
    let segments: Vec<&str> = path.split('/').collect();
    allowed.iter().find_map(|(template, methods)| {
        let parts: Vec<&str> = template.split('/').collect();
        let fits = parts.len() == segments.len()
            && parts.iter().zip(&segments).all(|(part, segment)| {
                part == segment
                    || (part.starts_with('{') && part.ends_with('}') && !segment.is_empty())
            });
        fits.then_some(methods)
    })
}

/// Read at most 64 KiB of body, whether or not the client announced its length.
async fn limit_body<E: Endpoint>(next: E, mut request: Request) -> poem::Result<Response> {
    let announced = request.header(header::CONTENT_LENGTH).and_then(|v| v.parse::<usize>().ok());
    if announced.is_some_and(|length| length > BODY_LIMIT) {
        return Ok(error_response(StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE));
    }
    let body = request.take_body().into_bytes_limit(BODY_LIMIT);
    match tokio::time::timeout(BODY_TIME_LIMIT, body).await {
        Err(_) => {
            let mut response = error_response(
                StatusCode::REQUEST_TIMEOUT,
                "The request body took too long to arrive.",
            );
            response
                .headers_mut()
                .insert(header::CONNECTION, poem::http::HeaderValue::from_static("close"));
            return Ok(response);
        }
        Ok(Ok(bytes)) => request.set_body(bytes),
        Ok(Err(poem::error::ReadBodyError::PayloadTooLarge)) => {
            return Ok(error_response(StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE));
        }
        Ok(Err(_)) => {
            return Ok(error_response(
                StatusCode::BAD_REQUEST,
                "The request body could not be read.",
            ));
        }
    }
    next.call(request).await.map(IntoResponse::into_response)
}

/// Every error the service answers is JSON `{message}`, even those raised before a handler runs
/// (unknown path, wrong method).
async fn json_errors<E: Endpoint>(next: E, request: Request) -> poem::Result<Response> {
    let path = request.uri().path().to_string();
    let allowed = request.data::<Arc<HashMap<String, String>>>().cloned().unwrap_or_default();
    let response = match next.call(request).await {
        Ok(response) => response.into_response(),
        Err(error) => error.into_response(),
    };
    let status = response.status();
    let is_json = response.content_type().is_some_and(|t| t.starts_with("application/json"));
    if status.as_u16() < 400 || is_json {
        return Ok(response);
    }
    let message = match status {
        // No session sent to an operation that needs one (`api::session`).
        StatusCode::UNAUTHORIZED => "You are not signed in.",
        StatusCode::NOT_FOUND => "There is no such endpoint.",
        StatusCode::METHOD_NOT_ALLOWED => "This endpoint does not accept that method.",
        StatusCode::PAYLOAD_TOO_LARGE => TOO_LARGE,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            "Send the request body as JSON (Content-Type: application/json)."
        }
        s if s.is_server_error() => crate::api::reply::SERVER_FAULT,
        _ => "The request could not be handled.",
    };
    let mut json = error_response(status, message);
    let allow = methods_of(&allowed, &path).and_then(|methods| methods.parse().ok());
    if let Some(methods) = allow.filter(|_| status == StatusCode::METHOD_NOT_ALLOWED) {
        json.headers_mut().insert(header::ALLOW, methods);
    }
    for name in [header::ALLOW, header::RETRY_AFTER] {
        if let Some(value) = response.headers().get(&name) {
            json.headers_mut().insert(name, value.clone());
        }
    }
    Ok(json)
}
