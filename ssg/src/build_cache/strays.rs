//! Removing from the output folder what the site no longer has: the files the last build wrote
//! that this one did not, and any other file put there since. A folder's modification time
//! changes when an entry is added to it or taken from it, so a folder whose time is the one the
//! last build left holds only what that build left there: only the others are read. A large
//! site's output has a folder for each page; reading them all took most of a one-page build's
//! writing.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::io;
use std::path::{Path, PathBuf};

use crate::output::{Written, modified};
use crate::parallel;

/// A folder of the output (from the output folder; empty for itself) and its modification time.
pub type Folder = (PathBuf, u128);

const HEADER: &str = "ssg output folders 1";

/// The folders kept at `path` (`write`); none when there are none or they are not this ssg's.
pub fn read(path: &Path) -> Vec<Folder> {
    let Ok(text) = std::fs::read_to_string(path) else { return Vec::new() };
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Vec::new();
    }
    let folder = |line: &str| {
        let (modified, folder) = line.split_once('\t')?;
        Some((PathBuf::from(folder), modified.parse().ok()?))
    };
    lines.map(folder).collect::<Option<_>>().unwrap_or_default()
}

/// Every folder of `out` with its time: what a fresh build leaves, each holding its files alone.
pub fn all(out: &Path) -> Vec<Folder> {
    walkdir::WalkDir::new(out)
        .into_iter()
        .flatten()
        .filter(|entry| entry.file_type().is_dir())
        .filter_map(|entry| {
            let folder = entry.path().strip_prefix(out).ok()?.to_path_buf();
            Some((folder, modified(&entry.metadata().ok()?)))
        })
        .collect()
}

/// Whether every one of `folders` still has its time, so nothing was put into the output or
/// taken from it since they were kept; false when none were.
pub fn untouched(out: &Path, folders: &[Folder]) -> bool {
    !folders.is_empty()
        && parallel::map(folders, |_, (folder, time)| {
            std::fs::metadata(out.join(folder)).is_ok_and(|metadata| modified(&metadata) == *time)
        })
        .into_iter()
        .all(|same| same)
}

/// Keeps `folders` at `path`, for the next build in place; none (a fresh build's) removes them.
pub fn write(path: &Path, folders: &[Folder]) -> io::Result<()> {
    if folders.is_empty() {
        return match std::fs::remove_file(path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        };
    }
    let mut text = format!("{HEADER}\n");
    for (folder, modified) in folders {
        let _ = writeln!(text, "{modified}\t{}", folder.display());
    }
    crate::output::replace(path, text.as_bytes())
}

/// A folder left, with its time where it was not read (the last build's).
type Left = (PathBuf, Option<u128>);

/// Removes every file of `out` that is not one of `site`'s, and the folders that leaves empty.
/// `last` is what the last build wrote; `folders`, the folders it left (none: each is read).
/// How many files went, and the folders as this build leaves them.
pub fn remove(
    out: &Path,
    site: &HashSet<&Path>,
    last: &[Written],
    folders: &[Folder],
) -> io::Result<(usize, Vec<Folder>)> {
    let mut removed = 0;
    for gone in last.iter().filter(|file| !site.contains(file.path.as_path())) {
        match std::fs::remove_file(out.join(&gone.path)) {
            Ok(()) => {
                removed += 1;
                remove_if_empty(out, gone.path.parent());
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    let recorded: HashSet<&Path> = folders.iter().map(|(path, _)| path.as_path()).collect();
    let visits: Vec<Left> = match folders {
        [] => vec![(PathBuf::new(), None)],
        _ => folders.iter().map(|(path, time)| (path.clone(), Some(*time))).collect(),
    };
    let visited =
        parallel::map(&visits, |_, (folder, time)| visit(out, folder, *time, site, &recorded));
    let mut left = Vec::new();
    for outcome in visited {
        let (files, folders) = outcome?;
        removed += files;
        left.extend(folders);
    }
    // The time of each folder read, now that nothing more is written to it or removed from it.
    let timed = parallel::map(&left, |_, (folder, time)| match time {
        Some(time) => Some((folder.clone(), *time)),
        None => std::fs::metadata(out.join(folder)).ok().map(|m| (folder.clone(), modified(&m))),
    });
    Ok((removed, timed.into_iter().flatten().collect()))
}

/// One folder: left unread when its time is `time`, the last build's; else its stray files are
/// removed and its folders the last build did not leave are cleared whole. How many files went,
/// and the folders left, each with its time where it was not read.
fn visit(
    out: &Path,
    folder: &Path,
    time: Option<u128>,
    site: &HashSet<&Path>,
    recorded: &HashSet<&Path>,
) -> io::Result<(usize, Vec<Left>)> {
    let metadata = match std::fs::metadata(out.join(folder)) {
        Ok(metadata) => metadata,
        // Emptied and removed (`remove`, or another folder's visit).
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok((0, Vec::new())),
        Err(e) => return Err(e),
    };
    if time.is_some_and(|time| time == modified(&metadata)) {
        return Ok((0, vec![(folder.to_path_buf(), time)]));
    }
    let mut removed = 0;
    let mut left = vec![(folder.to_path_buf(), None)];
    let entries = match std::fs::read_dir(out.join(folder)) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok((0, Vec::new())),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let entry = entry?;
        let relative = folder.join(entry.file_name());
        if !entry.file_type()?.is_dir() {
            if !site.contains(relative.as_path()) {
                std::fs::remove_file(entry.path())?;
                removed += 1;
            }
        } else if !recorded.contains(relative.as_path()) {
            let (files, folders) = visit(out, &relative, None, site, recorded)?;
            removed += files;
            left.extend(folders);
        }
    }
    // Emptied, or found empty: a clean build has no empty folder.
    remove_if_empty(out, Some(folder));
    Ok((removed, left))
}

/// Removes `folder` and then each folder above it while they are empty (never `out` itself).
fn remove_if_empty(out: &Path, folder: Option<&Path>) {
    let mut folder = folder;
    while let Some(path) = folder.filter(|path| !path.as_os_str().is_empty()) {
        if std::fs::remove_dir(out.join(path)).is_err() {
            return;
        }
        folder = path.parent();
    }
}
