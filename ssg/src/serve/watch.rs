//! Watching the sources: an editor's save arrives as a burst of file events, folded into one
//! rebuild once the folder has been quiet for a moment. Reads are ignored (the build itself reads
//! every file, and would otherwise trigger itself).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};

use super::rebuild::Rebuilder;
use crate::failure::SystemError;

const WATCHED: [&str; 3] = ["content", "themes", "site/src"];
/// An editor's save (write, or write to a temporary file and rename) is one burst of events a
/// few milliseconds long; this much quiet ends it without making the reload feel late.
const QUIET_PERIOD: Duration = Duration::from_millis(10);

pub fn start(root: &Path, mut rebuilder: Rebuilder) -> Result<RecommendedWatcher, SystemError> {
    let (events_tx, events_rx) = channel::<notify::Result<Event>>();
    let mut watcher = notify::recommended_watcher(events_tx)
        .map_err(|error| SystemError::new(format!("cannot watch for changes: {error}")))?;
    for folder in WATCHED {
        let path = root.join(folder);
        if path.is_dir() {
            watcher.watch(&path, RecursiveMode::Recursive).map_err(|error| {
                SystemError::new(format!("cannot watch {}: {error}", path.display()))
            })?;
        }
    }
    let root = root.to_path_buf();
    std::thread::spawn(move || {
        while let Some(changed) = wait_for_change(&events_rx, &root) {
            rebuilder.changed(changed);
        }
    });
    Ok(watcher)
}

/// Blocks until a source changed and the burst of events it caused is over, and returns the
/// files it touched; none once the watcher is gone.
fn wait_for_change(
    events: &Receiver<notify::Result<Event>>,
    root: &Path,
) -> Option<BTreeSet<PathBuf>> {
    let mut changed = BTreeSet::new();
    loop {
        add_changes(&events.recv().ok()?, root, &mut changed);
        if changed.is_empty() {
            continue;
        }
        loop {
            match events.recv_timeout(QUIET_PERIOD) {
                Ok(event) => add_changes(&event, root, &mut changed),
                Err(RecvTimeoutError::Timeout) => return Some(changed),
                Err(RecvTimeoutError::Disconnected) => return None,
            }
        }
    }
}

fn add_changes(event: &notify::Result<Event>, root: &Path, changed: &mut BTreeSet<PathBuf>) {
    match event {
        Ok(event)
            if matches!(
                event.kind,
                EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_)
            ) =>
        {
            changed.extend(event.paths.iter().cloned());
        }
        Ok(_) => {}
        // Events were lost (the queue overflowed): the site folder, not a page, means a full build.
        Err(_) => {
            changed.insert(root.to_path_buf());
        }
    }
}
