//! Requests from other sites change nothing: every state-changing operation refuses a request
//! whose Origin or Sec-Fetch-Site shows another site, unless that site is an allowed origin.

use crate::common;

use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;
use serde_json::json;

const EVIL: &str = "https://evil.example";

#[tokio::test]
async fn a_cross_site_logout_with_the_session_cookie_is_refused_and_the_session_lives() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    // The browser client keeps the session cookie and sends it, as a browser would.
    let refused = service
        .browser
        .post(format!("{}/users/logout", service.base))
        .header("Origin", EVIL)
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(
        body,
        json!({"code": "forbidden", "message": "Requests from other sites are not accepted."})
    );
    assert_eq!(service.get("/users/me").await.status, StatusCode::OK);
}

#[tokio::test]
async fn every_state_changing_operation_refuses_another_site() {
    let service = Service::start().await;
    let document = service.get("/openapi.json").await.body;
    let mut checked = 0;
    for (path, operations) in document["paths"].as_object().unwrap() {
        for method in operations.as_object().unwrap().keys() {
            if method == "get" {
                continue;
            }
            for headers in [
                vec![("Origin", EVIL)],
                vec![("Sec-Fetch-Site", "cross-site")],
                vec![("Origin", EVIL), ("Sec-Fetch-Site", "same-site")],
                vec![("Origin", "null")],
            ] {
                let mut request = reqwest::Client::new()
                    .post(format!("{}{path}", service.base))
                    .json(&json!({"email": "ada@example.org"}));
                for (name, value) in &headers {
                    request = request.header(*name, *value);
                }
                let status = request.send().await.unwrap().status();
                assert_eq!(status, StatusCode::FORBIDDEN, "{method} {path} {headers:?}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "{checked} requests checked");
    assert_eq!(service.count("SELECT COUNT(*) FROM users").await, 0);
}

#[tokio::test]
async fn the_same_origin_and_programs_without_browser_headers_are_served() {
    let service = Service::start().await;
    let own_origin = service.base.trim_end_matches("/api").to_string();
    for headers in [
        vec![("Origin", own_origin.as_str())],
        vec![("Sec-Fetch-Site", "same-origin"), ("Origin", own_origin.as_str())],
        vec![("Sec-Fetch-Site", "none")],
        vec![],
    ] {
        let mut request = reqwest::Client::new()
            .post(format!("{}/users/login", service.base))
            .json(&json!({"email": "ada@example.org", "password": "Wrong-Password-1"}));
        for (name, value) in &headers {
            request = request.header(*name, *value);
        }
        let status = request.send().await.unwrap().status();
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{headers:?}");
    }
}

#[tokio::test]
async fn an_allowed_origin_may_call_across_sites_and_answers_vary_by_origin() {
    let site = "https://www.example.org";
    let service = Service::start_with(|config| config.allowed_origins = vec![site.into()]).await;
    let response = reqwest::Client::new()
        .post(format!("{}/users/login", service.base))
        .header("Origin", site)
        .header("Sec-Fetch-Site", "same-site")
        .json(&json!({"email": "ada@example.org", "password": "Wrong-Password-1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(response.headers()["access-control-allow-origin"], site);
    let vary: Vec<&str> =
        response.headers().get_all("vary").iter().map(|v| v.to_str().unwrap()).collect();
    assert!(vary.iter().any(|v| v.contains("Origin")), "{vary:?}");
    let other = reqwest::Client::new()
        .post(format!("{}/users/login", service.base))
        .header("Origin", EVIL)
        .json(&json!({"email": "ada@example.org", "password": "Wrong-Password-1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::FORBIDDEN);
}
