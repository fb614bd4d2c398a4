//! A raw connection that sends its body slowly.

use std::io::{Read as _, Write as _};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::*;

#[derive(Debug)]
pub enum Outcome {
    /// The service answered with this status.
    Answered(u16),
    /// The service closed the connection.
    Closed,
    /// Nothing within PATIENCE.
    Silent,
}

/// Announce a 250-byte body, send 10 bytes, then send the rest a byte per `pace` (or nothing).
pub fn send_slowly(address: &str, pace: Option<Duration>) -> Outcome {
    let body = format!("{{\"email\": \"nobody@example.org\", \"pad\": \"{}\"}}", "x".repeat(200));
    let mut stream = std::net::TcpStream::connect(address).expect("the service listens");
    let head = format!(
        "POST /api/users/forgot-password HTTP/1.1\r\nHost: {address}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(&body.as_bytes()[..10]).unwrap();
    let finished = Arc::new(AtomicBool::new(false));
    if let Some(pace) = pace {
        let mut writer = stream.try_clone().unwrap();
        let finished = Arc::clone(&finished);
        let rest = body.as_bytes()[10..].to_vec();
        std::thread::spawn(move || {
            for byte in rest {
                std::thread::sleep(pace);
                if finished.load(Ordering::Relaxed) || writer.write_all(&[byte]).is_err() {
                    return;
                }
            }
        });
    }
    let started = Instant::now();
    let mut seen = Vec::new();
    let mut buffer = [0u8; 1024];
    let outcome = loop {
        let left = PATIENCE.saturating_sub(started.elapsed());
        if left.is_zero() {
            break Outcome::Silent;
        }
        stream.set_read_timeout(Some(left)).unwrap();
        match stream.read(&mut buffer) {
            Ok(0) => break Outcome::Closed,
            Ok(read) => {
                seen.extend_from_slice(&buffer[..read]);
                if let Some(status) = status_line(&seen) {
                    break Outcome::Answered(status);
                }
            }
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                break Outcome::Silent;
            }
            Err(_) => break Outcome::Closed,
        }
    };
    finished.store(true, Ordering::Relaxed);
    outcome
}

/// The status of an HTTP response once its first line is in.
pub fn status_line(seen: &[u8]) -> Option<u16> {
    let text = String::from_utf8_lossy(seen);
    let (line, _) = text.split_once("\r\n")?;
    line.split(' ').nth(1)?.parse().ok()
}
