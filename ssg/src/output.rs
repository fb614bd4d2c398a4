//! Writing a rendered site: everything goes into a fresh folder beside the output folder, which
//! replaces the old one only once complete, so a failed build never leaves a half-written site.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use walkdir::WalkDir;

use crate::failure::SystemError;
use crate::parallel;
use crate::rendering::Rendering;

/// Returns how long writing the search index's files took (part of the whole).
pub fn write(rendering: &Rendering, out: &Path) -> Result<Duration, SystemError> {
    let site = &rendering.site;
    let staging = sibling(out, "building");
    let fail = |error: io::Error, what: &str| {
        let _ = std::fs::remove_dir_all(&staging);
        SystemError::new(format!("cannot write the site to {} ({what}): {error}", out.display()))
    };
    if staging.exists() {
        std::fs::remove_dir_all(&staging).map_err(|e| fail(e, "clearing an old staging folder"))?;
    }
    std::fs::create_dir_all(&staging).map_err(|e| fail(e, "creating the staging folder"))?;
    for dir in &site.static_dirs {
        copy_tree(dir, &staging).map_err(|e| fail(e, "copying static files"))?;
    }
    if let Some(vite_out) = &site.island_assets {
        copy_tree(&vite_out.join("assets"), &staging.join("assets"))
            .map_err(|e| fail(e, "copying island assets"))?;
    }
    let copied = parallel::map(&site.copies, |_, (from, to)| {
        let target = staging.join(to);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::copy(from, target).map(drop)
    });
    if let Some(error) = copied.into_iter().find_map(Result::err) {
        return Err(fail(error, "copying pictures"));
    }
    let write = |path: &Path, text: &str| {
        let target = staging.join(path);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&target, text)
    };
    let pages = parallel::map(&rendering.pages, |_, page| write(&page.path, &page.html));
    for (path, bytes) in &site.theme_assets {
        let target = staging.join(path);
        std::fs::create_dir_all(staging.join(crate::theme_assets::ASSETS_DIR))
            .and_then(|()| std::fs::write(&target, bytes))
            .map_err(|e| fail(e, "writing the theme's named files"))?;
    }
    let generated = parallel::map(&site.generated, |_, (path, text)| write(path, text));
    if let Some(error) = pages.into_iter().chain(generated).find_map(Result::err) {
        return Err(fail(error, "writing pages"));
    }
    let started = Instant::now();
    let search = parallel::map(&site.search, |_, (path, text)| write(path, text));
    if let Some(error) = search.into_iter().find_map(Result::err) {
        return Err(fail(error, "writing the search index"));
    }
    let search_written = started.elapsed();
    std::fs::write(staging.join("sitemap.xml"), &site.sitemap)
        .map_err(|e| fail(e, "writing sitemap.xml"))?;
    std::fs::write(staging.join("robots.txt"), &site.robots)
        .map_err(|e| fail(e, "writing robots.txt"))?;
    std::fs::write(staging.join("_headers"), &site.headers)
        .map_err(|e| fail(e, "writing _headers"))?;
    swap_into_place(&staging, out).map_err(|e| fail(e, "replacing the previous build"))?;
    Ok(search_written)
}

/// Rewrites a few files of a written site in place (`ssg serve` after an edit), each through a
/// temporary file renamed over the old one, so the server never sends half a page.
pub fn update(out: &Path, files: &[(&Path, &str)]) -> Result<(), SystemError> {
    for (path, text) in files {
        let target = out.join(path);
        let temporary = target.with_extension(format!("ssg-{}", std::process::id()));
        // A file may be the first of its folder (a language's first page in the search index).
        let folder = target.parent().map_or(Ok(()), std::fs::create_dir_all);
        folder
            .and_then(|()| std::fs::write(&temporary, text))
            .and_then(|()| std::fs::rename(&temporary, &target))
            .map_err(|error| {
                let _ = std::fs::remove_file(&temporary);
                SystemError::new(format!("cannot write {}: {error}", target.display()))
            })?;
    }
    Ok(())
}

/// A hidden folder next to `out` (same file system, so renames are atomic).
fn sibling(out: &Path, purpose: &str) -> PathBuf {
    let name = out.file_name().map_or_else(|| "dist".into(), |n| n.to_string_lossy().into_owned());
    out.with_file_name(format!(".{name}.{purpose}-{}", std::process::id()))
}

fn swap_into_place(staging: &Path, out: &Path) -> io::Result<()> {
    if !out.exists() {
        return std::fs::rename(staging, out);
    }
    let previous = sibling(out, "previous");
    if previous.exists() {
        remove_tree(&previous)?;
    }
    std::fs::rename(out, &previous)?;
    if let Err(error) = std::fs::rename(staging, out) {
        std::fs::rename(&previous, out)?;
        return Err(error);
    }
    remove_tree(&previous)
}

/// `remove_dir_all`, with the folder's entries removed on every core (a site is thousands of
/// small folders, and removing each is a slow file-system call of its own).
fn remove_tree(dir: &Path) -> io::Result<()> {
    let entries: Vec<PathBuf> =
        std::fs::read_dir(dir)?.map(|entry| entry.map(|e| e.path())).collect::<io::Result<_>>()?;
    let removed = parallel::map(&entries, |_, path| {
        if path.is_dir() { std::fs::remove_dir_all(path) } else { std::fs::remove_file(path) }
    });
    removed.into_iter().collect::<io::Result<()>>()?;
    std::fs::remove_dir(dir)
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
