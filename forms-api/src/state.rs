//! What every operation shares (`State`), and what it may believe about the client: its address
//! as limits count it, and whether it came over https, through a trusted proxy or not.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use ipnet::IpNet;
use poem::Request;

use crate::clock::Clock;
use crate::db::Db;
use crate::mail::Mailer;
use crate::passwords::Passwords;
use crate::rate_limit::Limiter;

/// What every handler shares.
pub struct State {
    pub db: Db,
    pub mailer: Mailer,
    pub clock: Arc<dyn Clock>,
    pub limiter: Limiter,
    pub passwords: Passwords,
    pub trusted_proxies: Vec<IpNet>,
    pub staff_email: String,
    /// The site's address with a trailing slash, for links in mail.
    pub site_url: String,
}

/// The client's address as limits count it: the peer's, or the one a trusted proxy forwarded;
/// an IPv6 client by its /64, the block one subscriber is usually given, so one subscriber
/// cannot pass for endless clients.
pub fn client_key(state: &State, request: &Request) -> String {
    let peer = request.remote_addr().as_socket_addr().map(|addr| addr.ip());
    let trusted = peer.filter(|ip| crate::proxies::is_trusted(&state.trusted_proxies, *ip));
    if let (Some(peer), None) = (peer, trusted) {
        warn_of_untrusted_forwarding(peer, request);
    }
    let forwarded = trusted
        .and_then(|_| request.header("X-Forwarded-For"))
        .and_then(|list| list.rsplit(',').next())
        .and_then(|ip| ip.trim().parse::<IpAddr>().ok());
    forwarded.or(peer).map_or_else(|| "unknown".into(), limit_key)
}

/// Forwarded headers from a peer that is not a trusted proxy are ignored, so every visitor behind
/// that proxy shares its address and one set of limits: say so, at most once a minute, with the
/// option that would trust it.
fn warn_of_untrusted_forwarding(peer: IpAddr, request: &Request) {
    static LAST_WARNED: AtomicU64 = AtomicU64::new(0);
    if request.header("X-Forwarded-For").is_none() && request.header("Forwarded").is_none() {
        return;
    }
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let last = LAST_WARNED.load(Ordering::Relaxed);
    if now < last + 60
        || LAST_WARNED.compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed).is_err()
    {
        return;
    }
    tracing::warn!(
        %peer,
        option = %format!("--trusted-proxy {peer}"),
        "forwarded headers from a peer that is not a trusted proxy are ignored: every visitor \
         it forwards counts as {peer} and shares one set of limits; if it is your proxy, start \
         the service with --trusted-proxy {peer} (or TRUSTED_PROXIES)"
    );
}

fn limit_key(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                let prefix = std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0);
                format!("{prefix}/64")
            }
        },
    }
}

/// Whether the visitor reached us over https (directly or through a trusted proxy), so the
/// session cookie is marked Secure.
pub fn is_https(state: &State, request: &Request) -> bool {
    if request.original_uri().scheme_str() == Some("https") {
        return true;
    }
    let peer = request.remote_addr().as_socket_addr().map(|addr| addr.ip());
    peer.is_some_and(|ip| crate::proxies::is_trusted(&state.trusted_proxies, ip))
        && request.header("X-Forwarded-Proto") == Some("https")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_count_by_their_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(limit_key(a), "2001:db8:1:2::/64");
        assert_eq!(limit_key(a), limit_key(b));
        assert_ne!(limit_key(a), limit_key(c));
        assert_eq!(limit_key("::ffff:192.0.2.7".parse().unwrap()), "192.0.2.7");
        assert_eq!(limit_key("192.0.2.7".parse().unwrap()), "192.0.2.7");
    }
}
