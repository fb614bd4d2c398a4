//! What answers and files give away: no answer is kept by a cache, none can be framed or run as
//! a page, the docs page runs only its own scripts, and mail files are the service's alone.

use crate::common;

use std::os::unix::fs::PermissionsExt;

use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;

#[tokio::test]
async fn every_answer_is_no_store_nosniff_and_runs_nothing() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let signed_in = service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    let me = service.get("/users/me").await;
    let refused = service.sign_in("ada@example.org", "Wrong-Password-1").await;
    let missing = reqwest::get(format!("{}/no-such-endpoint", service.base)).await.unwrap();
    let document = reqwest::get(format!("{}/openapi.json", service.base)).await.unwrap();
    let health = service.get("/health").await;
    for (what, headers) in [
        ("sign-in (a token)", &signed_in.headers),
        ("me (personal data)", &me.headers),
        ("a 401", &refused.headers),
        ("a 404", missing.headers()),
        ("the document", document.headers()),
        ("health", &health.headers),
    ] {
        assert_eq!(headers["cache-control"], "no-store", "{what}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{what}");
        assert_eq!(
            headers["content-security-policy"], "default-src 'none'; frame-ancestors 'none'",
            "{what}"
        );
    }
}

#[tokio::test]
async fn the_docs_page_has_a_strict_policy_of_its_own() {
    let service = Service::start().await;
    let response = reqwest::get(format!("{}/docs", service.base)).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    let page = response.text().await.unwrap();
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(policy.starts_with("default-src 'none'; script-src 'sha256-"), "{policy}");
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    assert!(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"), "{policy}");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["cache-control"], "no-store");
    // Every inline block of the page is allowed by its hash, and nothing more.
    assert_eq!(policy, forms_api::docs_page::policy_for(&page));
    // The page's style sheet, the Swagger UI bundle and the script that starts it.
    assert_eq!(policy.matches("'sha256-").count(), 3, "{policy}");
    // Only that path: any other below it is unknown.
    for path in ["/docs/", "/docs/anything", "/docs/swagger-ui.css"] {
        let other = reqwest::get(format!("{}{path}", service.base)).await.unwrap();
        assert_eq!(other.status(), StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn mail_is_readable_by_the_service_user_alone() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let folder = std::fs::metadata(service.outbox()).unwrap();
    assert_eq!(folder.permissions().mode() & 0o777, 0o700);
    let files: Vec<_> = std::fs::read_dir(service.outbox()).unwrap().flatten().collect();
    assert!(!files.is_empty());
    for file in files {
        let mode = file.metadata().unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{}", file.path().display());
    }
}
