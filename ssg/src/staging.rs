//! The fresh folder a whole build writes into, beside the output folder (same file system, so the
//! swap is a rename). It is made before the pages render, so that a batch of pages can be written
//! as soon as it is rendered and then dropped: a clean build never holds the whole site's HTML.
//! It replaces the output folder only once the site is complete and every check has passed;
//! dropped before that (a broken link, a full disk), it is removed and the old site stays whole.

use std::collections::{BTreeSet, HashSet};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::failure::SystemError;
use crate::output::{Contents, SiteFile, Written, digest, modified};
use crate::parallel;

pub struct Staging {
    dir: PathBuf,
    out: PathBuf,
    /// What was written already (pages, as they rendered).
    written: Vec<Written>,
    /// The folders made so far.
    folders: HashSet<PathBuf>,
    /// The first write that failed: the build fails with it at `finish`.
    failed: Option<SystemError>,
    swapped: bool,
}

impl Staging {
    /// An empty staging folder for `out` (one a stopped build left behind is cleared first).
    pub fn create(out: &Path) -> Result<Staging, SystemError> {
        let dir = sibling(out, "building");
        let staging = Staging {
            dir,
            out: out.to_path_buf(),
            written: Vec::new(),
            folders: HashSet::new(),
            failed: None,
            swapped: false,
        };
        if staging.dir.exists() {
            remove_tree(&staging.dir)
                .map_err(|e| staging.error(e, "clearing an old staging folder"))?;
        }
        std::fs::create_dir_all(&staging.dir)
            .map_err(|e| staging.error(e, "creating the staging folder"))?;
        Ok(staging)
    }

    /// Writes these files now, as (path within the site, text): pages as they render, the
    /// search index as it is made. A failure is kept for `finish`.
    pub fn write_texts<T: AsRef<str>>(&mut self, texts: &[(PathBuf, T)]) {
        if self.failed.is_some() {
            return;
        }
        let files: Vec<SiteFile> = texts
            .iter()
            .map(|(path, text)| SiteFile {
                path: path.clone(),
                contents: Contents::Text(text.as_ref()),
                search: false,
            })
            .collect();
        if let Err(error) = self.write_all(&files) {
            self.failed = Some(error);
        }
    }

    /// Writes the rest of the site (the files not written yet; a `Contents::Kept` file must
    /// have been), then puts it in place of the output folder. Returns every file as written,
    /// and how long the search index's files took (part of the whole).
    pub fn finish(mut self, files: &[SiteFile]) -> Result<(Vec<Written>, Duration), SystemError> {
        if let Some(error) = self.failed.take() {
            return Err(error);
        }
        let already: HashSet<&Path> = self.written.iter().map(|w| w.path.as_path()).collect();
        if let Some(missing) = files
            .iter()
            .find(|f| matches!(f.contents, Contents::Kept) && !already.contains(f.path.as_path()))
        {
            let error = io::Error::other("a page neither rendered nor written");
            return Err(self.error(error, &missing.path.display().to_string()));
        }
        let (search, rest): (Vec<&SiteFile>, Vec<&SiteFile>) = files
            .iter()
            .filter(|file| !matches!(file.contents, Contents::Kept))
            .partition(|file| file.search);
        self.write_all(&rest)?;
        let started = Instant::now();
        self.write_all(&search)?;
        let search_written = started.elapsed();
        swap_into_place(&self.dir, &self.out)
            .map_err(|e| self.error(e, "replacing the previous build"))?;
        self.swapped = true;
        Ok((std::mem::take(&mut self.written), search_written))
    }

    /// Writes files on every core, their folders made once before them.
    fn write_all<'a, F: std::borrow::Borrow<SiteFile<'a>> + Sync>(
        &mut self,
        files: &[F],
    ) -> Result<(), SystemError> {
        let folders: BTreeSet<&Path> = files
            .iter()
            .filter_map(|file| file.borrow().path.parent())
            .filter(|folder| !folder.as_os_str().is_empty() && !self.folders.contains(*folder))
            .collect();
        let folders: Vec<&Path> = folders.into_iter().collect();
        let made: io::Result<()> =
            parallel::map(&folders, |_, folder| std::fs::create_dir_all(self.dir.join(folder)))
                .into_iter()
                .collect();
        made.map_err(|e| self.error(e, "creating its folders"))?;
        self.folders.extend(folders.into_iter().map(Path::to_path_buf));
        let outcomes = parallel::map(files, |_, file| write_new(&self.dir, file.borrow()));
        for (file, outcome) in files.iter().zip(outcomes) {
            let what = || format!("writing {}", file.borrow().path.display());
            self.written.push(outcome.map_err(|e| self.error(e, &what()))?);
        }
        Ok(())
    }

    fn error(&self, error: io::Error, what: &str) -> SystemError {
        SystemError::new(format!(
            "cannot write the site to {} ({what}): {error}",
            self.out.display()
        ))
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.swapped {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// Writes one file into the staging folder, whose folders exist. Nothing reads that folder before
/// it replaces the site whole, so the file is written as it is, without a temporary file.
fn write_new(staging: &Path, file: &SiteFile) -> io::Result<Written> {
    let bytes = file.contents.bytes()?;
    let mut handle = std::fs::File::create(staging.join(&file.path))?;
    handle.write_all(&bytes)?;
    let metadata = handle.metadata()?;
    Ok(Written {
        path: file.path.clone(),
        len: metadata.len(),
        modified: modified(&metadata),
        digest: digest(&bytes),
    })
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
