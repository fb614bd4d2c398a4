//! The probe's checks of the outbox: no mail for what was refused, mail for each application
//! accepted (to the staff and to exactly the address stored, with nothing injected), and the
//! links it carries.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use reqwest::Method;
use reqwest::header::HeaderMap;

use super::*;

impl Probe<'_> {
    /// Follow the newest link to confirm an application (mailed after the submission's answer);
    /// the confirmation's reply, or None (noted) when no link came. The mail queue's worker may
    /// wait its turn for a core on a busy machine: 10 s was once not enough on 2 cores.
    pub async fn follow_application_link(&mut self, label: &str) -> Option<Reply> {
        let deadline = Instant::now() + Duration::from_secs(30);
        let token = loop {
            let unread: Vec<PathBuf> = self
                .new_mail()
                .into_iter()
                .filter(|path| !self.links_followed.contains(path))
                .collect();
            let mut links = Vec::new();
            for path in unread {
                let mail = Mail::read(&path);
                links.extend(mail.parts.iter().find_map(|(_, text)| {
                    let at = text.find("confirm-application#token=")? + 26;
                    Some(text[at..].chars().take_while(char::is_ascii_hexdigit).collect::<String>())
                }));
                self.links_followed.insert(path);
            }
            if let Some(token) = links.into_iter().last() {
                break token;
            }
            if Instant::now() > deadline {
                self.fail(label, "no link to confirm the application was mailed");
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        let body = serde_json::json!({ "token": token }).to_string().into_bytes();
        Some(
            self.send(Method::POST, "/users/confirm-application", Some(body), HeaderMap::new())
                .await,
        )
    }

    /// Mail is written after the answer, from the queue: once it has none due, there must be none.
    pub async fn expect_no_new_mail(&mut self) {
        self.service.mail_settled().await;
        let new = self.new_mail();
        if !new.is_empty() {
            let first = Mail::read(&new[0]);
            self.fail(
                "outbox",
                format!(
                    "{} messages for refused requests, the first: {}",
                    new.len(),
                    brief(&first.headers)
                ),
            );
        }
    }

    /// Each accepted application mailed the staff (and the applicant, where lettre can address
    /// them); every message belongs to an accepted application, goes to the staff or to exactly
    /// the address stored, has no injected header, and its HTML carries no markup of the value.
    pub async fn expect_mail_only_for(&mut self, accepted: &BTreeMap<String, Accepted>) {
        // Mail goes out after the answers, from the queue: wait until it has none due.
        self.service.mail_settled().await;
        let mut staff_mailed = BTreeSet::new();
        for path in self.new_mail() {
            let mail = Mail::read(&path);
            let name = path.file_name().unwrap_or_default().to_string_lossy().to_string();
            let Some(reference) = mail.reference() else {
                let link_to_an_applicant =
                    mail.parts.iter().any(|(_, text)| text.contains("confirm-application#token="))
                        && accepted.values().any(|application| mail.is_to(&application.email));
                if !link_to_an_applicant {
                    self.fail(&format!("mail {name}"), "belongs to no application");
                }
                continue;
            };
            let Some(application) = accepted.get(&reference) else {
                self.fail(&format!("mail {name}"), format!("for {reference}, which was refused"));
                continue;
            };
            let label = &application.label;
            if mail.is_to("staff@example.org") {
                staff_mailed.insert(reference.clone());
            } else if !mail.is_to(&application.email) {
                let to = mail.recipient_line();
                self.fail(
                    label,
                    format!(
                        "mail {name} went to {to:?}, not to the stored address {:?}",
                        application.email
                    ),
                );
            }
            let sent = application.text.as_deref().unwrap_or("").trim();
            for problem in mail.problems(sent) {
                self.fail(label, format!("mail {name}: {problem}"));
            }
        }
        for (reference, application) in accepted {
            if !staff_mailed.contains(reference) {
                self.fail(&application.label, format!("the staff were not told of {reference}"));
            }
        }
    }

    pub fn new_mail(&self) -> Vec<PathBuf> {
        mail_files(&self.service.outbox()).difference(&self.mail_before).cloned().collect()
    }
}

/// An application the service stored: the case that sent it, the hostile text it carried and
/// the address it was stored with, to check its mail against.
pub struct Accepted {
    pub label: String,
    pub text: Option<String>,
    pub email: String,
}
