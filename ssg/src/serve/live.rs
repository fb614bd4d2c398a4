//! Live reload: a script every served page loads, and the event stream it listens to.

use std::time::Duration;

use poem::web::Data;
use poem::web::sse::{Event, SSE};
use poem::{IntoResponse, Response, handler};
use tokio::sync::watch::Receiver;

use super::BuildState;

const SCRIPT: &str = include_str!("live.js");

#[handler]
pub fn script() -> Response {
    SCRIPT.with_content_type("text/javascript; charset=utf-8").into_response()
}

/// Sends `build-error` with the errors when the latest build failed (also right on connecting),
/// and `reload` after each build that succeeded.
#[handler]
pub fn events(state: Data<&Receiver<BuildState>>) -> SSE {
    let receiver = state.0.clone();
    let stream =
        futures_util::stream::unfold((receiver, true), |(mut receiver, first)| async move {
            if !first {
                receiver.changed().await.ok()?;
            }
            let state = receiver.borrow_and_update().clone();
            let event = match (&state.error, first) {
                (Some(error), _) => Event::message(error.clone()).event_type("build-error"),
                (None, true) => {
                    Event::message(state.generation.to_string()).event_type("connected")
                }
                (None, false) => Event::message(state.generation.to_string()).event_type("reload"),
            };
            Some((event, (receiver, false)))
        });
    SSE::new(stream).keep_alive(Duration::from_secs(15))
}
