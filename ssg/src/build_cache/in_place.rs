//! Writing a site over the last build of it: only the files whose bytes differ from what the last
//! build wrote (or that were changed or removed since) are written, each through a temporary file
//! renamed over the old one; files the site no longer has are removed. Hosts that sync by content
//! or by time then upload only what changed.

use std::collections::{HashMap, HashSet};
use std::io;
use std::path::Path;

use crate::failure::SystemError;
use crate::output::{Contents, SiteFile, Written, digest, modified, write_file};
use crate::parallel;

use super::strays::{self, Folder};

/// How many files a build wrote and removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Changes {
    pub written: usize,
    pub removed: usize,
}

/// Writes `files` over what the last build wrote (`last`, and the folders it left, `folders`):
/// what this build wrote, what changed, and the folders it leaves (`strays`).
pub fn write(
    files: &[SiteFile],
    out: &Path,
    last: &[Written],
    folders: &[Folder],
) -> Result<(Vec<Written>, Changes, Vec<Folder>), SystemError> {
    let fail = |error: io::Error, what: &str| {
        SystemError::new(format!("cannot write the site to {} ({what}): {error}", out.display()))
    };
    let by_path: HashMap<&Path, &Written> = last.iter().map(|w| (w.path.as_path(), w)).collect();
    let outcomes = parallel::map(files, |_, file| {
        // Found as the last build wrote it when it was taken (`memo`); were it changed since,
        // the next build would find it changed and write it again.
        if let Contents::Kept = file.contents {
            return match by_path.get(file.path.as_path()) {
                Some(kept) => Ok(((*kept).clone(), false)),
                None => Err(io::Error::other("a page kept from the last build was not written")),
            };
        }
        let bytes = file.contents.bytes()?;
        let kept = by_path.get(file.path.as_path()).filter(|kept| {
            kept.digest == digest(&bytes) && unchanged_on_disk(&out.join(&file.path), kept)
        });
        match kept {
            Some(kept) => Ok(((*kept).clone(), false)),
            None => write_file(out, file).map(|written| (written, true)),
        }
    });
    let mut written = Vec::with_capacity(files.len());
    let mut changes = Changes::default();
    for (file, outcome) in files.iter().zip(outcomes) {
        let (record, rewritten) =
            outcome.map_err(|e| fail(e, &format!("writing {}", file.path.display())))?;
        changes.written += usize::from(rewritten);
        written.push(record);
    }
    let site: HashSet<&Path> = files.iter().map(|file| file.path.as_path()).collect();
    let (removed, folders) =
        strays::remove(out, &site, last, folders).map_err(|e| fail(e, "removing old files"))?;
    changes.removed = removed;
    Ok((written, changes, folders))
}

/// Whether a file is still the one the last build wrote.
pub fn unchanged_on_disk(path: &Path, kept: &Written) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.len() == kept.len && modified(&m) == kept.modified)
}
