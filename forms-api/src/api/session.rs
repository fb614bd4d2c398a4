//! The signed-in member as a declared security scheme: an operation that takes a `Session`
//! parameter is only reached with a live session, sent as the `iaaii_session` cookie (browsers)
//! or an `Authorization: Bearer` token (other clients), and the OpenAPI document says so. The
//! session is the one the request presents (`credential`), and the scheme's value carries it.
//!
//! A session of an account with a second factor counts as signed in only once it has passed
//! it: until then `Session` refuses it (401, saying to finish signing in), and only the
//! operations that pass the second factor take it, as `SigningIn`.

use std::sync::Arc;

use poem::Request;
use poem::http::StatusCode;
use poem_openapi::auth::{ApiKey, Bearer};
use poem_openapi::{Object, SecurityScheme};

use super::credential::Presented;
use crate::db;
use crate::lifetimes::SESSION_IDLE_SECONDS;
use crate::secrets;
use crate::state::State;

pub const SIGNED_OUT: &str = "You are not signed in.";
/// A session that has not passed its account's second factor yet.
pub const FINISH_SIGNING_IN: &str = "Finish signing in: enter a code from your authenticator \
     app or a recovery code, or use your passkey.";

/// The signed-in member, as every operation that needs one answers it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct User {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    #[oai(rename = "_id")]
    pub id: String,
    /// The language the account's mail is written in (`en`, `fr` or `es`): the one it signed up in.
    pub language: String,
}

impl User {
    pub fn language(&self) -> crate::language::Language {
        crate::language::Language::of(&self.language)
    }
}

impl From<db::UserRow> for User {
    fn from(row: db::UserRow) -> Self {
        let language = row.language.code().to_string();
        User {
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            id: row.id,
            language,
        }
    }
}

/// Which session authenticated a request: the stored hash of its token. Whatever changes a
/// session (passing the second factor, a passkey ceremony, confirming the owner's identity) acts
/// on this one, never on one read again from the headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionKey(String);

impl SessionKey {
    pub fn of_token(token: &str) -> SessionKey {
        SessionKey(secrets::sha256_hex(&[token.trim()]))
    }

    /// The hash the database keeps the session under.
    pub fn hash(&self) -> &str {
        &self.0
    }
}

/// A live session's member and the session itself.
#[derive(Debug, Clone)]
pub struct Signing {
    pub user: User,
    pub session: SessionKey,
    /// Whether the session has yet to pass the account's second factor.
    pub pending: bool,
    /// When the owner last proved themselves in this session (the password at sign-in or since,
    /// or a second-step check): the account's guards ask for it to be recent (`identity`).
    pub proved_at: i64,
}

/// A session token sent as `Authorization: Bearer <token>` (the word in any case).
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "member_of_bearer")]
pub struct BearerSession(Signing);

/// The session cookie set by sign-in (HttpOnly, for the browser).
#[derive(SecurityScheme)]
#[oai(ty = "api_key", key_name = "iaaii_session", key_in = "cookie", checker = "member_of_cookie")]
pub struct CookieSession(Signing);

/// The member of the request's session, by bearer token or cookie, signed in to the end.
#[derive(SecurityScheme)]
pub enum Session {
    Bearer(BearerSession),
    Cookie(CookieSession),
}

impl Session {
    pub fn member(self) -> User {
        self.signing().user
    }

    /// The member and the session that authenticated the request.
    pub fn signing(self) -> Signing {
        match self {
            Session::Bearer(BearerSession(signing)) | Session::Cookie(CookieSession(signing)) => {
                signing
            }
        }
    }
}

/// A live session, whether or not it has passed its second factor (bearer token).
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "signing_in_of_bearer")]
pub struct BearerSigningIn(Signing);

/// A live session, whether or not it has passed its second factor (cookie).
#[derive(SecurityScheme)]
#[oai(
    ty = "api_key",
    key_name = "iaaii_session",
    key_in = "cookie",
    checker = "signing_in_of_cookie"
)]
pub struct CookieSigningIn(Signing);

/// The member of the request's live session, for the operations that pass the second factor.
#[derive(SecurityScheme)]
pub enum SigningIn {
    Bearer(BearerSigningIn),
    Cookie(CookieSigningIn),
}

impl SigningIn {
    pub fn signing(self) -> Signing {
        match self {
            SigningIn::Bearer(BearerSigningIn(signing))
            | SigningIn::Cookie(CookieSigningIn(signing)) => signing,
        }
    }
}

/// What the session check found a session waiting for (the 401 then says so).
#[derive(Debug, thiserror::Error)]
#[error("{FINISH_SIGNING_IN}")]
pub struct SecondFactorPending;

/// The member of the request's live session, if any, for an operation open to everyone that
/// does more for a member (not declared as a security scheme: a visitor is welcome too).
pub async fn signed_in(request: &Request) -> Option<User> {
    let token = Presented::of(request)?;
    member(request, token).await.ok().map(|signing| signing.user)
}

async fn member_of_bearer(request: &Request, bearer: Bearer) -> poem::Result<Signing> {
    member(request, the_presented(request, &bearer.token)?).await
}

async fn member_of_cookie(request: &Request, key: ApiKey) -> poem::Result<Signing> {
    member(request, the_presented(request, &key.key)?).await
}

async fn signing_in_of_bearer(request: &Request, bearer: Bearer) -> poem::Result<Signing> {
    live_session(request, the_presented(request, &bearer.token)?).await
}

async fn signing_in_of_cookie(request: &Request, key: ApiKey) -> poem::Result<Signing> {
    live_session(request, the_presented(request, &key.key)?).await
}

/// The token the scheme found, when it is the one the request presents (`credential`): a
/// request is authenticated by one session only, whichever scheme looked.
fn the_presented<'a>(request: &'a Request, found: &str) -> poem::Result<&'a str> {
    match Presented::of(request) {
        Some(token) if token == found.trim() => Ok(token),
        _ => Err(poem::Error::from_status(StatusCode::UNAUTHORIZED)),
    }
}

/// The member whose live session this token opens, once it has passed any second factor; else
/// 401 (and `http` tells the browser to forget that it thought itself signed in).
async fn member(request: &Request, token: &str) -> poem::Result<Signing> {
    let signing = live_session(request, token).await?;
    if signing.pending {
        return Err(poem::Error::new(SecondFactorPending, StatusCode::UNAUTHORIZED));
    }
    Ok(signing)
}

/// The member whose live session this token opens, passed or not; else 401.
async fn live_session(request: &Request, token: &str) -> poem::Result<Signing> {
    let Some(state) = request.data::<Arc<State>>() else {
        return Err(poem::Error::from_status(StatusCode::INTERNAL_SERVER_ERROR));
    };
    let session = SessionKey::of_token(token);
    let found =
        state.db.session_user(session.hash(), state.clock.now(), SESSION_IDLE_SECONDS).await;
    match found {
        Ok(Some(row)) => Ok(Signing {
            user: User::from(row.user),
            session,
            pending: row.pending,
            proved_at: row.proved_at,
        }),
        Ok(None) => Err(poem::Error::from_status(StatusCode::UNAUTHORIZED)),
        Err(error) => {
            tracing::error!("reading a session failed: {error}");
            Err(poem::Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))
        }
    }
}
