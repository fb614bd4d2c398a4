//! `GET /api/metrics`: the counters of `metrics` in Prometheus's text format, with the mail
//! queue's depth and whether the database answers read at the time. Served to this machine only
//! (a client at 127.0.0.1 or ::1 whose request no proxy forwarded), or to any client with the
//! configured bearer token.

use std::net::IpAddr;

use poem::http::{StatusCode, header};
use poem::{Endpoint, Request, Response};

use crate::db::Db;
use crate::metrics::handle;

/// How long a scrape waits for the database before reporting it down.
const SCRAPE_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

/// Who may read the metrics.
#[derive(Clone)]
struct Access {
    token: Option<String>,
}

impl Access {
    fn allows(&self, request: &Request) -> bool {
        if let Some(token) = self.token.as_deref().filter(|token| !token.is_empty()) {
            let offered = request
                .header(header::AUTHORIZATION)
                .and_then(|value| value.split_once(' '))
                .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
                .map(|(_, token)| token.trim());
            if offered.is_some_and(|offered| crate::secrets::constant_time_eq(offered, token)) {
                return true;
            }
        }
        let peer = request.remote_addr().as_socket_addr().map(|addr| addr.ip());
        // A proxy on this machine forwards strangers' requests from loopback: those say so.
        let forwarded = ["forwarded", "x-forwarded-for", "x-real-ip"]
            .iter()
            .any(|name| request.headers().contains_key(*name));
        peer.is_some_and(|ip| is_this_machine(&ip)) && !forwarded
    }
}

/// 127.0.0.1 or ::1: where a scraper on this machine connects from. (The rest of 127.0.0.0/8
/// is left out: tests and some set-ups use those addresses to stand for other machines.)
fn is_this_machine(ip: &IpAddr) -> bool {
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(*ip, IpAddr::V4),
        IpAddr::V4(_) => *ip,
    };
    ip == IpAddr::from([127, 0, 0, 1]) || ip == IpAddr::from(std::net::Ipv6Addr::LOCALHOST)
}

/// `GET /api/metrics`, for those `token` (when set) or this machine lets in.
pub fn endpoint(db: Db, token: Option<String>) -> impl Endpoint<Output = Response> {
    let access = Access { token };
    poem::get(poem::endpoint::make(move |request: Request| {
        let (db, access) = (db.clone(), access.clone());
        async move { serve(&db, &access, &request).await }
    }))
}

/// The text exposition format, with the mail queue's depth read at the time.
async fn serve(db: &Db, access: &Access, request: &Request) -> Response {
    if !access.allows(request) {
        return Response::builder().status(StatusCode::FORBIDDEN).body(
            "The metrics are served to this machine, or with the metrics token (METRICS_TOKEN).",
        );
    }
    // A scrape answers within a second whatever the database does: down, it says so.
    let depth = tokio::time::timeout(SCRAPE_WAIT, db.mail_queue_depth()).await;
    match depth {
        Ok(Ok(depth)) => {
            metrics::gauge!("forms_database_up").set(1.0);
            metrics::gauge!("forms_mail_queue_waiting").set(depth.waiting as f64);
            metrics::gauge!("forms_mail_queue_given_up").set(depth.failed as f64);
        }
        Ok(Err(error)) => {
            metrics::gauge!("forms_database_up").set(0.0);
            tracing::warn!(error = %crate::db::cause(&error), "cannot read the mail queue's depth");
        }
        Err(_) => metrics::gauge!("forms_database_up").set(0.0),
    }
    Response::builder()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(handle().render())
}
