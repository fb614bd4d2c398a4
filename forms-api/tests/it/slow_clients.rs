//! A client cannot hold a connection by sending its request head slowly: the head must arrive
//! within 10 s, whatever the pace (the idle timer alone restarts on every byte). Nor by sending a
//! large one: over 32 KiB it is answered 431, with the headers of every answer; nor with a head
//! hyper cannot parse, which is answered 400 with the same headers.

use crate::common;

use std::time::{Duration, Instant};

use common::Service;
use forms_api::head_deadline::HEAD_TIME_LIMIT;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

async fn connect(service: &Service) -> TcpStream {
    let address = service.base.trim_start_matches("http://").trim_end_matches("/api").to_string();
    TcpStream::connect(address).await.unwrap()
}

/// Whether the service has closed the connection (a read ends or fails at once).
async fn closed(stream: &mut TcpStream) -> bool {
    let mut byte = [0u8; 1];
    matches!(
        tokio::time::timeout(Duration::from_millis(10), stream.read(&mut byte)).await,
        Ok(Ok(0) | Err(_))
    )
}

#[tokio::test]
async fn a_head_trickled_one_line_every_two_seconds_is_cut_off() {
    let service = Service::start().await;
    let mut stream = connect(&service).await;
    let started = Instant::now();
    stream.write_all(b"POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\n").await.unwrap();
    let mut lines = 0;
    while started.elapsed() < Duration::from_secs(30) {
        tokio::time::sleep(Duration::from_secs(2)).await;
        if closed(&mut stream).await || stream.write_all(b"X-Slow: 1\r\n").await.is_err() {
            break;
        }
        lines += 1;
    }
    let held = started.elapsed();
    assert!(held < Duration::from_secs(15), "the connection was held {held:?} ({lines} lines)");
    assert!(lines >= 3, "closed after {lines} lines, before the head's time was up");
}

#[tokio::test]
async fn a_quick_client_keeps_its_connection_between_requests() {
    let service = Service::start().await;
    let mut stream = connect(&service).await;
    for request in 0..2 {
        stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await.unwrap();
        let mut answer = vec![0u8; 4096];
        let read = stream.read(&mut answer).await.unwrap();
        assert!(answer[..read].starts_with(b"HTTP/1.1 200"), "request {request}");
        if request == 0 {
            // Quiet for longer than a head may take, between two requests: the connection is
            // kept, and the next request on it is answered.
            tokio::time::sleep(HEAD_TIME_LIMIT + Duration::from_secs(1)).await;
            assert!(!closed(&mut stream).await);
        }
    }
}

/// The whole answer to `head` sent on a new connection, as text.
async fn answer_to(service: &Service, head: &str) -> String {
    let mut stream = connect(service).await;
    // The service may answer and close before the whole head is written.
    let _ = stream.write_all(head.as_bytes()).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await;
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn a_head_over_32_kib_is_answered_431_with_the_usual_headers() {
    let service = Service::start().await;
    let head = |cookie: usize| {
        format!(
            "GET /api/health/live HTTP/1.1\r\nHost: a\r\nConnection: close\r\nCookie: c={}\r\n\r\n",
            "x".repeat(cookie)
        )
    };
    let small = answer_to(&service, &head(30 * 1024)).await;
    assert!(small.starts_with("HTTP/1.1 200"), "{small}");
    for size in [33 * 1024, 100 * 1024, 200 * 1024] {
        let large = answer_to(&service, &head(size)).await;
        assert!(large.starts_with("HTTP/1.1 431"), "{size}: {large}");
        for header in [
            "cache-control: no-store",
            "x-content-type-options: nosniff",
            "content-security-policy: default-src 'none'",
        ] {
            assert!(large.contains(header), "{size}: {large}");
        }
        assert!(
            large.ends_with(
                r#"{"code":"too_large","message":"The request's headers are too large."}"#
            ),
            "{large}"
        );
    }
    // The service goes on serving.
    assert!(answer_to(&service, &head(10)).await.starts_with("HTTP/1.1 200"));
}

/// Heads hyper would answer with a bare status line are answered here in full.
#[tokio::test]
async fn a_malformed_head_is_answered_400_with_the_usual_headers() {
    let service = Service::start().await;
    let many_fields: String = (0..101).map(|n| format!("X-{n}: v\r\n")).collect();
    let cases = [
        ("GET /api/health/live HTTP/1.1\r\nBad Name: x\r\n\r\n", "400"),
        ("GE\u{1}T /api/health/live HTTP/1.1\r\n\r\n", "400"),
        ("GET /api/health/live HTTP/7.0\r\n\r\n", "400"),
        ("GET /api/he\u{7f}alth HTTP/1.1\r\nHost: a\r\n\r\n", "400"),
        (&*format!("GET /api/health/live HTTP/1.1\r\n{many_fields}\r\n"), "431"),
    ];
    for (head, status) in cases {
        let answer = answer_to(&service, head).await;
        assert!(answer.starts_with(&format!("HTTP/1.1 {status}")), "{head:?}: {answer}");
        for header in [
            "cache-control: no-store",
            "x-content-type-options: nosniff",
            "content-security-policy: default-src 'none'",
        ] {
            assert!(answer.contains(header), "{head:?}: {answer}");
        }
    }
    let fine = "GET /api/health/live HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n";
    assert!(answer_to(&service, fine).await.starts_with("HTTP/1.1 200"));
}
