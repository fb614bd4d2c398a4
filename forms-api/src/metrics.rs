//! How the service is doing: requests by operation and status with their latency, mail delivered,
//! retried and given up, the sizes of group commits and rate-limit refusals, counted through the
//! `metrics` facade and rendered by its Prometheus exporter (`metrics_endpoint` serves them).

use std::sync::OnceLock;
use std::time::Instant;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use poem::{Endpoint, IntoResponse, Request, Response};
use poem_openapi::OperationId;

/// Latency buckets in seconds: from a cached answer to an argon2 hash under load.
const LATENCY_BUCKETS: [f64; 12] =
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0];
/// Applications per group commit.
const GROUP_BUCKETS: [f64; 9] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0];

/// The process's recorder, installed on first use (once, however many services a test starts).
pub(crate) fn handle() -> &'static PrometheusHandle {
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
    let operation = response.data::<OperationId>().map_or("other", |operation| operation.0);
    let status = response.status().as_u16().to_string();
    metrics::counter!("forms_requests_total", "operation" => operation, "status" => status)
        .increment(1);
    metrics::histogram!("forms_request_duration_seconds", "operation" => operation)
        .record(started.elapsed().as_secs_f64());
    Ok(response)
}
