//! The files a build reads, each with its digest: what the build cache compares to know whether
//! anything changed. A file whose size and modification time are those recorded keeps its recorded
//! digest without being read, unless it was modified within `RACY` of the recorded build's start:
//! a later edit within the file system's clock tick could leave both unchanged (as git's index
//! guards against too).

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::output::{Written, digest, modified};
use crate::parallel;

/// The folders a build reads: pages, data and pictures; the theme; the messages; the islands
/// (their sources, and Vite's output which a build with `--skip-islands` takes as it is).
pub const FOLDERS: [&str; 4] = ["content", "themes", "locales", crate::islands::SITE_DIR];

/// Folders inside those that no build reads.
const SKIPPED: [&str; 2] = ["node_modules", ".git"];

/// The islands' prerendered HTML, which a build writes for the next (a cache of its own).
fn is_prerender_cache(relative: &Path) -> bool {
    relative == Path::new(crate::islands::SITE_DIR).join(crate::islands::PRERENDER_CACHE)
}

const RACY: u128 = 2_000_000_000;

/// Every input file, in a fixed order, with its digest (reused from `previous` where safe).
pub fn scan(root: &Path, previous: &[Written], previous_start: u128) -> io::Result<Vec<Written>> {
    let mut found: Vec<PathBuf> = Vec::new();
    for folder in FOLDERS {
        // Links are followed, as the build reads through them (a linked `site/node_modules`).
        let walk = WalkDir::new(root.join(folder)).follow_links(true).sort_by_file_name();
        let walk = walk
            .into_iter()
            .filter_entry(|entry| !SKIPPED.iter().any(|name| entry.file_name() == *name));
        for entry in walk {
            let entry = match entry {
                Ok(entry) => entry,
                // A folder the site does not have.
                Err(error)
                    if error.io_error().is_some_and(|e| e.kind() == io::ErrorKind::NotFound) =>
                {
                    continue;
                }
                Err(error) => return Err(io::Error::other(error)),
            };
            if entry.file_type().is_dir() {
                continue;
            }
            let relative = entry.path().strip_prefix(root).map_err(io::Error::other)?;
            if is_prerender_cache(relative) {
                continue;
            }
            found.push(relative.to_path_buf());
        }
    }
    let known: HashMap<&Path, &Written> = previous.iter().map(|w| (w.path.as_path(), w)).collect();
    // Each file's size and time (through a link, as the walk follows them), on all cores.
    let scanned = parallel::map(&found, |_, path| {
        let metadata = std::fs::metadata(root.join(path)).map_err(|e| named(e, path))?;
        let (len, modified) = (metadata.len(), modified(&metadata));
        let settled = modified.saturating_add(RACY) < previous_start;
        let digest = match known.get(path.as_path()) {
            Some(kept) if settled && kept.len == len && kept.modified == modified => kept.digest,
            _ => digest(&std::fs::read(root.join(path)).map_err(|e| named(e, path))?),
        };
        Ok(Written { path: path.clone(), len, modified, digest })
    });
    scanned.into_iter().collect()
}

fn named(error: io::Error, path: &Path) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

/// Whether two scans found the same files with the same contents.
pub fn same(a: &[Written], b: &[Written]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.path == b.path && a.digest == b.digest)
}
