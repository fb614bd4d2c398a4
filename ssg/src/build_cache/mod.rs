//! Incremental production builds. `ssg build` records in `.ssg-cache/build` what the last build
//! read and wrote (`record`). The next build scans the inputs (`inputs`): when none changed, the
//! options are the same and every file it wrote is still there as written, nothing is done.
//! Otherwise the site is rendered and checked whole, as always, and written in place: only the
//! files whose bytes differ (`in_place`). Without a record (the first build, `--clean`, other
//! options, an ssg built since) the site is written into a fresh folder as before.
//!
//! A marker file stands while a build writes in place: if the build is stopped half-way (a full
//! disk, a killed process), the next build finds the marker and writes the whole site afresh.

mod in_place;
mod inputs;
mod memo;
mod record;
mod strays;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

pub use in_place::Changes;
pub use inputs::FOLDERS;

use crate::content::{Page, Recalled};
use crate::failure::{Failure, SystemError};
use crate::output::{self, Written};
use crate::parallel;
use crate::rendering::Reused;
use crate::site::{BuildOptions, LastBuild, Stopwatch, Summary};
use crate::staging::Staging;
use memo::Memo;
use record::Record;

/// The build cache's folder, within the site's folder.
pub const CACHE_DIR: &str = ".ssg-cache";
const RECORD: &str = "build";
const PAGES: &str = "pages";
const WRITING: &str = "build.writing";
/// The output's folders with their times (`strays`): read by a build that writes in place, and
/// by one that finds nothing changed, to see that nothing was put into the output either.
const FOLDERS_FILE: &str = "folders";

/// How a build used the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reuse {
    /// Nothing had changed: nothing was rendered or written.
    Unchanged,
    /// Rendered whole; only the files that differ were written.
    InPlace(Changes),
    /// Rendered and written whole (no usable record, or `--clean`).
    Fresh,
}

/// A build that reuses the last one where it can; `clean` ignores what was recorded.
pub fn build(options: &BuildOptions, clean: bool) -> Result<(Summary, Reuse), Failure> {
    let started = Instant::now();
    let started_at = now();
    let cache = options.root.join(CACHE_DIR);
    let settings = settings(options);
    // The build date (deadlines, upcoming events): a new day renders every page again, but
    // writes only what it changed.
    let day = crate::deadlines::today(options.today).to_string();
    let interrupted = cache.join(WRITING).exists();
    let last = Record::read(&cache.join(RECORD))
        .filter(|last| !clean && !interrupted && last.settings == settings);
    let (last_inputs, last_start) =
        last.as_ref().map_or((&[][..], 0), |r| (&r.inputs[..], r.started));
    let inputs = inputs::scan(&options.root, last_inputs, last_start)
        .map_err(|e| SystemError::new(format!("cannot read the site's files: {e}")))?;
    if let Some(last) = &last
        && last.day == day
        && inputs::same(&last.inputs, &inputs)
        && parallel::map(&last.outputs, |_, w| {
            in_place::unchanged_on_disk(&options.out.join(&w.path), w)
        })
        .into_iter()
        .all(|unchanged| unchanged)
        // Nor a file put into the output since (a stray the build would remove).
        && strays::untouched(&options.out, &strays::read(&cache.join(FOLDERS_FILE)))
    {
        let summary = Summary {
            pages: last.pages,
            islands: last.islands,
            vite_ran: false,
            elapsed: started.elapsed(),
            stages: vec![("compare with the last build", started.elapsed())],
            warnings: last.diagnostics(),
        };
        return Ok((summary, Reuse::Unchanged));
    }

    let mut stopwatch = Stopwatch::default();
    stopwatch.record("compare with the last build", started.elapsed());
    // Pages rendered as the last build rendered them are taken from it (`memo`).
    let reading = Instant::now();
    let kept = last.as_ref().and_then(|_| Memo::read(&cache.join(PAGES)));
    stopwatch.record("read the kept pages", reading.elapsed());
    let recall = Recall {
        kept,
        digests: inputs.iter().map(|file| (file.path.as_path(), file.digest)).collect(),
        other_inputs: memo::other_inputs(&inputs, &day),
        context: OnceLock::new(),
        out: &options.out,
        last_written: last.iter().flat_map(|r| &r.outputs).map(|w| (w.path.as_path(), w)).collect(),
    };
    // A fresh build writes its pages into the staging folder as they render.
    let mut writing = match &last {
        Some(last) => Writing::InPlace(last),
        None => Writing::Fresh(Staging::create(&options.out)?),
    };
    let staging = match &mut writing {
        Writing::Fresh(staging) => Some(staging),
        Writing::InPlace(_) => None,
    };
    let mut rendering = crate::site::render_reusing(options, &mut stopwatch, &recall, staging)?;
    let files = output::files(&rendering)
        .map_err(|e| SystemError::new(format!("cannot read the site's static files: {e}")))?;
    let (outputs, folders, reuse) = match writing {
        Writing::InPlace(last) => {
            let marker = cache.join(WRITING);
            std::fs::write(&marker, "")
                .map_err(|e| SystemError::new(format!("cannot write {}: {e}", marker.display())))?;
            let folders = strays::read(&cache.join(FOLDERS_FILE));
            let (outputs, changes, folders) =
                in_place::write(&files, &options.out, &last.outputs, &folders)?;
            stopwatch.lap("write what changed");
            (outputs, folders, Reuse::InPlace(changes))
        }
        Writing::Fresh(staging) => {
            // The search index was written as it was made (`site::render_reusing`).
            let (outputs, _) = staging.finish(&files)?;
            stopwatch.lap("write");
            // Every folder holds this build's files alone: their times tell the next build
            // which it need not read.
            (outputs, strays::all(&options.out), Reuse::Fresh)
        }
    };
    // Written: the search index's files (a tenth of a large site's size) are not needed again.
    drop(files);
    rendering.site.search = Vec::new();
    let mut summary = crate::site::summary(&rendering, started.elapsed(), stopwatch.laps);
    let saving = Instant::now();
    let (context, kept) = recall.into_kept();
    let record = Record {
        settings,
        day,
        started: started_at,
        pages: summary.pages,
        islands: summary.islands,
        inputs,
        outputs,
        warnings: summary.warnings.iter().map(|w| (w.path.clone(), w.message.clone())).collect(),
    };
    // The record, the pages and the folders side by side. A build stopped between them leaves
    // a pair that does not match, which costs the next build time, not correctness: a page is
    // taken again only where its source, what it is rendered with and its file in dist/ all are
    // as recorded, and a folder is read whenever its time differs.
    std::fs::create_dir_all(&cache).map_err(|e| fail_to_keep(&cache, e))?;
    std::thread::scope(|scope| {
        // Without it the next build renders every page: no reason to fail this one.
        scope.spawn(|| Memo::write(&cache.join(PAGES), context, &rendering, kept.as_ref()));
        // Without them the next build in place reads every folder of the output.
        scope.spawn(|| strays::write(&cache.join(FOLDERS_FILE), &folders));
        save(&cache, &record)
    })?;
    summary.stages.push(("keep what was built", saving.elapsed()));
    summary.elapsed = started.elapsed();
    Ok((summary, reuse))
}

