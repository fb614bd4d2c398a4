//! Requests the service must refuse cleanly: each gets a JSON error with a fitting 4xx status,
//! never a 500, and rate limits answer 429 with Retry-After.

use crate::common;

use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn malformed_json_is_a_400_with_a_json_message() {
    let service = Service::start().await;
    let answer = service.post_raw("/users/login", "application/json", "{\"email\": ").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body["message"].as_str().unwrap().contains("could not be read"));
}

#[tokio::test]
async fn a_wrong_type_is_a_400() {
    let service = Service::start().await;
    let answer = service.post("/users/signup", json!({"firstName": 42, "agreeTerms": "yes"})).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_415() {
    let service = Service::start().await;
    let answer = service.post_raw("/users/login", "text/plain", "email=ada").await;
    assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(answer.body["message"].as_str().unwrap().contains("JSON"));
}

#[tokio::test]
async fn a_body_over_64_kib_is_a_413_whether_or_not_its_length_is_announced() {
    let service = Service::start().await;
    let big = format!("{{\"email\": \"{}\"}}", "a".repeat(70 * 1024));
    let announced =
        service.post_raw("/users/forgot-password", "application/json", big.clone()).await;
    assert_eq!(announced.status, StatusCode::PAYLOAD_TOO_LARGE);
    // Sent in chunks with no Content-Length: the limit must hold while reading.
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> =
        big.as_bytes().chunks(8192).map(|c| Ok(c.to_vec())).collect();
    let streamed = reqwest::Body::wrap_stream(futures_util::stream::iter(chunks));
    let chunked = service.post_raw("/users/forgot-password", "application/json", streamed).await;
    assert_eq!(chunked.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(chunked.body["message"], "The request body is larger than 64 KiB.");
}

#[tokio::test]
async fn unknown_paths_and_methods_get_json_errors() {
    let service = Service::start().await;
    let missing = service.get("/users/nothing").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.body["message"], "There is no such endpoint.");
    let wrong_method = service.get("/users/login").await;
    assert_eq!(wrong_method.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(wrong_method.body["message"].is_string());
    assert_eq!(wrong_method.headers["allow"], "POST");
    // A path with a parameter names its methods too (RFC 9110 asks for Allow on every 405).
    let templated = service.post("/staff/applications/IAAII-2026-00001", json!({})).await;
    assert_eq!(templated.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(templated.headers["allow"], "GET");
}

#[tokio::test]
async fn the_twenty_first_sign_in_in_a_minute_is_a_429_with_retry_after() {
    let service = Service::start().await;
    // A different address each time, so only the per-client limit is in play.
    let attempt = |n: usize| service.sign_in_as(format!("someone{n}@example.org"));
    for n in 0..20 {
        assert_ne!(attempt(n).await.status, StatusCode::TOO_MANY_REQUESTS);
    }
    let refused = attempt(20).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.body["message"].as_str().unwrap().starts_with("Too many attempts"));
    let retry: i64 = refused.headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry), "{retry}");
    service.clock.advance(retry);
    assert_ne!(attempt(21).await.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn ten_failed_sign_ins_lock_that_address_for_fifteen_minutes_even_with_the_right_password() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    for _ in 0..10 {
        assert_eq!(
            service.sign_in("ada@example.org", "Wrong-Password-1").await.status,
            StatusCode::UNAUTHORIZED
        );
        service.clock.advance(61); // stay under the per-client limit
    }
    assert_eq!(
        service.sign_in("ada@example.org", GOOD_PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    service.clock.advance(15 * 60);
    assert_eq!(service.sign_in("ada@example.org", GOOD_PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_sixth_code_for_an_address_in_an_hour_is_refused_whether_or_not_it_has_an_account() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    for email in ["ada@example.org", "nobody@example.org"] {
        for _ in 0..5 {
            assert_eq!(
                service.post("/users/forgot-password", json!({"email": email})).await.status,
                StatusCode::OK
            );
        }
        let refused = service.post("/users/forgot-password", json!({"email": email})).await;
        assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS, "{email}");
        service.clock.advance(61);
    }
}

#[tokio::test]
async fn rate_limits_can_be_turned_off_for_load_tests() {
    let service =
        Service::start_with(|config| config.rate_limits = forms_api::config::Switch::Off).await;
    for _ in 0..30 {
        assert_ne!(
            service.sign_in("someone@example.org", "Whatever-Password-1").await.status,
            StatusCode::TOO_MANY_REQUESTS
        );
    }
}

#[tokio::test]
async fn cors_answers_only_the_configured_origins_with_credentials() {
    let service = Service::start_with(|config| {
        config.allowed_origins = vec!["https://www.example.org".into()]
    })
    .await;
    let client = reqwest::Client::new();
    let preflight = |origin: &'static str| {
        client
            .request(reqwest::Method::OPTIONS, format!("{}/users/login", service.base))
            .header("Origin", origin)
            .header("Access-Control-Request-Method", "POST")
            .header("Access-Control-Request-Headers", "content-type")
            .send()
    };
    let allowed = preflight("https://www.example.org").await.unwrap();
    assert_eq!(allowed.headers()["access-control-allow-origin"], "https://www.example.org");
    assert_eq!(allowed.headers()["access-control-allow-credentials"], "true");
    let other = preflight("https://evil.example.com").await.unwrap();
    assert!(other.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn the_openapi_document_declares_every_status_an_operation_answers() {
    let service = Service::start().await;
    let document = service.get("/openapi.json").await.body;
    assert_eq!(document["servers"][0]["url"], "/api");
    for path in [
        "/users/signup",
        "/users/login",
        "/users/forgot-password",
        "/users/verify-otp",
        "/users/reset-password",
        "/users/submit-form",
        "/users/confirm-email",
        "/users/resend-confirmation",
    ] {
        let responses = &document["paths"][path]["post"]["responses"];
        for status in ["200", "400", "401", "403", "413", "415", "429"] {
            assert!(responses.get(status).is_some(), "{path} declares {status}");
        }
    }
    assert!(document["paths"]["/users/me"]["get"]["responses"]["401"].is_object());
    assert_eq!(service.get("/health").await.body["status"], "ok");
}

#[tokio::test]
async fn the_openapi_document_links_each_answer_to_the_requests_it_feeds() {
    let service = Service::start().await;
    let document = service.get("/openapi.json").await.body;
    let mut operation_ids = Vec::new();
    let mut targets = Vec::new();
    for operations in document["paths"].as_object().unwrap().values() {
        for operation in operations.as_object().unwrap().values() {
            operation_ids.push(operation["operationId"].clone());
            for response in operation["responses"].as_object().unwrap().values() {
                for link in response["links"].as_object().into_iter().flat_map(|l| l.values()) {
                    targets.push(link["operationId"].clone());
                }
            }
        }
    }
    assert_eq!(targets.len(), 11, "{targets:?}");
    for target in &targets {
        assert!(operation_ids.contains(target), "{target} is an operation");
    }
    let sign_in = &document["paths"]["/users/login"]["post"]["responses"]["200"]["links"];
    assert_eq!(
        sign_in["Me"]["parameters"]["header.Authorization"],
        "Bearer {$response.body#/accessToken}"
    );
}

#[tokio::test]
async fn every_answer_carries_a_request_id_and_a_forged_one_is_replaced() {
    let service = Service::start().await;
    let client = reqwest::Client::new();
    let id_of =
        |answer: &reqwest::Response| answer.headers()["x-request-id"].to_str().unwrap().to_string();
    // None sent: one is made (32 hex digits, as nginx's $request_id).
    let answer = client.get(format!("{}/health/live", service.base)).send().await.unwrap();
    let made = id_of(&answer);
    assert!(made.len() == 32 && made.bytes().all(|b| b.is_ascii_hexdigit()), "{made}");
    // A sane one is kept, on errors too.
    let answer = client
        .get(format!("{}/no-such-thing", service.base))
        .header("X-Request-Id", "nginx-7f3a.1_b")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::NOT_FOUND);
    assert_eq!(id_of(&answer), "nginx-7f3a.1_b");
    // One that could forge a log line is replaced.
    let answer = client
        .get(format!("{}/health/live", service.base))
        .header("X-Request-Id", "x level=ERROR message=forged")
        .send()
        .await
        .unwrap();
    let replaced = id_of(&answer);
    assert_ne!(replaced, "x level=ERROR message=forged");
    assert_eq!(replaced.len(), 32);
}

#[tokio::test]
async fn liveness_and_readiness_answer_ok_on_a_healthy_service() {
    let service = Service::start().await;
    for path in ["/health/live", "/health/ready", "/health"] {
        let answer = service.get(path).await;
        assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.body);
        assert_eq!(answer.body, json!({"status": "ok"}), "{path}");
    }
}
