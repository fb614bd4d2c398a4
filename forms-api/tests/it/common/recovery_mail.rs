//! Password recovery through the outbox: a code asked for and read from its message, and the
//! reset token it is exchanged for.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use super::{Service, outbox};

impl Service {
    /// Ask for a recovery code and read it from the mail.
    pub async fn request_code(&self, email: &str) -> String {
        let mail = self.request_code_mail(email).await;
        outbox::code_in(&mail).expect("the code is in the mail")
    }

    /// Ask for a recovery code; the new message that carries it. Other mail to the address may
    /// still be on its way (the notice of a password just changed), so the message is found by
    /// its code, not by its place in the outbox.
    pub async fn request_code_mail(&self, email: &str) -> String {
        let before = self.mail_to(email);
        let answer = self.post("/users/forgot-password", json!({"email": email})).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        for _ in 0..100 {
            let mails = self.mail_to(email);
            let new = mails.into_iter().filter(|mail| !before.contains(mail));
            if let Some(mail) = new.into_iter().find(|mail| outbox::code_in(mail).is_some()) {
                return mail;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{email} received no new code; outbox has {:?}", self.mail_to(email));
    }

    /// Ask for a recovery code, read it from the mail and exchange it for a reset token.
    pub async fn reset_token(&self, email: &str) -> String {
        let code: i64 = self.request_code(email).await.parse().unwrap();
        let verified = self.post("/users/verify-otp", json!({"email": email, "otp": code})).await;
        assert_eq!(verified.status, StatusCode::OK, "{}", verified.body);
        verified.body["resetToken"].as_str().unwrap().to_string()
    }
}
