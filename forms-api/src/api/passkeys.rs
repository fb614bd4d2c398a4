//! Passkeys (WebAuthn) as a second factor: add one (the browser makes it for the options the
//! service gives), remove one, and pass the second factor with one. Each ceremony's challenge is
//! kept for the session for five minutes and answers once. The WebAuthn values travel as the
//! JSON the browser's `PublicKeyCredential` reads and writes, so the document types them loosely.

use std::sync::Arc;

use poem::Request;
use poem::web::cookie::CookieJar;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use serde_json::Value;
use webauthn_rs::prelude::{
    Passkey, PasskeyAuthentication, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Webauthn,
};

use super::Tags;
use super::cookies::{self, signed_in_hint};
use super::identity::require_recent;
use super::reply::{Failure, Message, Reply};
use super::security_notice::{FactorChange, second_factor_changed};
use super::session::{Session, SessionKey, Signing, SigningIn, User};
use super::text::Text;
use super::two_step::{FactorPassed, STAFF_KEEP_IT, staff_entry};
use crate::audit::Action;
use crate::db::NewPasskey;
use crate::passkey::{credential_id, relying_party, user_handle};
use crate::rules::{Checker, TextSize};
use crate::second_factor;
use crate::state::{State, is_https};

/// How long the browser has to answer a challenge.
const CEREMONY_SECONDS: i64 = 300;
const REGISTER: &str = "register";
const AUTHENTICATE: &str = "authenticate";
/// A member's last passkey, with no authenticator app beside it.
pub const LAST_FACTOR: &str = "This is the last way you have to pass two-step verification. To \
     stop using two-step verification, turn it off (it asks for your password); to replace this \
     passkey, add the new one first.";
const NOT_ANSWERED: &str =
    "The passkey did not answer in time, or the answer was not for this page. Try again.";

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all)]
pub struct NewPasskeyRequest {
    /// A name to tell it by, such as "Work laptop".
    pub name: Option<Text>,
    /// What `navigator.credentials.create()` answered, as JSON (`PublicKeyCredential.toJSON()`).
    pub credential: Option<Value>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all)]
pub struct PasskeySignInRequest {
    /// What `navigator.credentials.get()` answered, as JSON (`PublicKeyCredential.toJSON()`).
    pub credential: Option<Value>,
    /// Keep the browser signed in for 30 days (as asked at sign-in).
    pub remember_me: Option<bool>,
}

/// The options to give `navigator.credentials.create()` or `.get()`: `{ publicKey: … }`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CeremonyOptions {
    pub public_key: Value,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PasskeyAdded {
    pub message: String,
    /// With the account's first second factor only: ten single-use recovery codes, shown once.
    #[oai(skip_serializing_if_is_none)]
    pub recovery_codes: Option<Vec<String>>,
}

pub struct PasskeysApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users/me", tag = "Tags::TwoStep")]
impl PasskeysApi {
    /// Begin adding a passkey: the options for `navigator.credentials.create()`.
    #[oai(path = "/passkeys/options", method = "post", operation_id = "passkeyCreationOptions")]
    async fn creation_options(&self, session: Session) -> Reply<CeremonyOptions> {
        Reply::from_result(self.begin_adding(session.signing()).await)
    }

    /// Finish adding a passkey with the browser's answer. The account's first second factor
    /// comes with ten recovery codes; the owner is told by mail.
    #[oai(path = "/passkeys", method = "post", operation_id = "addPasskey")]
    async fn add(
        &self,
        session: Session,
        request: &Request,
        body: Json<NewPasskeyRequest>,
    ) -> Reply<PasskeyAdded> {
        Reply::from_result(self.finish_adding(session.signing(), request, body.0).await)
    }

    /// Remove one of the account's passkeys; not the account's last second factor (turning
    /// two-step verification off is its own operation, with the password).
    #[oai(path = "/passkeys/:id/delete", method = "post", operation_id = "removePasskey")]
    async fn remove(
        &self,
        session: Session,
        request: &Request,
        id: Path<String>,
    ) -> Reply<Message> {
        Reply::from_result(self.remove_one(session.signing(), request, &id.0).await)
    }

    /// Begin passing the second factor with a passkey: the options for
    /// `navigator.credentials.get()`, naming the account's passkeys.
    #[oai(
        path = "/second-factor/passkey/options",
        method = "post",
        operation_id = "passkeyRequestOptions"
    )]
    async fn request_options(&self, session: SigningIn) -> Reply<CeremonyOptions> {
        Reply::from_result(self.begin_passing(session.signing()).await)
    }

    /// Pass the second factor with the browser's answer: the session then counts as signed in.
    #[oai(path = "/second-factor/passkey", method = "post", operation_id = "passkeySignIn")]
    async fn sign_in(
        &self,
        session: SigningIn,
        request: &Request,
        cookies: &CookieJar,
        body: Json<PasskeySignInRequest>,
    ) -> Reply<FactorPassed> {
        Reply::from_result(self.finish_passing(session.signing(), request, cookies, body.0).await)
    }
}

