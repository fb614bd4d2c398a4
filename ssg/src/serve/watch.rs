//! Watching the sources: an editor's save arrives as a burst of file events, which
//! notify-debouncer-full folds into one batch once the files have been quiet for a moment (it
//! also pairs the write-to-a-temporary-file-and-rename that many editors do). Reads are ignored
//! (the build itself reads every file, and would otherwise trigger itself).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use notify_debouncer_full::notify::{EventKind, RecommendedWatcher, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

use super::rebuild::Rebuilder;
use crate::failure::SystemError;

const WATCHED: [&str; 4] = ["content", "themes", "locales", "site/src"];
/// An editor's save is one burst of events a few milliseconds long; this much quiet ends it
/// without making the reload feel late.
const QUIET_PERIOD: Duration = Duration::from_millis(10);

/// The watcher; it stops when dropped.
pub type SourceWatcher = Debouncer<RecommendedWatcher, RecommendedCache>;

pub fn start(root: &Path, mut rebuilder: Rebuilder) -> Result<SourceWatcher, SystemError> {
    let site = root.to_path_buf();
    // The handler runs on the debouncer's own thread: events arriving during a rebuild wait and
    // come as the next batch.
    let mut watcher = new_debouncer(QUIET_PERIOD, None, move |batch: DebounceEventResult| {
        let changed = changed_files(batch, &site);
        if !changed.is_empty() {
            rebuilder.changed(changed);
        }
    })
    .map_err(|error| SystemError::new(format!("cannot watch for changes: {error}")))?;
    for folder in WATCHED {
        let path = root.join(folder);
        if path.is_dir() {
            watcher.watch(&path, RecursiveMode::Recursive).map_err(|error| {
                SystemError::new(format!("cannot watch {}: {error}", path.display()))
            })?;
        }
    }
    Ok(watcher)
}

/// The files a batch of events created, changed or removed. Lost events (a queue overflowed)
/// give the site folder itself, which means a full build.
fn changed_files(batch: DebounceEventResult, root: &Path) -> BTreeSet<PathBuf> {
    match batch {
        Ok(events) => events
            .into_iter()
            .filter(|event| {
                matches!(
                    event.kind,
                    EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_)
                )
            })
            .flat_map(|event| event.event.paths)
            .collect(),
        Err(_) => BTreeSet::from([root.to_path_buf()]),
    }
}
