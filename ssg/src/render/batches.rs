//! Rendering a site a batch of pages at a time. A batch's pages' bodies, which `content::load`
//! let go, are read again first. What the rest of the build needs of a page's HTML (its search
//! document and, for the links to it, its element ids) is read as soon as the batch renders; with
//! a writer (a clean build's staging folder) the batch's HTML is then handed to it and dropped,
//! and so is its pages' Markdown (read again only to report a problem), so a clean build holds one
//! batch's HTML and text at a time, not the site's. Without one (`ssg serve`, a build that writes
//! in place) every page's HTML is held, in one batch.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::content::Page;
use crate::diagnostics::Diagnostics;
use crate::link_checker::element_ids;
use crate::markdown::SiteLink;
use crate::parallel;
use crate::search::Document;

use super::{Inputs, RenderedPages, render_selected};

/// Pages a batch: enough to keep every core busy, few enough that their HTML (about 20 KB a page)
/// stays small. Each batch with islands runs the island renderer once.
const BATCH: usize = 2048;

/// The pages rendered, by their index in the pages given.
pub struct Batches {
    /// Pages rendered and held: index and HTML.
    pub held: Vec<(usize, String)>,
    /// Pages rendered and already written to the staging folder: index and element ids.
    pub written: Vec<(usize, Vec<String>)>,
    /// The links to this site each page makes, in the pages' order (none for a page not rendered).
    pub links: Vec<Vec<SiteLink>>,
    /// The links to other sites each page makes, in the pages' order.
    pub external: Vec<Vec<SiteLink>>,
    /// Each rendered page's search document (None for a page left out of the index).
    pub documents: Vec<(usize, Option<Document>)>,
    pub problems: Diagnostics,
    /// The time spent reading search documents (part of the whole).
    pub reading: Duration,
}

/// Writes a batch of pages: (path within the site, HTML).
pub type PageWriter<'a> = dyn FnMut(&[(PathBuf, &str)]) + 'a;

/// Renders the pages `selected` picks, handing each batch to `write` when there is one (and
/// letting its pages' text go; `root` is the site's folder, where it can be read again).
pub fn render_batches(
    pages: &mut [Page],
    inputs: &Inputs,
    selected: &(dyn Fn(usize) -> bool + Sync),
    mut write: Option<&mut PageWriter>,
    root: &Path,
) -> Result<Batches, Diagnostics> {
    let mut batches = Batches {
        held: Vec::new(),
        written: Vec::new(),
        links: Vec::with_capacity(pages.len()),
        external: Vec::with_capacity(pages.len()),
        documents: Vec::new(),
        problems: Diagnostics::default(),
        reading: Duration::ZERO,
    };
    let size = if write.is_some() { BATCH } else { pages.len().max(1) };
    for (number, batch) in pages.chunks_mut(size).enumerate() {
        let first = number * size;
        let unread = read_bodies(batch, &|index| selected(first + index), &mut batches.problems);
        let RenderedPages { html, links, external, problems } =
            render_selected(batch, inputs, &|index| {
                selected(first + index) && !unread.contains(&index)
            })?;
        batches.links.extend(links);
        batches.external.extend(external);
        batches.problems.extend(problems);
        let reading = Instant::now();
        let documents = parallel::map(&html, |_, (index, html)| {
            crate::search::document(&batch[*index], html, &inputs.translations)
        });
        batches.reading += reading.elapsed();
        batches.documents.extend(html.iter().map(|(index, _)| first + index).zip(documents));
        match write.as_deref_mut() {
            Some(write) => {
                let files: Vec<(PathBuf, &str)> = html
                    .iter()
                    .map(|(index, html)| (batch[*index].output_path(), html.as_str()))
                    .collect();
                write(&files);
                let ids = parallel::map(&html, |_, (index, html)| {
                    let mut ids: Vec<String> =
                        element_ids(html).into_iter().map(String::from).collect();
                    ids.sort_unstable();
                    (first + index, ids)
                });
                batches.written.extend(ids);
                // Its front matter stays, as `content::load` left it (the build cache keeps it).
                for (index, _) in &html {
                    let page = &mut batch[*index];
                    page.source.release_after(page.body_start, root.join(&page.source.path));
                }
            }
            None => {
                batches.held.extend(html.into_iter().map(|(index, html)| (first + index, html)))
            }
        }
    }
    Ok(batches)
}

/// Reads again the bodies of the pages of `batch` that will render (`content::load` let them go);
/// the pages whose body cannot be read, or changed since, are reported and left out.
fn read_bodies(
    batch: &mut [Page],
    selected: &(dyn Fn(usize) -> bool + Sync),
    problems: &mut Diagnostics,
) -> BTreeSet<usize> {
    let read =
        parallel::map(
            batch,
            |index, page| {
                if selected(index) { page.source.read_again() } else { Ok(None) }
            },
        );
    let mut unread = BTreeSet::new();
    for (index, outcome) in read.into_iter().enumerate() {
        match outcome {
            Ok(Some(whole)) => batch[index].source = whole,
            Ok(None) => {}
            Err(problem) => {
                problems.push(problem);
                unread.insert(index);
            }
        }
    }
    unread
}
