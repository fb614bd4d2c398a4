//! A client cannot hold a connection by sending its request head slowly: the head must arrive
//! within 10 s, whatever the pace (the idle timer alone restarts on every byte).

mod common;

use std::time::{Duration, Instant};

use common::Service;
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
    for _ in 0..2 {
        stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await.unwrap();
        let mut answer = vec![0u8; 4096];
        let read = stream.read(&mut answer).await.unwrap();
        assert!(answer[..read].starts_with(b"HTTP/1.1 200"));
        // Quiet for longer than a head may take, between two requests.
        tokio::time::sleep(Duration::from_secs(11)).await;
        assert!(!closed(&mut stream).await);
    }
}
