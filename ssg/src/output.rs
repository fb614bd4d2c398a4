//! Writing a rendered site. `files` lists every file of the site once (a later source of a path
//! wins, as the static folders' order asks); `staging` writes them into a fresh folder beside the
//! output folder, which replaces the old one only once complete, so a failed build never leaves a
//! half-written site. `build_cache` writes the same list in place, only the files that differ.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::failure::SystemError;
use crate::rendering::{Html, Rendering};

/// What a file of the site holds.
pub enum Contents<'a> {
    Text(&'a str),
    Bytes(&'a [u8]),
    /// A file copied as it is.
    Copy(PathBuf),
    /// A page the last build wrote, to be left as it is (only writing in place meets one).
    Kept,
}

impl Contents<'_> {
    pub fn bytes(&self) -> io::Result<Cow<'_, [u8]>> {
        match self {
            Contents::Text(text) => Ok(Cow::Borrowed(text.as_bytes())),
            Contents::Bytes(bytes) => Ok(Cow::Borrowed(bytes)),
            Contents::Copy(from) => std::fs::read(from).map(Cow::Owned),
            Contents::Kept => {
                Err(io::Error::other("a page kept from the last build has no new text"))
            }
        }
    }
}

/// One file of the site: where it goes within the site, and what it holds.
pub struct SiteFile<'a> {
    pub path: PathBuf,
    pub contents: Contents<'a>,
    /// Part of the search index (timed on its own by `--timings`).
    pub search: bool,
}

/// A file as written: its path within the site, its size, modification time and digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub path: PathBuf,
    pub len: u64,
    pub modified: u128,
    pub digest: u128,
}

/// Every file of the site, each path once.
pub fn files(rendering: &Rendering) -> io::Result<Vec<SiteFile<'_>>> {
    let site = &rendering.site;
    let mut files = Vec::new();
    let plain = |path: PathBuf, contents| SiteFile { path, contents, search: false };
    for dir in &site.static_dirs {
        tree_files(dir, Path::new(""), &mut files)?;
    }
    if let Some(vite_out) = &site.island_assets {
        tree_files(&vite_out.join("assets"), Path::new("assets"), &mut files)?;
    }
    files.extend(
        site.copies.iter().map(|(from, to)| plain(to.clone(), Contents::Copy(from.clone()))),
    );
    files.extend(rendering.pages.iter().map(|page| {
        let contents = match &page.html {
            Html::Rendered(html) => Contents::Text(html),
            Html::Kept { .. } => Contents::Kept,
        };
        plain(page.path.clone(), contents)
    }));
    files.extend(
        site.theme_assets.iter().map(|(path, bytes)| plain(path.clone(), Contents::Bytes(bytes))),
    );
    files.extend(
        site.generated.iter().map(|(path, text)| plain(path.clone(), Contents::Text(text))),
    );
    files.push(plain("sitemap.xml".into(), Contents::Text(&site.sitemap)));
    files.push(plain("robots.txt".into(), Contents::Text(&site.robots)));
    files.push(plain("_headers".into(), Contents::Text(&site.headers)));
    files.extend(site.search.iter().map(|(path, text)| SiteFile {
        path: path.clone(),
        contents: Contents::Text(text),
        search: true,
    }));
    // A later file of the same path wins (content/static/ over the theme's static/).
    let mut last: HashMap<PathBuf, usize> = HashMap::with_capacity(files.len());
    for (index, file) in files.iter().enumerate() {
        last.insert(file.path.clone(), index);
    }
    let mut index = 0;
    files.retain(|file| {
        index += 1;
        last[&file.path] == index - 1
    });
    Ok(files)
}

/// Writes one file under `root`, through a temporary file renamed over any old one (so a server
/// never sends half a page), and says what was written.
pub fn write_file(root: &Path, file: &SiteFile) -> io::Result<Written> {
    let bytes = file.contents.bytes()?;
    let target = root.join(&file.path);
    replace(&target, &bytes)?;
    Ok(written(file, &bytes, &std::fs::metadata(&target)?))
}

fn written(file: &SiteFile, bytes: &[u8], metadata: &std::fs::Metadata) -> Written {
    Written {
        path: file.path.clone(),
        len: metadata.len(),
        modified: modified(metadata),
        digest: digest(bytes),
    }
}

/// Writes `target` through a temporary file beside it, renamed over it once complete.
pub fn replace(target: &Path, bytes: &[u8]) -> io::Result<()> {
    // A file may be the first of its folder (a language's first page in the search index).
    if let Some(parent) = target.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let temporary = target.with_extension(format!("ssg-{}", std::process::id()));
    std::fs::write(&temporary, bytes)
        .and_then(|()| std::fs::rename(&temporary, target))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&temporary);
        })
}

/// A file's modification time in nanoseconds since the epoch (0 when the system has none).
pub fn modified(metadata: &std::fs::Metadata) -> u128 {
    metadata
        .modified()
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos())
}

/// What the build cache compares files by.
pub fn digest(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// Rewrites a few files of a written site in place (`ssg serve` after an edit).
pub fn update(out: &Path, files: &[(&Path, &str)]) -> Result<(), SystemError> {
    for (path, text) in files {
        let target = out.join(path);
        replace(&target, text.as_bytes()).map_err(|error| {
            SystemError::new(format!("cannot write {}: {error}", target.display()))
        })?;
    }
    Ok(())
}

/// The files of a folder (a missing one has none), as copies to `under` within the site.
fn tree_files(from: &Path, under: &Path, files: &mut Vec<SiteFile>) -> io::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in WalkDir::new(from).follow_links(true).sort_by_file_name() {
        let entry = entry.map_err(io::Error::other)?;
        if entry.file_type().is_dir() {
            continue;
        }
        let relative = entry.path().strip_prefix(from).map_err(io::Error::other)?;
        files.push(SiteFile {
            path: under.join(relative),
            contents: Contents::Copy(entry.path().to_path_buf()),
            search: false,
        });
    }
    Ok(())
}

/// Copy a folder's contents into another (created as needed); a missing source copies nothing.
pub fn copy_tree(from: &Path, to: &Path) -> io::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in WalkDir::new(from) {
        let entry = entry.map_err(io::Error::other)?;
        let relative = entry.path().strip_prefix(from).map_err(io::Error::other)?;
        let target = to.join(relative);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}
