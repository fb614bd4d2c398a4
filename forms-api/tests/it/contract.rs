//! The service's OpenAPI document is the contract the islands are typed from: `openapi.json`
//! beside this crate is what `site/src/lib/api-types.ts` is generated from, and this test fails
//! when the service's document has moved on from it. After a deliberate change to the API:
//!   UPDATE_OPENAPI=1 cargo test -p forms-api --test it contract::
//!   (cd site && npm run api-types)

use crate::common;

use common::Service;
use serde_json::Value;

const COMMITTED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json");

#[tokio::test]
async fn the_committed_document_is_the_one_the_service_publishes() {
    let service = Service::start().await;
    let published = service.get("/openapi.json").await.body;
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        let pretty = serde_json::to_string_pretty(&published).expect("a document serialises");
        std::fs::write(COMMITTED, pretty + "\n").expect("forms-api/openapi.json is writable");
        return;
    }
    let committed: Value = std::fs::read_to_string(COMMITTED)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(Value::Null);
    assert!(
        committed == published,
        "forms-api/openapi.json is not the document the service publishes; after a deliberate \
         change to the API run `UPDATE_OPENAPI=1 cargo test -p forms-api --test it contract::`, then \
         `npm run api-types` in site/, and commit both files"
    );
}

#[tokio::test]
async fn operations_for_members_declare_the_session_scheme() {
    let service = Service::start().await;
    let document = service.get("/openapi.json").await.body;
    let schemes = &document["components"]["securitySchemes"];
    assert_eq!(schemes["BearerSession"]["scheme"], "bearer");
    assert_eq!(schemes["CookieSession"]["in"], "cookie");
    assert_eq!(schemes["CookieSession"]["name"], "iaaii_session");
    for (path, method) in [
        ("/users/me", "get"),
        ("/users/change-password", "post"),
        ("/users/me/applications", "get"),
    ] {
        let security = &document["paths"][path][method]["security"];
        assert_eq!(
            security,
            &serde_json::json!([{ "BearerSession": [] }, { "CookieSession": [] }]),
            "{method} {path}"
        );
    }
}
