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

/// How many files a build wrote and removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Changes {
    pub written: usize,
    pub removed: usize,
}

pub fn write(
    files: &[SiteFile],
    out: &Path,
    last: &[Written],
) -> Result<(Vec<Written>, Changes), SystemError> {
    let fail = |error: io::Error, what: &str| {
        SystemError::new(format!("cannot write the site to {} ({what}): {error}", out.display()))
    };
    let last: HashMap<&Path, &Written> = last.iter().map(|w| (w.path.as_path(), w)).collect();
    let outcomes = parallel::map(files, |_, file| {
        if let Contents::Kept = file.contents {
            return match last.get(file.path.as_path()) {
                Some(kept) if unchanged_on_disk(&out.join(&file.path), kept) => {
                    Ok(((*kept).clone(), false))
                }
                _ => {
                    Err(io::Error::other("it changed while the site was being built: build again"))
                }
            };
        }
        let bytes = file.contents.bytes()?;
        let kept = last.get(file.path.as_path()).filter(|kept| {
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
    changes.removed = remove_others(out, &site).map_err(|e| fail(e, "removing old files"))?;
    Ok((written, changes))
}

/// Whether a file is still the one the last build wrote.
pub fn unchanged_on_disk(path: &Path, kept: &Written) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.len() == kept.len && modified(&m) == kept.modified)
}

/// Removes every file of `out` that is not one of `site`'s, and the folders that leaves empty
/// (or that were): each of `out`'s entries on its own thread, every folder read once.
fn remove_others(out: &Path, site: &HashSet<&Path>) -> io::Result<usize> {
    let entries: Vec<std::fs::DirEntry> = std::fs::read_dir(out)?.collect::<io::Result<_>>()?;
    let cleared = parallel::map(&entries, |_, entry| clear(out, entry, site));
    cleared.into_iter().map(|outcome| outcome.map(|(removed, _)| removed)).sum()
}

/// Clears one entry of the output folder: a file not the site's is removed; a folder is cleared
/// entry by entry, and removed once empty. How many files went, and whether the entry did.
fn clear(
    out: &Path,
    entry: &std::fs::DirEntry,
    site: &HashSet<&Path>,
) -> io::Result<(usize, bool)> {
    let path = entry.path();
    if !entry.file_type()?.is_dir() {
        let relative = path.strip_prefix(out).map_err(io::Error::other)?;
        if site.contains(relative) {
            return Ok((0, false));
        }
        std::fs::remove_file(&path)?;
        return Ok((1, true));
    }
    let (mut removed, mut left) = (0, 0);
    for inner in std::fs::read_dir(&path)? {
        let (files, gone) = clear(out, &inner?, site)?;
        removed += files;
        left += usize::from(!gone);
    }
    if left == 0 {
        std::fs::remove_dir(&path)?;
    }
    Ok((removed, left == 0))
}
