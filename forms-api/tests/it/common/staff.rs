//! Staff members for the workspace's tests: an account signed up and confirmed as a member does,
//! given a role as the operator does (`forms-api staff grant`), signed in with a browser of its
//! own, and past two-step verification set up with the code an authenticator app would show.

use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use forms_api::second_factor::code_at;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::{Answer, Service, answer};

pub const PASSWORD: &str = "Analytical-Engine-1843";

pub struct StaffBrowser {
    pub email: String,
    pub client: reqwest::Client,
    pub secret: String,
    pub recovery_codes: Vec<String>,
}

impl StaffBrowser {
    pub async fn get(&self, service: &Service, path: &str) -> Answer {
        answer(self.client.get(format!("{}{path}", service.base)).send().await.unwrap()).await
    }

    pub async fn post(&self, service: &Service, path: &str, body: Value) -> Answer {
        service.post_with(&self.client, path, body).await
    }
}

/// A new member `email`, signed up and confirmed, signed in with a browser of their own.
pub async fn member(service: &Service, email: &str) -> reqwest::Client {
    let signed_up = service.sign_up(email, PASSWORD).await;
    assert_eq!(signed_up.status, StatusCode::OK, "{}", signed_up.body);
    signed_in(service, email).await
}

/// Another browser signed in as the existing account `email`.
pub async fn signed_in(service: &Service, email: &str) -> reqwest::Client {
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = service
        .post_with(&client, "/users/login", json!({ "email": email, "password": PASSWORD }))
        .await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    client
}

/// Grant `role` to `email` as the operator's command does.
pub async fn grant(service: &Service, email: &str, role: Role) {
    let now = service.clock.now();
    forms_api::staff_commands::grant(&service.database, email, role, now).await.unwrap();
}

/// A staff member with `role`, signed in and past two-step verification set up just now.
pub async fn staff(service: &Service, email: &str, role: Role) -> StaffBrowser {
    let client = member(service, email).await;
    grant(service, email, role).await;
    let setup = service.post_with(&client, "/users/me/second-factor/setup", json!({})).await;
    assert_eq!(setup.status, StatusCode::OK, "{}", setup.body);
    let secret = setup.body["secret"].as_str().unwrap().to_string();
    let code = code_at(&secret, service.clock.now()).unwrap();
    let confirmed = service
        .post_with(&client, "/users/me/second-factor/confirm", json!({ "code": code }))
        .await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
    let recovery_codes = confirmed.body["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|code| code.as_str().unwrap().to_string())
        .collect();
    StaffBrowser { email: email.to_string(), client, secret, recovery_codes }
}
