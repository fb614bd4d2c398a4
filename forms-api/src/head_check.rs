//! Heads refused before the server reads them, with complete answers that carry the headers every
//! answer of the service carries. hyper answers a head it cannot parse, or one with too many
//! fields, with a bare status line; checking each head here first, as hyper's parser would
//! (httparse, and the target as a URI), leaves hyper no such answer to give.

use std::sync::LazyLock;

/// The largest request head taken: browsers send a few KiB at most.
pub const MAX_HEAD_BYTES: usize = 32 * 1024;

/// As hyper: more header fields than this and the head is refused.
const MAX_HEADERS: usize = 100;

pub static TOO_LARGE: LazyLock<Vec<u8>> = LazyLock::new(|| {
    answer(
        "431 Request Header Fields Too Large",
        "too_large",
        "The request's headers are too large.",
    )
});

pub static MALFORMED: LazyLock<Vec<u8>> = LazyLock::new(|| {
    answer("400 Bad Request", "unreadable", "The request is not well-formed HTTP.")
});

fn answer(status: &str, code: &str, message: &str) -> Vec<u8> {
    let body = serde_json::json!({ "code": code, "message": message }).to_string();
    format!(
        "HTTP/1.1 {status}\r\n\
         content-type: application/json; charset=utf-8\r\n\
         cache-control: no-store\r\n\
         x-content-type-options: nosniff\r\n\
         content-security-policy: default-src 'none'; frame-ancestors 'none'\r\n\
         connection: close\r\n\
         content-length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The answer that refuses `head` (the bytes of a request head so far, the blank line included
/// once it has come), or None while it may still become a head the server takes.
pub fn refusal(head: &[u8]) -> Option<&'static [u8]> {
    if head.len() > MAX_HEAD_BYTES {
        return Some(&TOO_LARGE);
    }
    let mut fields = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut fields);
    match request.parse(head) {
        Ok(httparse::Status::Partial) => None,
        Ok(httparse::Status::Complete(_)) => {
            let target = request.path.unwrap_or_default();
            target.parse::<poem::http::Uri>().is_err().then_some(&MALFORMED)
        }
        Err(httparse::Error::TooManyHeaders) => Some(&TOO_LARGE),
        Err(_) => Some(&MALFORMED),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_answer_says_how_long_its_body_is() {
        for answer in [&*TOO_LARGE, &*MALFORMED] {
            let text = std::str::from_utf8(answer).unwrap();
            let (head, body) = text.split_once("\r\n\r\n").unwrap();
            assert!(head.contains(&format!("content-length: {}", body.len())), "{head}");
            serde_json::from_str::<serde_json::Value>(body).unwrap();
        }
    }

    #[test]
    fn heads_are_judged_as_hyper_would() {
        let fine: [&[u8]; 4] = [
            b"GET /api/health/live HTTP/1.1\r\nHost: a\r\n\r\n",
            b"POST /api/users/login HTTP/1.1\r\nHost: a\r\nContent-Le",
            b"GET /api/x?q=%20&r=1 HTTP/1.1\r\n",
            b"",
        ];
        for head in fine {
            assert_eq!(refusal(head), None, "{}", String::from_utf8_lossy(head));
        }
        let malformed: [&[u8]; 5] = [
            b"GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
            b"GE\x01T / HTTP/1.1\r\n",
            b"GET / HTTP/9.9\r\n\r\n",
            b"GET /\x7f HTTP/1.1\r\n\r\n",
            b"GET / HTTP/1.1\r\nHost: a\x00b\r\n\r\n",
        ];
        for head in malformed {
            assert_eq!(refusal(head), Some(&MALFORMED[..]), "{}", String::from_utf8_lossy(head));
        }
        let many: String = (0..101).map(|n| format!("X-{n}: v\r\n")).collect();
        let head = format!("GET / HTTP/1.1\r\n{many}\r\n");
        assert_eq!(refusal(head.as_bytes()), Some(&TOO_LARGE[..]));
    }
}
