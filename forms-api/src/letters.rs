//! The messages the service sends, as templates in `forms-api/templates/mail/`: for each, a
//! subject, a plain-text body and an HTML body, the bodies in a shared layout with the
//! association's name and address; in French and Spanish in `fr/` and `es/` beside them (the
//! staff's notices in English only). The HTML is autoescaped, so a name or a note someone typed
//! is shown as text, never as markup.

use serde::Serialize;
use tera::{Context, Tera};

use crate::error::Error;
use crate::language::Language;

/// One message: subject, plain text, and HTML.
pub struct Letter {
    pub subject: String,
    pub text: String,
    pub html: String,
}

macro_rules! mail_templates {
    ($($name:expr),* $(,)?) => {
        [$(($name, include_str!(concat!("../templates/mail/", $name)))),*]
    };
}

/// The messages, each as subject, text and HTML.
macro_rules! letter_parts {
    ($prefix:literal: $($letter:literal),* $(,)?) => {
        mail_templates![
            concat!($prefix, "layout.txt"),
            concat!($prefix, "layout.html"),
            $(concat!($prefix, $letter, ".subject"), concat!($prefix, $letter, ".txt"), concat!($prefix, $letter, ".html")),*
        ]
    };
}

/// Every message in English.
const TEMPLATES: [(&str, &str); 38] = letter_parts!["":
    "confirm_address", "signup_attempt", "reset_code", "application_staff",
    "application_received", "confirm_application", "application_digest", "decision",
    "data_copy", "account_deleted", "password_changed", "second_factor_changed",
];

/// The messages members and applicants receive, in French and Spanish.
const FRENCH: [(&str, &str); 32] = letter_parts!["fr/":
    "confirm_address", "signup_attempt", "reset_code", "application_received",
    "confirm_application", "decision", "data_copy", "account_deleted", "password_changed",
    "second_factor_changed",
];
const SPANISH: [(&str, &str); 32] = letter_parts!["es/":
    "confirm_address", "signup_attempt", "reset_code", "application_received",
    "confirm_application", "decision", "data_copy", "account_deleted", "password_changed",
    "second_factor_changed",
];

/// A name a stranger may have typed, as a mail to someone else's address carries it: at most 24
/// characters, so the association's mail cannot be used to send anyone a message.
pub fn short_name(name: &str) -> String {
    let mut short: String = name.chars().take(24).collect();
    if short.len() < name.len() {
        short.push('…');
    }
    short
}

pub struct Letters {
    tera: Tera,
}

impl Letters {
    /// The templates, with the association's name and contact address for every message.
    pub fn new(association: &str, contact: &str) -> Result<Letters, Error> {
        let mut tera = Tera::default();
        tera.autoescape_on(vec![".html"]);
        tera.add_raw_templates(TEMPLATES.into_iter().chain(FRENCH).chain(SPANISH))?;
        let global = tera.global_context();
        global.insert("association", association);
        global.insert("contact", contact);
        Ok(Letters { tera })
    }

    /// The message `name` (`confirm_address`, `reset_code`, ...) in `language` with these
    /// values; in English when the message has no version in that language.
    pub fn write(
        &self,
        language: Language,
        name: &str,
        values: &impl Serialize,
    ) -> Result<Letter, Error> {
        let context = Context::from_serialize(values)?;
        let localized = format!("{}/{name}", language.code());
        let base = if self.tera.contains_template(&format!("{localized}.subject")) {
            localized
        } else {
            name.to_string()
        };
        let render = |part: &str| self.tera.render(&format!("{base}.{part}"), &context);
        Ok(Letter {
            subject: render("subject")?.trim().to_string(),
            text: render("txt")?,
            html: render("html")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_is_escaped_and_text_is_not() {
        let letters = Letters::new("The <Association>", "info@example.org").unwrap();
        let values = serde_json::json!({
            "first_name": "<b>Ada</b> & co",
            "reference": "IAAII-2026-00001",
        });
        let letter = letters.write(Language::En, "application_received", &values).unwrap();
        assert_eq!(letter.subject, "We have received your application to the The <Association>");
        assert!(letter.text.starts_with("Dear <b>Ada</b> & co,\n\n"));
        assert!(letter.text.ends_with("\n\n-- \nThe <Association> | info@example.org\n"));
        assert!(letter.html.contains("<p>Dear &lt;b&gt;Ada&lt;/b&gt; &amp; co,</p>"));
        assert!(letter.html.contains("The &lt;Association&gt; &middot; info@example.org"));
    }

    #[test]
    fn names_in_mail_to_others_are_cut_short() {
        assert_eq!(short_name("Ada"), "Ada");
        assert_eq!(
            short_name("Buy cheap watches at evil.example now"),
            "Buy cheap watches at evi…"
        );
        assert_eq!(short_name(&"é".repeat(30)).chars().count(), 25);
    }

    #[test]
    fn every_message_renders() {
        let letters = Letters::new("IAAII", "info@example.org").unwrap();
        let values = serde_json::json!({
            "first_name": "Ada", "link": "https://example.org/x", "sign_in": "s", "reset": "r",
            "code": "123456", "name": "Ada L", "rows": [{"label": "Email", "value": "a@b.c"}],
            "reference": "IAAII-2026-00001", "outcome": "Accepted.", "note": "Welcome",
            "profile": "https://example.org/profile", "when": "24 November 2026",
            "change_password": "https://example.org/account-settings", "email": "a@b.c",
            "privacy": "https://example.org/privacy", "bound": 5, "since": "2026-11-25T09:00:00Z",
            "how": "in Account Settings", "from": "192.0.2.1", "sent_applications": 1,
            "change": "set up", "what": "was set up",
            "applications": [{"reference": "IAAII-2026-00001", "name": "Ada L",
                              "membership_type": "regular", "country": "France"}],
        });
        for name in [
            "confirm_address",
            "signup_attempt",
            "reset_code",
            "application_staff",
            "application_received",
            "confirm_application",
            "application_digest",
            "decision",
            "data_copy",
            "account_deleted",
            "password_changed",
            "second_factor_changed",
        ] {
            for language in Language::ALL {
                let letter = letters.write(language, name, &values).unwrap();
                assert!(!letter.subject.is_empty() && !letter.text.is_empty(), "{name}");
            }
        }
    }
}
