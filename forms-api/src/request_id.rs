//! A request id on every answer (`X-Request-Id`) and on every log line written while the request
//! is handled, so an operator can go from a line of the proxy's access log to the service's
//! error. A sane id sent by the proxy (nginx's `$request_id`) is kept; otherwise one is made.

use poem::http::HeaderValue;
use poem::{Endpoint, IntoResponse, Request, Response};
use tracing::Instrument;

pub const HEADER: &str = "x-request-id";

/// Middleware: tag the request, its log lines and its answer.
pub async fn tag<E: Endpoint>(next: E, request: Request) -> poem::Result<Response> {
    let id = request.header(HEADER).filter(|id| is_sane(id)).map_or_else(new_id, str::to_owned);
    let span = tracing::info_span!("request", request_id = %id);
    let mut response = match next.call(request).instrument(span).await {
        Ok(response) => response.into_response(),
        Err(error) => error.into_response(),
    };
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(HEADER, value);
    }
    Ok(response)
}

/// 1 to 64 letters, digits, dots, dashes and underscores: nothing that could forge a log line.
fn is_sane(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// 32 hex digits, as nginx's `$request_id` has.
fn new_id() -> String {
    let mut bytes = [0u8; 16];
    // Without the system's randomness the id only loses its uniqueness, not its use.
    let _ = getrandom::fill(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::{is_sane, new_id};

    #[test]
    fn forged_ids_are_replaced() {
        assert!(is_sane("8d3f0c2a9b1e4f6a8d3f0c2a9b1e4f6a"));
        assert!(is_sane("req-42.a_b"));
        for forged in ["", "a b", "x\nlevel=ERROR", &"a".repeat(65), "é"] {
            assert!(!is_sane(forged), "{forged:?}");
        }
        assert_eq!(new_id().len(), 32);
    }
}
