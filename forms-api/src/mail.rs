//! Outgoing mail through lettre. An operation writes its message (`Mailer::compose`) into the
//! mail queue in the same transaction as what the message tells of; the sender (`mail_sender`)
//! later delivers it through the `Transport`: written as .eml files to an outbox folder by default
//! (`outbox`: readable by a person and by the tests), or sent through SMTP when configured. Every message
//! has a plain-text and an HTML part, written from the templates of `letters`, and a Message-ID
//! made from its id in the queue, so a copy delivered twice can be recognised.

use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::Serialize;

use crate::config::Config;
use crate::error::{Error, Result};
use crate::language::Language;
use crate::letters::Letters;
use crate::outbox::Outbox;

/// A message ready to be queued and delivered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    /// The queue's key and the Message-ID's local part.
    pub id: String,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Writes the service's messages: the templates and the sender's address.
pub struct Mailer {
    pub letters: Letters,
}

impl Mailer {
    pub fn new(config: &Config) -> Result<Mailer> {
        Ok(Mailer { letters: Letters::new(&config.association_name, &config.contact_email)? })
    }

    /// The message `letter` (`confirm_address`, `reset_code`, ...) with these values, to `to`.
    /// An address the forms accept but lettre cannot mail is queued all the same: its delivery
    /// fails for good, and the operator sees it among the messages given up.
    pub fn compose(&self, to: &str, letter: &str, values: &impl Serialize) -> Result<Outgoing> {
        self.compose_in(Language::En, to, letter, values)
    }

    /// The message `letter` in `language` (its English version where it has none), to `to`.
    pub fn compose_in(
        &self,
        language: Language,
        to: &str,
        letter: &str,
        values: &impl Serialize,
    ) -> Result<Outgoing> {
        let letter = self.letters.write(language, letter, values)?;
        Ok(Outgoing {
            id: crate::secrets::random_id(),
            to: to.to_string(),
            subject: letter.subject,
            text: letter.text,
            html: letter.html,
        })
    }
}

/// Why a delivery failed, and whether trying again can help.
#[derive(Debug)]
pub struct DeliveryError {
    /// The server refused the message for good (an SMTP 5xx answer): no retry.
    pub permanent: bool,
    pub error: Error,
}

enum Route {
    Outbox(Outbox),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

/// Where messages go: the outbox folder or an SMTP server, from the sender's address.
pub struct Transport {
    route: Route,
    from: Mailbox,
}

impl Transport {
    pub fn new(config: &Config) -> Result<Transport> {
        let from: Mailbox = config.mail_from.parse().map_err(|error| {
            Error::Unusable(format!("MAIL_FROM `{}` is not an address: {error}", config.mail_from))
        })?;
        let route = match &config.smtp {
            Some(url) => Route::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|error| Error::Unusable(format!("SMTP_URL is not usable: {error}")))?
                    .build(),
            ),
            None => Route::Outbox(Outbox::open(&config.outbox)?),
        };
        Ok(Transport { route, from })
    }

    pub async fn deliver(&self, mail: &Outgoing) -> Result<(), DeliveryError> {
        let transient = |error: Error| DeliveryError { permanent: false, error };
        // A message that cannot be written now never can be.
        let message =
            self.message(mail).map_err(|error| DeliveryError { permanent: true, error })?;
        match &self.route {
            Route::Outbox(outbox) => {
                outbox.write(&mail.id, message.formatted()).await.map(drop).map_err(transient)
            }
            Route::Smtp(smtp) => smtp.send(message).await.map(drop).map_err(|error| {
                DeliveryError { permanent: error.is_permanent(), error: error.into() }
            }),
        }
    }

    fn message(&self, mail: &Outgoing) -> Result<Message> {
        // A bare address only: parsed as a mailbox, `a<b@c>` would be a name and another address.
        let to: lettre::Address = mail
            .to
            .parse()
            .map_err(|error| Error::Unusable(format!("cannot mail {}: {error}", mail.to)))?;
        let domain = self.from.email.domain();
        Ok(Message::builder()
            .message_id(Some(format!("<{}@{domain}>", mail.id)))
            .from(self.from.clone())
            .to(Mailbox::new(None, to))
            .subject(mail.subject.clone())
            .multipart(MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone()))?)
    }
}
