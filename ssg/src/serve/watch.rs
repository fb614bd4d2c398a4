//! Watching the sources: an editor's save arrives as a burst of file events, folded into one
//! rebuild once the folder has been quiet for a moment. Reads are ignored (the build itself reads
//! every file, and would otherwise trigger itself).

use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use tokio::sync::watch::Sender;

use super::{BuildState, rebuild};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::site::BuildOptions;

const WATCHED: [&str; 3] = ["content", "themes", "site/src"];
const QUIET_PERIOD: Duration = Duration::from_millis(60);

pub fn start(
    options: BuildOptions,
    state: Arc<Sender<BuildState>>,
) -> Result<RecommendedWatcher, Diagnostics> {
    let (events_tx, events_rx) = channel::<notify::Result<Event>>();
    let mut watcher = notify::recommended_watcher(events_tx).map_err(|error| {
        Diagnostic::file(&options.root, format!("cannot watch for changes: {error}"))
    })?;
    for folder in WATCHED {
        let path = options.root.join(folder);
        if path.is_dir() {
            watcher
                .watch(&path, RecursiveMode::Recursive)
                .map_err(|error| {
                    Diagnostic::file(&path, format!("cannot watch this folder: {error}"))
                })?;
        }
    }
    std::thread::spawn(move || {
        while wait_for_change(&events_rx) {
            rebuild(&options, &state);
        }
    });
    Ok(watcher)
}

/// Blocks until a source changed and the burst of events it caused is over; false once the
/// watcher is gone.
fn wait_for_change(events: &Receiver<notify::Result<Event>>) -> bool {
    loop {
        let Ok(event) = events.recv() else {
            return false;
        };
        if !is_change(&event) {
            continue;
        }
        loop {
            match events.recv_timeout(QUIET_PERIOD) {
                Ok(_) => continue,
                Err(RecvTimeoutError::Timeout) => return true,
                Err(RecvTimeoutError::Disconnected) => return false,
            }
        }
    }
}

fn is_change(event: &notify::Result<Event>) -> bool {
    event.as_ref().is_ok_and(|event| {
        matches!(
            event.kind,
            EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_)
        )
    })
}
