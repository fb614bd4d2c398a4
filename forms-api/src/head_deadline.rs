//! A deadline on each request head, whatever its pace: a client that sends its head one line
//! every few seconds would otherwise hold a connection for as long as it likes, since the idle
//! timer restarts on every byte. The deadline starts with the first byte of a head (or when the
//! connection opens) and ends at the blank line that closes it; the body has its own limit
//! (`http::BODY_TIME_LIMIT`).

use std::io::{Error, ErrorKind, Result as IoResult};
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use poem::http::uri::Scheme;
use poem::listener::Acceptor;
use poem::web::{LocalAddr, RemoteAddr};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

/// How long a client has to send a whole request head.
pub const HEAD_TIME_LIMIT: Duration = Duration::from_secs(10);

/// Wraps an acceptor so every connection it accepts keeps the head deadline.
pub struct HeadDeadline<A> {
    inner: A,
    limit: Duration,
}

impl<A> HeadDeadline<A> {
    pub fn new(inner: A, limit: Duration) -> Self {
        Self { inner, limit }
    }
}

impl<A: Acceptor> Acceptor for HeadDeadline<A> {
    type Io = Guarded<A::Io>;

    fn local_addr(&self) -> Vec<LocalAddr> {
        self.inner.local_addr()
    }

    async fn accept(&mut self) -> IoResult<(Self::Io, LocalAddr, RemoteAddr, Scheme)> {
        let (io, local, remote, scheme) = self.inner.accept().await?;
        Ok((Guarded::new(io, self.limit), local, remote, scheme))
    }
}

/// A connection whose request heads must each arrive within the limit.
pub struct Guarded<Io> {
    io: Io,
    limit: Duration,
    /// Set while a head is being read.
    deadline: Option<Pin<Box<Sleep>>>,
    /// Between requests: the next byte read starts a head.
    awaiting_head: bool,
    /// The last bytes of the head so far, to find a blank line split across reads.
    tail: [u8; 3],
    /// HTTP/2 (by its preface): framed, with no heads to time this way.
    http2: bool,
    read_any: bool,
}

const HTTP2_PREFACE: &[u8] = b"PRI * HTTP/2.0";

impl<Io> Guarded<Io> {
    fn new(io: Io, limit: Duration) -> Self {
        Self {
            io,
            limit,
            // A connection that opens and sends nothing is held to the same limit.
            deadline: Some(Box::pin(tokio::time::sleep(limit))),
            awaiting_head: false,
            tail: [0; 3],
            http2: false,
            read_any: false,
        }
    }

    /// Follow the bytes just read: start the deadline at a head's first byte, end it at the
    /// blank line after the head.
    fn observe(&mut self, bytes: &[u8]) {
        if bytes.is_empty() || self.http2 {
            return;
        }
        if !self.read_any {
            self.read_any = true;
            if bytes.starts_with(HTTP2_PREFACE) {
                self.http2 = true;
                self.deadline = None;
                return;
            }
        }
        if self.awaiting_head {
            self.awaiting_head = false;
            self.tail = [0; 3];
            self.deadline = Some(Box::pin(tokio::time::sleep(self.limit)));
        }
        if self.deadline.is_none() {
            return;
        }
        let mut window = self.tail.to_vec();
        window.extend_from_slice(bytes);
        if window.windows(4).any(|w| w == b"\r\n\r\n") || window.windows(2).any(|w| w == b"\n\n") {
            self.deadline = None;
        }
        let keep = window.len().min(3);
        self.tail = [0; 3];
        self.tail[3 - keep..].copy_from_slice(&window[window.len() - keep..]);
    }
}

impl<Io: AsyncRead + Unpin> AsyncRead for Guarded<Io> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<IoResult<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.io).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                let filled = buf.filled()[before..].to_vec();
                this.observe(&filled);
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(error)) => Poll::Ready(Err(error)),
            Poll::Pending => {
                // Polling the timer here wakes this connection when the head runs out of time.
                let expired = this
                    .deadline
                    .as_mut()
                    .is_some_and(|deadline| deadline.as_mut().poll(cx).is_ready());
                if expired {
                    Poll::Ready(Err(Error::new(
                        ErrorKind::TimedOut,
                        "request head not received in time",
                    )))
                } else {
                    Poll::Pending
                }
            }
        }
    }
}

impl<Io: AsyncWrite + Unpin> AsyncWrite for Guarded<Io> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<IoResult<usize>> {
        let this = self.get_mut();
        // An answer is going out: the next bytes read begin the next request's head.
        if !this.http2 {
            this.awaiting_head = true;
            this.deadline = None;
        }
        Pin::new(&mut this.io).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<IoResult<()>> {
        Pin::new(&mut self.get_mut().io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<IoResult<()>> {
        Pin::new(&mut self.get_mut().io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guarded() -> Guarded<tokio::io::Empty> {
        Guarded::new(tokio::io::empty(), HEAD_TIME_LIMIT)
    }

    #[tokio::test]
    async fn the_deadline_ends_at_the_blank_line_even_across_reads() {
        let mut connection = guarded();
        connection.observe(b"POST /api/users/login HTTP/1.1\r\nHost: a\r\n\r");
        assert!(connection.deadline.is_some());
        connection.observe(b"\n{\"email\"");
        assert!(connection.deadline.is_none());
    }

    #[tokio::test]
    async fn each_head_after_an_answer_gets_a_new_deadline() {
        let mut connection = guarded();
        connection.observe(b"GET / HTTP/1.1\r\n\r\n");
        assert!(connection.deadline.is_none());
        connection.awaiting_head = true;
        connection.observe(b"GET /");
        assert!(connection.deadline.is_some());
    }

    #[tokio::test]
    async fn http2_is_left_alone() {
        let mut connection = guarded();
        connection.observe(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
        assert!(connection.deadline.is_none() && connection.http2);
    }
}
