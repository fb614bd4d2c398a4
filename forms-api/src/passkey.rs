//! The service as a WebAuthn relying party (webauthn-rs): the site's address names it, so a
//! passkey made on the site works only there. A site served at an IP address cannot have
//! passkeys (WebAuthn needs a domain name; `localhost` is one), and says so.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use webauthn_rs::prelude::{CredentialID, Uuid, Webauthn, WebauthnBuilder};

/// Why the site cannot offer passkeys at its address.
pub const NO_DOMAIN: &str = "Passkeys work only when the site is served at a domain name. \
     Use a code from an authenticator app instead.";

/// The relying party for the site at `site_url`, or why there is none.
pub fn relying_party(site_url: &str) -> Result<Webauthn, &'static str> {
    let url = url::Url::parse(site_url).map_err(|_| NO_DOMAIN)?;
    let domain = url.domain().ok_or(NO_DOMAIN)?.to_string();
    let origin = url::Url::parse(&url.origin().ascii_serialization()).map_err(|_| NO_DOMAIN)?;
    WebauthnBuilder::new(&domain, &origin)
        .and_then(|builder| builder.rp_name(&domain).build())
        .map_err(|_| NO_DOMAIN)
}

/// Whether the site at `site_url` can offer passkeys at all (it is served at a domain name).
pub fn available(site_url: &str) -> bool {
    relying_party(site_url).is_ok()
}

/// The user handle a passkey is made for: derived from the account's id, so it names no
/// address and stays the same for all the account's passkeys.
pub fn user_handle(user_id: &str) -> Uuid {
    let digest = crate::secrets::sha256_hex(&[user_id]);
    let bytes = hex::decode(&digest[..32]).unwrap_or_default();
    Uuid::from_slice(&bytes).unwrap_or_default()
}

/// A credential's id as stored and shown: base64url without padding, as browsers write it.
pub fn credential_id(id: &CredentialID) -> String {
    URL_SAFE_NO_PAD.encode::<&[u8]>(id.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_domain_is_a_relying_party_and_an_ip_address_is_not() {
        assert!(relying_party("http://localhost:8080/").is_ok());
        assert!(relying_party("https://www.example.org/").is_ok());
        assert_eq!(relying_party("http://127.0.0.1:8080/").err(), Some(NO_DOMAIN));
    }

    #[test]
    fn the_user_handle_is_stable_and_differs_between_accounts() {
        assert_eq!(user_handle("a"), user_handle("a"));
        assert_ne!(user_handle("a"), user_handle("b"));
    }
}