/// What a build takes from the last one: the front matter of pages whose files are unchanged, and
/// the pages it rendered as this one would (`memo`).
struct Recall<'a> {
    kept: Option<Memo>,
    /// Each input file's digest, by its path from the site's folder.
    digests: HashMap<&'a Path, u128>,
    other_inputs: u128,
    /// What every page is rendered with, once the pages are loaded (`memo::context`).
    context: OnceLock<u128>,
    out: &'a Path,
    last_written: HashMap<&'a Path, &'a Written>,
}

impl Recall<'_> {
    /// The context the pages were rendered in, and the last build's pages.
    fn into_kept(self) -> (u128, Option<Memo>) {
        (self.context.get().copied().unwrap_or_default(), self.kept)
    }
}

impl LastBuild for Recall<'_> {
    fn front_matter(&self, relative: &Path) -> Option<Recalled> {
        let digest = *self.digests.get(relative)?;
        let front_matter = self.kept.as_ref()?.front_matter(relative, digest)?.to_string();
        Some(Recalled { front_matter, digest })
    }

    fn rendered(&self, pages: &[Page]) -> Vec<Option<Reused>> {
        let context = *self.context.get_or_init(|| memo::context(self.other_inputs, pages));
        let Some(kept) = &self.kept else { return Vec::new() };
        kept.reuse(context, pages, self.out, &self.last_written)
    }
}

/// Records the build, then takes the marker away: the written site is whole.
fn save(cache: &Path, record: &Record) -> Result<(), SystemError> {
    record.write(&cache.join(RECORD)).map_err(|e| fail_to_keep(cache, e))?;
    match std::fs::remove_file(cache.join(WRITING)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(fail_to_keep(cache, e)),
        _ => Ok(()),
    }
}

fn fail_to_keep(cache: &Path, error: std::io::Error) -> SystemError {
    SystemError::new(format!("cannot write the build cache in {}: {error}", cache.display()))
        .with_help("the site was written; the next build will write it whole again")
}

/// How a build that renders writes the site.
enum Writing<'a> {
    /// Only the files that differ from those of the last build (`in_place`).
    InPlace(&'a Record),
    /// Into a fresh folder that replaces the output folder, its pages as they render.
    Fresh(Staging),
}

/// A digest of what, besides the input files and the day, decides what a build writes: this ssg
/// (a rebuilt one may write differently), the options, the address of the forms service.
fn settings(options: &BuildOptions) -> u128 {
    let generator = std::env::current_exe()
        .and_then(std::fs::metadata)
        .map(|m| (m.len(), output::modified(&m)))
        .unwrap_or_default();
    let out: PathBuf = std::path::absolute(&options.out).unwrap_or_else(|_| options.out.clone());
    let text = format!(
        "{} {generator:?}\n{:?}\n{:?}\n{}\n{:?}",
        env!("CARGO_PKG_VERSION"),
        options.base_url,
        options.islands,
        out.display(),
        std::env::var(crate::headers::API_BASE_VARIABLE).ok(),
    );
    output::digest(text.as_bytes())
}

fn now() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_nanos())
}
