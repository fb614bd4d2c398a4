//! A deadline and a size limit on each request head. A client that sends its head one line every
//! few seconds would otherwise hold a connection for as long as it likes, since the idle timer
//! restarts on every byte: the deadline starts with the first byte of a head (or when the
//! connection opens) and ends at the blank line that closes it; the body has its own limit
//! (`http::BODY_TIME_LIMIT`). Each head is also checked as it arrives (`head_check`): one over 32
//! KiB (hyper's own bound is about 400 KiB), or one hyper could not parse, is answered here with
//! the headers every answer of the service carries, and the connection closed.

use std::io::{Error, ErrorKind, Result as IoResult};
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use poem::http::uri::Scheme;
use poem::listener::Acceptor;
use poem::web::{LocalAddr, RemoteAddr};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

use crate::head_check;

/// How long a client has to send a whole request head.
pub const HEAD_TIME_LIMIT: Duration = Duration::from_secs(10);

pub use crate::head_check::MAX_HEAD_BYTES;

/// Wraps an acceptor so every connection it accepts keeps the head deadline and size limit.
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
    /// HTTP/2 (by its preface): framed, with no heads to time this way.
    http2: bool,
    read_any: bool,
    /// The current head so far (at most one byte over the limit).
    head: Vec<u8>,
    /// Set once a head is refused: the answer, and how much of it has been written.
    refusing: Option<(&'static [u8], usize)>,
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
            http2: false,
            read_any: false,
            head: Vec::new(),
            refusing: None,
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
            self.head.clear();
            self.deadline = Some(Box::pin(tokio::time::sleep(self.limit)));
        }
        if self.deadline.is_none() {
            return;
        }
        // Only the head's bytes count: a body may follow in the same read.
        let searched_from = self.head.len().saturating_sub(3);
        let room = MAX_HEAD_BYTES + 1 - self.head.len().min(MAX_HEAD_BYTES);
        self.head.extend_from_slice(&bytes[..bytes.len().min(room)]);
        if let Some(end) = end_of_head(&self.head, searched_from) {
            self.head.truncate(end);
            self.deadline = None;
        }
        self.refusing = head_check::refusal(&self.head).map(|answer| (answer, 0));
    }
}

/// Where the head in `bytes` ends (just after its blank line), looking from `from` on.
fn end_of_head(bytes: &[u8], from: usize) -> Option<usize> {
    let window = &bytes[from..];
    [b"\r\n\r\n".as_slice(), b"\n\n"]
        .iter()
        .filter_map(|blank| {
            window.windows(blank.len()).position(|w| w == *blank).map(|at| from + at + blank.len())
        })
        .min()
}

impl<Io: AsyncRead + AsyncWrite + Unpin> AsyncRead for Guarded<Io> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<IoResult<()>> {
        let this = self.get_mut();
        if this.refusing.is_some() {
            return this.poll_refuse(cx);
        }
        let before = buf.filled().len();
        match Pin::new(&mut this.io).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                let filled = buf.filled()[before..].to_vec();
                this.observe(&filled);
                if this.refusing.is_some() {
                    // The server never sees this head; it reads the end of the connection.
                    buf.set_filled(before);
                    return this.poll_refuse(cx);
                }
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

impl<Io: AsyncWrite + Unpin> Guarded<Io> {
    /// Write the refusal and close the writing side; ready (as the end of input) once done or
    /// failed.
    fn poll_refuse(&mut self, cx: &mut Context<'_>) -> Poll<IoResult<()>> {
        let Some((answer, mut written)) = self.refusing else {
            return Poll::Ready(Ok(()));
        };
        while written < answer.len() {
            match Pin::new(&mut self.io).poll_write(cx, &answer[written..]) {
                Poll::Ready(Ok(0)) | Poll::Ready(Err(_)) => return Poll::Ready(Ok(())),
                Poll::Ready(Ok(n)) => written += n,
                Poll::Pending => return Poll::Pending,
            }
            self.refusing = Some((answer, written));
        }
        match Pin::new(&mut self.io).poll_shutdown(cx) {
            Poll::Pending => Poll::Pending,
            Poll::Ready(_) => Poll::Ready(Ok(())),
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
    async fn only_the_head_counts_toward_its_limit() {
        let mut connection = guarded();
        let mut request = b"POST / HTTP/1.1\r\nContent-Length: 60000\r\n\r\n".to_vec();
        request.extend(std::iter::repeat_n(b'x', 60_000));
        connection.observe(&request);
        assert!(connection.refusing.is_none());
        connection.awaiting_head = true;
        connection.observe(b"GET / HTTP/1.1\r\nCookie: ");
        connection.observe(&[b'a'; MAX_HEAD_BYTES]);
        assert!(connection.refusing.is_some());
    }

    #[tokio::test]
    async fn a_malformed_head_is_refused_before_the_server_reads_it() {
        let mut connection = guarded();
        connection.observe(b"GET / HTTP/1.1\r\nHost: a\r\n");
        assert!(connection.refusing.is_none());
        connection.observe(b"Bad Name: x\r\n\r\n");
        assert!(connection.refusing.is_some());
    }

    #[tokio::test]
    async fn http2_is_left_alone() {
        let mut connection = guarded();
        connection.observe(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
        assert!(connection.deadline.is_none() && connection.http2);
    }
}
