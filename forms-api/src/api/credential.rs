//! The one session credential a request presents, read in one place before any operation runs.
//!
//! A session can be presented as an `Authorization: Bearer` token or as the `iaaii_session`
//! cookie. A request that presents two that disagree (a bearer and a cookie, two cookies, two
//! `Authorization` headers) is refused with 400 here: otherwise one part of the service could
//! authenticate one session while another acted on the other (the second step of a victim's
//! sign-in passed with the attacker's own code). The scheme word is matched in any case
//! (RFC 9110 §11.1). What is found is kept on the request as [`Presented`]; the session scheme
//! (`api::session`) accepts a session only when it is the one presented, and operations open to
//! visitors (sign-out, an application) read it from there, never from the headers again.

use poem::http::{HeaderMap, StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response};

use super::cookies::{FORGET_HINT, SESSION_COOKIE};

/// The `code` of the refusal: `reply::ErrorCode::ConflictingCredentials` (a test there holds the
/// two together; this module answers before any operation, so it does not use that one).
pub const CONFLICT_CODE: &str = "conflicting_credentials";

/// Said when a request presents two different sessions.
pub const TWO_SESSIONS: &str = "This request carries two different sign-ins, so it was refused. \
     Sign out, then sign in again.";

/// The session token a request presents, if any: the only one the service acts on.
#[derive(Debug, Clone, Default)]
pub struct Presented(Option<String>);

impl Presented {
    /// The token presented, if any.
    pub fn token(&self) -> Option<&str> {
        self.0.as_deref()
    }

    /// What the request presents (None when `one_identity` has not run, as for `/metrics`).
    pub fn of(request: &Request) -> Option<&str> {
        request.data::<Presented>().and_then(Presented::token)
    }
}

/// Why a request's credentials are refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Conflict {
    TwoAuthorizations,
    TwoCookies,
    BearerAndCookieDisagree,
}

/// The one session token the headers present, or why they present more than one.
pub fn presented(headers: &HeaderMap) -> Result<Option<String>, Conflict> {
    let mut authorizations = headers.get_all(header::AUTHORIZATION).iter();
    let authorization = authorizations.next();
    if authorizations.next().is_some() {
        return Err(Conflict::TwoAuthorizations);
    }
    let bearer = authorization.and_then(|value| value.to_str().ok()).and_then(bearer_token);
    let mut cookie: Option<&str> = None;
    for value in headers.get_all(header::COOKIE) {
        let Ok(value) = value.to_str() else { continue };
        for pair in value.split(';') {
            let Some((name, token)) = pair.trim().split_once('=') else { continue };
            if name.trim() != SESSION_COOKIE {
                continue;
            }
            let token = token.trim().trim_matches('"');
            match cookie {
                Some(seen) if seen != token => return Err(Conflict::TwoCookies),
                _ => cookie = Some(token),
            }
        }
    }
    // An emptied cookie (as sign-out leaves it) presents nothing.
    let cookie = cookie.filter(|token| !token.is_empty());
    match (bearer, cookie) {
        (Some(bearer), Some(cookie)) if bearer != cookie => Err(Conflict::BearerAndCookieDisagree),
        (Some(bearer), _) => Ok(Some(bearer.to_string())),
        (None, cookie) => Ok(cookie.map(str::to_string)),
    }
}

/// The token of a `Bearer` authorization, the scheme in any case; None for another scheme.
fn bearer_token(value: &str) -> Option<&str> {
    let (scheme, token) = value.trim().split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

/// Middleware: keep the request's one credential for the operations, or refuse it (400) when
/// it presents two; the refusal also tells the browser to forget its cookie and hint, so the
/// page's next request presents one sign-in (its stored token) and works.
pub async fn one_identity<E: Endpoint>(next: E, mut request: Request) -> poem::Result<Response> {
    // Health reads no session, and probes expect only its documented answers.
    if request.uri().path().starts_with("/health") {
        return Ok(next.call(request).await?.into_response());
    }
    match presented(request.headers()) {
        Ok(token) => {
            request.set_data(Presented(token));
            Ok(next.call(request).await?.into_response())
        }
        Err(conflict) => {
            tracing::warn!(?conflict, "refused a request presenting two sessions");
            let body = serde_json::json!({
                "code": CONFLICT_CODE,
                "message": TWO_SESSIONS,
            });
            Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .content_type("application/json; charset=utf-8")
                .header(header::SET_COOKIE, "iaaii_session=; Path=/api; Max-Age=0; HttpOnly")
                .header(header::SET_COOKIE, FORGET_HINT)
                .body(body.to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Conflict, presented};
    use poem::http::{HeaderMap, HeaderValue, header};

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn one_credential_in_any_form_is_presented() {
        for auth in ["Bearer abc", "bearer abc", "BEARER abc", "bEaReR   abc "] {
            let map = headers(&[(header::AUTHORIZATION, auth)]);
            assert_eq!(presented(&map), Ok(Some("abc".into())), "{auth}");
        }
        let map = headers(&[(header::COOKIE, "a=1; iaaii_session=abc; b=2")]);
        assert_eq!(presented(&map), Ok(Some("abc".into())));
        let both = headers(&[
            (header::AUTHORIZATION, "BEARER abc"),
            (header::COOKIE, "iaaii_session=abc"),
        ]);
        assert_eq!(presented(&both), Ok(Some("abc".into())));
        let other =
            headers(&[(header::AUTHORIZATION, "Basic eDp5"), (header::COOKIE, "iaaii_session=")]);
        assert_eq!(presented(&other), Ok(None));
    }

    #[test]
    fn two_that_disagree_are_refused() {
        let map =
            headers(&[(header::AUTHORIZATION, "BEARER x"), (header::COOKIE, "iaaii_session=y")]);
        assert_eq!(presented(&map), Err(Conflict::BearerAndCookieDisagree));
        let map = headers(&[(header::COOKIE, "iaaii_session=x; iaaii_session=y")]);
        assert_eq!(presented(&map), Err(Conflict::TwoCookies));
        let map =
            headers(&[(header::COOKIE, "iaaii_session=x"), (header::COOKIE, "iaaii_session=y")]);
        assert_eq!(presented(&map), Err(Conflict::TwoCookies));
        let map =
            headers(&[(header::AUTHORIZATION, "Bearer x"), (header::AUTHORIZATION, "Bearer x")]);
        assert_eq!(presented(&map), Err(Conflict::TwoAuthorizations));
    }
}