impl PasskeysApi {
    fn relying_party(&self) -> Result<Webauthn, Failure> {
        relying_party(&self.state.site_url).map_err(|why| Failure::Refused(why.into()))
    }

    async fn stored_passkeys(&self, user: &User) -> Result<Vec<(String, Passkey)>, Failure> {
        let rows = self.state.db.passkeys_of(&user.id).await?;
        rows.into_iter()
            .map(|row| {
                let passkey = serde_json::from_str::<Passkey>(&row.passkey)
                    .map_err(|error| Failure::Internal(format!("a stored passkey: {error}")))?;
                Ok((row.credential_id, passkey))
            })
            .collect()
    }

    async fn begin_adding(&self, signing: Signing) -> Result<CeremonyOptions, Failure> {
        require_recent(&self.state, &signing)?;
        let Signing { user, session, .. } = signing;
        let webauthn = self.relying_party()?;
        let existing = self.stored_passkeys(&user).await?;
        let exclude = existing.iter().map(|(_, passkey)| passkey.cred_id().clone()).collect();
        let display = format!("{} {}", user.first_name, user.last_name);
        let (options, ceremony) = webauthn
            .start_passkey_registration(
                user_handle(&user.id),
                &user.email,
                display.trim(),
                Some(exclude),
            )
            .map_err(|error| Failure::Internal(format!("passkey options: {error}")))?;
        self.keep(&session, REGISTER, &ceremony).await?;
        public_key(serde_json::to_value(options))
    }

    async fn finish_adding(
        &self,
        signing: Signing,
        request: &Request,
        body: NewPasskeyRequest,
    ) -> Result<PasskeyAdded, Failure> {
        let state = &self.state;
        require_recent(state, &signing)?;
        let Signing { user, session, .. } = signing;
        let mut check = Checker::default();
        let name = check.text(
            "name",
            body.name.as_deref(),
            "Enter a name for the passkey",
            TextSize::Short,
        );
        check.finish().map_err(Failure::Invalid)?;
        let name = name.to_string();
        let credential = read::<RegisterPublicKeyCredential>(body.credential)?;
        let ceremony: PasskeyRegistration = self.take(&session, REGISTER).await?;
        let webauthn = self.relying_party()?;
        let passkey = webauthn
            .finish_passkey_registration(&credential, &ceremony)
            .map_err(|_| Failure::field("credential", NOT_ANSWERED))?;
        let now = state.clock.now();
        let first = !state.db.factor_kinds(&user.id).await?.any();
        let (codes, hashes) = second_factor::new_recovery_codes_and_hashes();
        let id = credential_id(passkey.cred_id());
        let record = serde_json::to_string(&passkey)
            .map_err(|error| Failure::Internal(format!("a passkey: {error}")))?;
        let entry = staff_entry(state, request, &user, Action::PasskeyAdded, &name).await?;
        let change = FactorChange::PasskeyAdded { name: &name };
        let notice = second_factor_changed(state, request, (&user).into(), change, now)?;
        let added = state
            .db
            .add_passkey(
                NewPasskey {
                    user_id: &user.id,
                    credential_id: &id,
                    name: &name,
                    passkey: &record,
                    recovery_hashes: first.then_some(hashes.as_slice()),
                    session_hash: session.hash(),
                    audit: entry.as_ref(),
                    notice: &notice,
                },
                now,
            )
            .await?;
        if !added {
            return Err(Failure::field("credential", "This passkey is added already."));
        }
        Ok(PasskeyAdded {
            message: format!("The passkey “{name}” is added."),
            recovery_codes: first.then_some(codes),
        })
    }

    async fn remove_one(
        &self,
        signing: Signing,
        request: &Request,
        id: &str,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        require_recent(state, &signing)?;
        let user = signing.user;
        let stored = state.db.passkeys_of(&user.id).await?;
        let Some(row) = stored.into_iter().find(|row| row.credential_id == id) else {
            return Err(Failure::NotFound("There is no such passkey.".into()));
        };
        let now = state.clock.now();
        let staff = state.db.role_of(&user.id).await?.is_some();
        let entry = staff_entry(state, request, &user, Action::PasskeyRemoved, &row.name).await?;
        let change = FactorChange::PasskeyRemoved { name: &row.name };
        let notice = second_factor_changed(state, request, (&user).into(), change, now)?;
        // Never the last factor: two-step verification would stay on with no way to pass it,
        // or go off without the password and without the owner being told so.
        let removed =
            state.db.remove_passkey(&user.id, id, true, entry.as_ref(), &notice, now).await?;
        if !removed {
            return Err(Failure::Refused(if staff { STAFF_KEEP_IT } else { LAST_FACTOR }.into()));
        }
        Ok(Message { message: format!("The passkey “{}” is removed.", row.name) })
    }

