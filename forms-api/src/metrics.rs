//! How the service is doing, in Prometheus's text format at `/api/metrics`: requests by operation
//! and status with their latency, mail delivered, retried and given up, the mail queue's depth,
//! the sizes of group commits, rate-limit refusals and whether the database answers. Counted
//! through the `metrics` facade and rendered by its Prometheus exporter. Served to this machine only (a client at 127.0.0.1 or ::1
//! whose request no proxy forwarded), or to any client with the configured bearer token.

use std::net::IpAddr;
use std::sync::OnceLock;
use std::time::Instant;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use poem::http::{StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response};
use poem_openapi::OperationId;

use crate::db::Db;

/// Latency buckets in seconds: from a cached answer to an argon2 hash under load.
const LATENCY_BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];
/// How long a scrape waits for the database before reporting it down.
const SCRAPE_WAIT: std::time::Duration = std::time::Duration::from_secs(1);
/// Applications per group commit.
const GROUP_BUCKETS: [f64; 9] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0];

/// The process's recorder, installed on first use (once, however many services a test starts).
fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Full("forms_request_duration_seconds".into()),
                &LATENCY_BUCKETS,
            )
            .and_then(|builder| {
                builder.set_buckets_for_metric(
                    Matcher::Full("forms_group_commit_size".into()),
                    &GROUP_BUCKETS,
                )
            })
            .expect("the buckets are not empty")
            .install_recorder()
            .expect("the only metrics recorder of the process")
    })
}

/// Start counting; called when the service starts, before any request.
pub fn install() {
    handle();
}

pub fn mail_delivered() {
    metrics::counter!("forms_mail_delivered_total").increment(1);
}

/// A failed delivery: `retry` (tried again later) or `given_up`.
pub fn mail_failed(outcome: &'static str) {
    metrics::counter!("forms_mail_failures_total", "outcome" => outcome).increment(1);
}

pub fn group_commit(size: usize) {
    metrics::histogram!("forms_group_commit_size").record(size as f64);
}

pub fn rate_limited(limit: &'static str) {
    metrics::counter!("forms_rate_limit_refusals_total", "limit" => limit).increment(1);
}

/// Middleware: count every request under `/api` by its operation (the OpenAPI operation id, or
/// `other`) and status, and record how long it took.
pub async fn count_requests<E: Endpoint>(next: E, request: Request) -> poem::Result<Response> {
    let started = Instant::now();
    let response = match next.call(request).await {
        Ok(response) => response.into_response(),
        Err(error) => error.into_response(),
    };
    let operation = response
        .data::<OperationId>()
        .map_or("other", |operation| operation.0);
    let status = response.status().as_u16().to_string();
    metrics::counter!("forms_requests_total", "operation" => operation, "status" => status)
        .increment(1);
    metrics::histogram!("forms_request_duration_seconds", "operation" => operation)
        .record(started.elapsed().as_secs_f64());
    Ok(response)
}

/// Who may read the metrics.
#[derive(Clone)]
struct Access {
    token: Option<String>,
}

impl Access {
    fn allows(&self, request: &Request) -> bool {
        if let Some(token) = self.token.as_deref().filter(|token| !token.is_empty()) {
            let offered = request
                .header(header::AUTHORIZATION)
                .and_then(|value| value.split_once(' '))
                .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
                .map(|(_, token)| token.trim());
            if offered.is_some_and(|offered| crate::secrets::constant_time_eq(offered, token)) {
                return true;
            }
        }
        let peer = request.remote_addr().as_socket_addr().map(|addr| addr.ip());
        // A proxy on this machine forwards strangers' requests from loopback: those say so.
        let forwarded = ["forwarded", "x-forwarded-for", "x-real-ip"]
            .iter()
            .any(|name| request.headers().contains_key(*name));
        peer.is_some_and(|ip| is_this_machine(&ip)) && !forwarded
    }
}

/// 127.0.0.1 or ::1: where a scraper on this machine connects from. (The rest of 127.0.0.0/8
/// is left out: tests and some set-ups use those addresses to stand for other machines.)
fn is_this_machine(ip: &IpAddr) -> bool {
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(*ip, IpAddr::V4),
        IpAddr::V4(_) => *ip,
    };
    ip == IpAddr::from([127, 0, 0, 1]) || ip == IpAddr::from(std::net::Ipv6Addr::LOCALHOST)
}

/// `GET /api/metrics`, for those `token` (when set) or this machine lets in.
pub fn endpoint(db: Db, token: Option<String>) -> impl Endpoint<Output = Response> {
    let access = Access { token };
    poem::get(poem::endpoint::make(move |request: Request| {
        let (db, access) = (db.clone(), access.clone());
        async move { serve(&db, &access, &request).await }
    }))
}

/// The text exposition format, with the mail queue's depth read at the time.
async fn serve(db: &Db, access: &Access, request: &Request) -> Response {
    if !access.allows(request) {
        return Response::builder().status(StatusCode::FORBIDDEN).body(
            "The metrics are served to this machine, or with the metrics token (METRICS_TOKEN).",
        );
    }
    // A scrape answers within a second whatever the database does: down, it says so.
    let depth = tokio::time::timeout(SCRAPE_WAIT, db.mail_queue_depth()).await;
    match depth {
        Ok(Ok(depth)) => {
            metrics::gauge!("forms_database_up").set(1.0);
            metrics::gauge!("forms_mail_queue_waiting").set(depth.waiting as f64);
            metrics::gauge!("forms_mail_queue_given_up").set(depth.failed as f64);
        }
        Ok(Err(error)) => {
            metrics::gauge!("forms_database_up").set(0.0);
            tracing::warn!(error = %crate::db::cause(&error), "cannot read the mail queue's depth");
        }
        Err(_) => metrics::gauge!("forms_database_up").set(0.0),
    }
    Response::builder()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(handle().render())
}
