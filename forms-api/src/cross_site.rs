//! Requests from other sites change nothing: a state-changing request (any method but GET, HEAD
//! and OPTIONS) whose `Sec-Fetch-Site` or `Origin` shows another site, not in `ALLOWED_ORIGINS`,
//! is refused with 403. Requests without either header come from programs, not browsers, and
//! carry no ambient cookie a page could borrow.

use std::sync::Arc;

use poem::http::{Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response};

use crate::api::reply::error_response;

pub const REFUSED: &str = "Requests from other sites are not accepted.";

/// The origins allowed to call the service from a browser (CORS), as configured.
#[derive(Debug, Default, Clone)]
pub struct AllowedOrigins(pub Vec<String>);

pub async fn refuse_cross_site<E: Endpoint>(next: E, request: Request) -> poem::Result<Response> {
    let allowed = request.data::<Arc<AllowedOrigins>>().cloned().unwrap_or_default();
    if changes_state(request.method()) && !is_allowed(&request, &allowed) {
        return Ok(error_response(StatusCode::FORBIDDEN, REFUSED));
    }
    next.call(request).await.map(IntoResponse::into_response)
}

fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

fn is_allowed(request: &Request, allowed: &AllowedOrigins) -> bool {
    let origin = request.header(header::ORIGIN);
    let listed = origin.is_some_and(|origin| allowed.0.iter().any(|o| o == origin));
    match request.header("Sec-Fetch-Site") {
        // Sent by current browsers: the page's own origin, or a person typing an address.
        Some("same-origin" | "none") => true,
        Some(_) => listed,
        None => match origin {
            None => true,
            Some(origin) => listed || same_origin(origin, request.header(header::HOST)),
        },
    }
}

/// Whether `origin` (`scheme://host[:port]`) names the host the request was sent to.
fn same_origin(origin: &str, host: Option<&str>) -> bool {
    let authority = origin.split_once("://").map(|(_, rest)| rest);
    matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_origin_is_the_same_only_with_the_same_host_and_port() {
        assert!(same_origin("http://127.0.0.1:8080", Some("127.0.0.1:8080")));
        assert!(!same_origin("http://127.0.0.1:8081", Some("127.0.0.1:8080")));
        assert!(!same_origin("https://evil.example", Some("127.0.0.1:8080")));
        assert!(!same_origin("null", Some("127.0.0.1:8080")));
    }
}