    async fn begin_passing(&self, signing: Signing) -> Result<CeremonyOptions, Failure> {
        let Signing { user, session, .. } = signing;
        let webauthn = self.relying_party()?;
        let stored = self.stored_passkeys(&user).await?;
        if stored.is_empty() {
            return Err(Failure::Refused("This account has no passkey.".into()));
        }
        let passkeys: Vec<Passkey> = stored.into_iter().map(|(_, passkey)| passkey).collect();
        let (options, ceremony) = webauthn
            .start_passkey_authentication(&passkeys)
            .map_err(|error| Failure::Internal(format!("passkey options: {error}")))?;
        self.keep(&session, AUTHENTICATE, &ceremony).await?;
        public_key(serde_json::to_value(options))
    }

    async fn finish_passing(
        &self,
        signing: Signing,
        request: &Request,
        cookies: &CookieJar,
        body: PasskeySignInRequest,
    ) -> Result<FactorPassed, Failure> {
        let state = &self.state;
        let Signing { user, session, .. } = signing;
        let credential = read::<PublicKeyCredential>(body.credential)?;
        let ceremony: PasskeyAuthentication = self.take(&session, AUTHENTICATE).await?;
        let webauthn = self.relying_party()?;
        let result = webauthn
            .finish_passkey_authentication(&credential, &ceremony)
            .map_err(|_| Failure::field("credential", NOT_ANSWERED))?;
        let id = credential_id(result.cred_id());
        let stored = self.stored_passkeys(&user).await?;
        let Some((_, mut passkey)) = stored.into_iter().find(|(stored, _)| *stored == id) else {
            return Err(Failure::field("credential", NOT_ANSWERED));
        };
        let updated = match passkey.update_credential(&result) {
            Some(true) => Some(
                serde_json::to_string(&passkey)
                    .map_err(|error| Failure::Internal(format!("a passkey: {error}")))?,
            ),
            _ => None,
        };
        let now = state.clock.now();
        let entry = staff_entry(state, request, &user, Action::SignedIn, "passkey").await?;
        let used = state
            .db
            .use_passkey(&user.id, &id, updated.as_deref(), session.hash(), entry.as_ref(), now)
            .await?;
        if !used {
            return Err(Failure::field("credential", NOT_ANSWERED));
        }
        cookies::remember_second_step(state, request, &user.id, now).await?;
        let remember = body.remember_me == Some(true);
        cookies.add(signed_in_hint(is_https(state, request), remember));
        Ok(FactorPassed {
            message: "Verified.".into(),
            recovery_codes_left: state.db.recovery_codes_left(&user.id).await?,
        })
    }

    /// Keep a ceremony's state for this session.
    async fn keep<T: serde::Serialize>(
        &self,
        session: &SessionKey,
        purpose: &str,
        ceremony: &T,
    ) -> Result<(), Failure> {
        let state = &self.state;
        let text = serde_json::to_string(ceremony)
            .map_err(|error| Failure::Internal(format!("a passkey ceremony: {error}")))?;
        let expires_at = state.clock.now() + CEREMONY_SECONDS;
        state.db.save_ceremony(session.hash(), purpose, &text, expires_at).await?;
        Ok(())
    }

    /// Take this session's ceremony (once), or refuse: none begun, or begun too long ago.
    async fn take<T: serde::de::DeserializeOwned>(
        &self,
        session: &SessionKey,
        purpose: &str,
    ) -> Result<T, Failure> {
        let state = &self.state;
        let text = state.db.take_ceremony(session.hash(), purpose, state.clock.now()).await?;
        let text = text.ok_or_else(|| Failure::field("credential", NOT_ANSWERED))?;
        serde_json::from_str(&text)
            .map_err(|error| Failure::Internal(format!("a passkey ceremony: {error}")))
    }
}

/// The browser's answer, or a field error when it is missing or not one.
fn read<T: serde::de::DeserializeOwned>(value: Option<Value>) -> Result<T, Failure> {
    let value = value.ok_or_else(|| Failure::field("credential", NOT_ANSWERED))?;
    serde_json::from_value(value).map_err(|_| Failure::field("credential", NOT_ANSWERED))
}

/// The `publicKey` member of webauthn-rs's options, as the browser takes it.
fn public_key(options: serde_json::Result<Value>) -> Result<CeremonyOptions, Failure> {
    let mut options =
        options.map_err(|error| Failure::Internal(format!("passkey options: {error}")))?;
    let public_key = options.get_mut("publicKey").map(Value::take).unwrap_or_default();
    Ok(CeremonyOptions { public_key })
}
