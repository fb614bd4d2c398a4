//! The cookies the service sets, and what each is for:
//! - `iaaii_session`: the session (HttpOnly), for the browser's calls to the service;
//! - `iaaii_signed_in`: a readable hint that a session may be alive, so pages of signed-out
//!   visitors make no request;
//! - `iaaii_device`: a browser that signed in to an account (OWASP's device cookie, HttpOnly);
//!   it stays signed-in-able past the account's ceiling on wrong passwords;
//! - `iaaii_recovery`: the browser that asked for a recovery code (HttpOnly); only it may try
//!   that code.

use std::time::Duration;

use poem::Request;
use poem::web::cookie::{Cookie, CookieJar, SameSite};

use crate::db;
use crate::lifetimes::KNOWN_CLIENT_SECONDS;
use crate::secrets;
use crate::state::{State, is_https};

pub const SESSION_COOKIE: &str = "iaaii_session";
/// A readable, non-secret cookie saying "a session may be alive": pages ask `/me` without a
/// stored token only when it is present, so signed-out visitors cost no request.
pub const SIGNED_IN_HINT: &str = "iaaii_signed_in";
pub const DEVICE_COOKIE: &str = "iaaii_device";
/// Clears the `iaaii_signed_in` hint (see `hint_cookie`), whichever scheme the page used.
pub const FORGET_HINT: &str = "iaaii_signed_in=; Path=/; Max-Age=0; SameSite=Lax";
pub const RECOVERY_COOKIE: &str = "iaaii_recovery";

pub fn session_cookie(token: &str, secure: bool) -> Cookie {
    let mut cookie = Cookie::new_with_str(SESSION_COOKIE, token);
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Lax);
    cookie.set_path("/api");
    cookie.set_secure(secure);
    cookie
}

pub fn hint_cookie(secure: bool) -> Cookie {
    let mut cookie = Cookie::new_with_str(SIGNED_IN_HINT, "1");
    cookie.set_same_site(SameSite::Lax);
    cookie.set_path("/");
    cookie.set_secure(secure);
    cookie
}

/// The signed-in hint for a session that is signed in to the end: for the browser's session, or
/// as long as the session lives when the member asked to be remembered.
pub fn signed_in_hint(secure: bool, remember: bool) -> Cookie {
    let mut hint = hint_cookie(secure);
    if remember {
        let lifetime = crate::lifetimes::SESSION_MAX_SECONDS as u64;
        hint.set_max_age(std::time::Duration::from_secs(lifetime));
    }
    hint
}

/// An HttpOnly cookie only the service's own pages send, for `lifetime`.
pub fn private_cookie(name: &str, value: &str, lifetime: i64, secure: bool) -> Cookie {
    let mut cookie = Cookie::new_with_str(name, value);
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Strict);
    cookie.set_path("/api");
    cookie.set_secure(secure);
    cookie.set_max_age(Duration::from_secs(lifetime.max(0) as u64));
    cookie
}

pub fn expired(mut cookie: Cookie) -> Cookie {
    cookie.set_max_age(Duration::ZERO);
    cookie
}

/// The value of the request's cookie `name`, when it has a non-empty one.
pub fn presented(request: &Request, name: &str) -> Option<String> {
    let value = request.cookie().get(name)?.value_str().trim().to_string();
    (!value.is_empty()).then_some(value)
}

/// How a browser's device token is remembered beside the addresses an account signs in from
/// (`known_clients`): hashed, so the table holds nothing a stranger could present.
fn device_key(token: &str) -> String {
    format!("device:{}", secrets::sha256_hex(&[token]))
}

/// Whether the request comes from a browser that signed in to the account lately.
pub async fn is_known_device(
    state: &State,
    request: &Request,
    user_id: &str,
    now: i64,
) -> db::Result<bool> {
    let Some(token) = presented(request, DEVICE_COOKIE) else {
        return Ok(false);
    };
    state.db.is_known_client(user_id, &device_key(&token), now - KNOWN_CLIENT_SECONDS).await
}

/// The request's browser, when it has passed the account's second step before (lately): the
/// hash its guesses at codes are counted under, apart from strangers'.
pub async fn second_step_device(
    state: &State,
    request: &Request,
    user_id: &str,
    now: i64,
) -> db::Result<Option<String>> {
    let Some(token) = presented(request, DEVICE_COOKIE) else {
        return Ok(None);
    };
    let key = second_step_key(&token);
    let known = state.db.is_known_client(user_id, &key, now - KNOWN_CLIENT_SECONDS).await?;
    Ok(known.then_some(key))
}

/// Remember the request's browser (its device cookie) as one that passed the account's second
/// step; a browser without one is not remembered (sign-in gives every browser one).
pub async fn remember_second_step(
    state: &State,
    request: &Request,
    user_id: &str,
    now: i64,
) -> db::Result<()> {
    match presented(request, DEVICE_COOKIE) {
        Some(token) => state.db.remember_client(user_id, &second_step_key(&token), now).await,
        None => Ok(()),
    }
}

fn second_step_key(token: &str) -> String {
    format!("second-step:{}", secrets::sha256_hex(&[token]))
}

/// Remember the request's browser as one the account's owner uses (its device cookie, or a new
/// one), for `KNOWN_CLIENT_SECONDS` from now.
pub async fn remember_device(
    state: &State,
    request: &Request,
    cookies: &CookieJar,
    user_id: &str,
    now: i64,
) -> db::Result<()> {
    let token = presented(request, DEVICE_COOKIE).unwrap_or_else(secrets::random_token);
    state.db.remember_client(user_id, &device_key(&token), now).await?;
    let secure = is_https(state, request);
    cookies.add(private_cookie(DEVICE_COOKIE, &token, KNOWN_CLIENT_SECONDS, secure));
    Ok(())
}
