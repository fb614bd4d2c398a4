//! Outgoing mail through lettre: written as .eml files to an outbox folder by default (readable by
//! a person and by the tests), or sent through SMTP when configured. Every message has a
//! plain-text and an HTML part, written from the templates of `letters`.

use std::path::Path;

use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;
use crate::error::{Error, Result};
pub use crate::letters::Letter;
use crate::letters::Letters;

enum Transport {
    Outbox(AsyncFileTransport<Tokio1Executor>, std::path::PathBuf),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    pub letters: Letters,
}

impl Mailer {
    pub fn new(config: &Config) -> Result<Mailer> {
        let from: Mailbox = config.mail_from.parse().map_err(|error| {
            Error::Unusable(format!(
                "MAIL_FROM `{}` is not an address: {error}",
                config.mail_from
            ))
        })?;
        let transport = match &config.smtp {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|error| Error::Unusable(format!("SMTP_URL is not usable: {error}")))?
                    .build(),
            ),
            None => {
                ensure_writable(&config.outbox)?;
                Transport::Outbox(
                    AsyncFileTransport::new(&config.outbox),
                    config.outbox.clone(),
                )
            }
        };
        Ok(Mailer {
            transport,
            from,
            letters: Letters::new(&config.association_name, &config.contact_email)?,
        })
    }

    pub async fn send(&self, to: &str, letter: Letter) -> Result<()> {
        // A bare address only: parsed as a mailbox, `a<b@c>` would be a name and another address.
        let address: lettre::Address = to
            .parse()
            .map_err(|error| Error::Unusable(format!("cannot mail {to}: {error}")))?;
        let to = Mailbox::new(None, address);
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject)
            .multipart(MultiPart::alternative_plain_html(letter.text, letter.html))?;
        match &self.transport {
            Transport::Outbox(outbox, folder) => {
                let id = outbox.send(message).await?;
                // Mail holds codes and links: readable by the service's user alone.
                set_mode(&folder.join(format!("{id}.eml")), 0o600)
            }
            Transport::Smtp(smtp) => smtp.send(message).await.map(drop).map_err(Error::from),
        }
    }
}

fn set_mode(path: &Path, mode: u32) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
        .map_err(|error| Error::Unusable(format!("cannot restrict {}: {error}", path.display())))
}

/// The outbox exists, is the service user's alone (0700), and takes files.
fn ensure_writable(folder: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let unusable = |error: std::io::Error| {
        Error::Unusable(format!(
            "the mail outbox {} is not writable: {error}",
            folder.display()
        ))
    };
    std::fs::create_dir_all(folder).map_err(unusable)?;
    std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o700)).map_err(unusable)?;
    let probe = folder.join(".write-test");
    std::fs::write(&probe, b"")
        .and_then(|()| std::fs::remove_file(probe))
        .map_err(unusable)
}
