//! The pages of the last build, kept to be taken again (`.ssg-cache/pages`): for each page, a
//! digest of its source, the links its rendering made, the ids of its elements and its search
//! document. Its HTML is the file the last build wrote, left as it is while its size and time are
//! those the record holds (as the build with nothing changed trusts them).
//!
//! A page is rendered from its own source and from the site around it: the theme, data, messages,
//! islands and static files, and every page's front matter (titles, translations, the navigation)
//! and every news entry (the listing, the home page). `context` digests all of that but the pages'
//! text; while it holds, a page whose source is unchanged renders as it did.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufWriter, Write as _};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use xxhash_rust::xxh3::Xxh3;

use crate::content::Page;
use crate::markdown::SiteLink;
use crate::output::Written;
use crate::parallel;
use crate::rendering::{RenderedPage, Rendering, Reused};
use crate::search::{Document, PageText, Section};

use super::in_place::unchanged_on_disk;
use super::record::{escape, parts_at_lines, unescape};

const HEADER: &str = "ssg rendered pages 3";

/// What the last build rendered, by source file.
#[derive(Default)]
pub struct Memo {
    context: u128,
    pages: HashMap<PathBuf, Kept>,
    /// The file as read: a page taken again is kept again as these lines.
    text: String,
}

#[derive(Default)]
struct Kept {
    source: u128,
    /// The page's text up to its body.
    front_matter: String,
    /// What its rendering made, taken (not copied) by the build that reuses it.
    made: Mutex<Option<Reused>>,
    /// Where its lines are in the file.
    lines: Range<usize>,
}

/// The digest of every input file that is not a page (pages' front matter joins it in `context`),
/// and of the build date.
pub fn other_inputs(inputs: &[Written], day: &str) -> u128 {
    let mut hasher = Xxh3::new();
    hasher.update(day.as_bytes());
    for file in inputs.iter().filter(|file| !is_page(&file.path)) {
        hasher.update(file.path.as_os_str().as_encoded_bytes());
        hasher.update(&file.digest.to_le_bytes());
    }
    hasher.digest128()
}

/// A Markdown page of content/ (data and static files are not pages).
fn is_page(path: &Path) -> bool {
    path.starts_with("content")
        && path.extension().is_some_and(|ext| ext == "md")
        && !path.starts_with("content/data")
        && !path.starts_with("content/static")
}

/// What every page is rendered with, besides its own text: `other_inputs`, and each page's
/// address and front matter, and each news entry whole.
pub fn context(other_inputs: u128, pages: &[Page]) -> u128 {
    let mut hasher = Xxh3::new();
    hasher.update(&other_inputs.to_le_bytes());
    for page in pages {
        // A page's front matter; a news entry whole (the listings show it), by its digest, as
        // its body is not held.
        let text = &page.source.text;
        hasher.update(page.source.path.as_os_str().as_encoded_bytes());
        hasher.update(&page.body_start.to_le_bytes());
        hasher.update(&text.as_bytes()[..page.body_start.min(text.len())]);
        if crate::news::is_entry(page) {
            hasher.update(&page.source.digest().to_le_bytes());
        }
    }
    hasher.digest128()
}

impl Memo {
    /// The pages kept at `path`; None when there are none or they are not this ssg's. The pages
    /// are read on all cores (tens of megabytes for a large site), each part from a `page` line.
    pub fn read(path: &Path) -> Option<Memo> {
        let text = std::fs::read_to_string(path).ok()?;
        let (head, pages) = match text.find("\npage\t") {
            Some(at) => (&text[..at], &text[at + 1..]),
            None => (text.as_str(), ""),
        };
        let mut lines = head.lines();
        (lines.next()? == HEADER).then_some(())?;
        let context = u128::from_str_radix(lines.next()?.strip_prefix("context\t")?, 16).ok()?;
        let start = |part: &str| part.as_ptr() as usize - text.as_ptr() as usize;
        let parts = parallel::each_on_a_thread(&parts_at_lines(pages, "page\t"), |part| {
            read_pages(part, start(part))
        });
        let mut kept = HashMap::new();
        for part in parts {
            kept.extend(part?);
        }
        Some(Memo { context, pages: kept, text })
    }

    /// Keeps the pages of `rendering`, rendered in `context` (each page's lines made on all cores:
    /// tens of megabytes for a large site).
    /// A part of the pages at a time, so the file (about 3.5 KB a page) is never whole in memory;
    /// through a temporary file renamed over the old one.
    /// A page `last` gave (`reuse`) is written as the lines it was read from.
    pub fn write(
        path: &Path,
        context: u128,
        rendering: &Rendering,
        last: Option<&Memo>,
    ) -> std::io::Result<()> {
        const PART: usize = 4096;
        let temporary = path.with_extension(format!("ssg-{}", std::process::id()));
        let write = || -> std::io::Result<()> {
            let mut file = BufWriter::new(File::create(&temporary)?);
            write!(file, "{HEADER}\ncontext\t{context:x}\n")?;
            for (part, pages) in rendering.pages.chunks(PART).enumerate() {
                let lines = parallel::map(pages, |index, page| {
                    match last.and_then(|last| last.lines_of_taken(&page.page.source.path)) {
                        Some(lines) => Cow::Borrowed(lines),
                        None => Cow::Owned(page_lines(part * PART + index, page, rendering)),
                    }
                });
                lines.iter().try_for_each(|lines| file.write_all(lines.as_bytes()))?;
            }
            file.into_inner().map_err(std::io::IntoInnerError::into_error)?;
            std::fs::rename(&temporary, path)
        };
        write().inspect_err(|_| {
            let _ = std::fs::remove_file(&temporary);
        })
    }

    /// The lines of the page whose file is at `path`, once what they hold was taken (`reuse`).
    fn lines_of_taken(&self, path: &Path) -> Option<&str> {
        let kept = self.pages.get(path)?;
        kept.made.lock().ok()?.is_none().then(|| &self.text[kept.lines.clone()])
    }

    /// The front matter of the page whose file is at `path` (from the site's folder), where the
    /// file's digest is `digest`, as the last build read it.
    pub fn front_matter(&self, path: &Path, digest: u128) -> Option<&str> {
        let kept = self.pages.get(path)?;
        (kept.source == digest).then_some(kept.front_matter.as_str())
    }

    /// For each page, what the last build made of it, where `context` is the last build's, the
    /// page's source is the same, and the file it wrote (`written`, under `out`) still has the size
    /// and time it was written with.
    pub fn reuse(
        &self,
        context: u128,
        pages: &[Page],
        out: &Path,
        written: &HashMap<&Path, &Written>,
    ) -> Vec<Option<Reused>> {
        if context != self.context {
            return Vec::new();
        }
        parallel::map(pages, |_, page| {
            let kept = self.pages.get(&page.source.path)?;
            (kept.source == page.source.digest()).then_some(())?;
            let path = page.output_path();
            unchanged_on_disk(&out.join(&path), written.get(path.as_path())?).then_some(())?;
            kept.made.lock().ok()?.take()
        })
    }
}

/// The pages of one part of the file (at `start` in it), each from its `page` line to the next.
fn read_pages(text: &str, start: usize) -> Option<Vec<(PathBuf, Kept)>> {
    let mut pages = Vec::new();
    let mut current: Option<(PathBuf, Kept, Reused)> = None;
    let done = |(path, mut kept, made): (PathBuf, Kept, Reused), end: usize| {
        kept.lines.end = end;
        *kept.made.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(made);
        (path, kept)
    };
    let mut at = start;
    for line in text.split_inclusive('\n') {
        let line_start = at;
        at += line.len();
        let (kind, rest) = line.trim_end_matches('\n').split_once('\t')?;
        if kind == "page" {
            pages.extend(current.take().map(|page| done(page, line_start)));
            let (source, path) = rest.split_once('\t')?;
            let source = u128::from_str_radix(source, 16).ok()?;
            let kept = Kept { source, lines: line_start..line_start, ..Kept::default() };
            let made =
                Reused { ids: Vec::new(), links: Vec::new(), external: Vec::new(), search: None };
            current = Some((path.into(), kept, made));
            continue;
        }
        let (_, kept, made) = current.as_mut()?;
        match kind {
            "front" => kept.front_matter = unescape(rest),
            "link" => made.links.push(link(rest)?),
            "external" => made.external.push(link(rest)?),
            "ids" => made.ids = rest.split('\t').map(unescape).collect(),
            "search" => made.search = Some(document(rest)?),
            "section" => made.search.as_mut()?.text.sections.push(section(rest)?),
            _ => return None,
        }
    }
    pages.extend(current.map(|page| done(page, at)));
    Some(pages)
}

/// A page's lines: its source's digest and path, its front matter, its links, its element ids and its search
/// document.
fn page_lines(index: usize, page: &RenderedPage, rendering: &Rendering) -> String {
    let mut text = String::new();
    let source = page.page.source.digest();
    let _ = writeln!(text, "page\t{source:x}\t{}", page.page.source.path.display());
    let held = &page.page.source.text;
    let front_matter = &held[..held.floor_char_boundary(page.page.body_start.min(held.len()))];
    let _ = writeln!(text, "front\t{}", escape(front_matter));
    for (kind, links) in [("link", &page.links), ("external", &page.external)] {
        for link in links {
            let optional =
                |value: Option<String>| value.map_or("-".into(), |v| format!("={}", escape(&v)));
            let file = optional(link.file.as_ref().map(|f| f.display().to_string()));
            let written = optional(link.written.clone());
            let _ = writeln!(
                text,
                "{kind}\t{}\t{file}\t{written}\t{}",
                link.offset,
                escape(&link.target)
            );
        }
    }
    let mut ids: Vec<&str> = page.html.ids().into_iter().collect();
    if !ids.is_empty() {
        ids.sort_unstable();
        let escaped: Vec<String> = ids.into_iter().map(escape).collect();
        let _ = writeln!(text, "ids\t{}", escaped.join("\t"));
    }
    if let Some(document) = rendering.search.document(index) {
        write_document(&mut text, document);
    }
    text
}

fn link(fields: &str) -> Option<SiteLink> {
    let mut fields = fields.splitn(4, '\t');
    let offset = fields.next()?.parse().ok()?;
    let optional = |field: &str| match field {
        "-" => Some(None),
        _ => field.strip_prefix('=').map(|v| Some(unescape(v))),
    };
    let file = optional(fields.next()?)?.map(PathBuf::from);
    let written = optional(fields.next()?)?;
    let target = unescape(fields.next()?);
    Some(SiteLink { target, offset, written, file })
}

/// A page's search document: a `search` line, then a `section` line for each section.
fn write_document(text: &mut String, document: &Document) {
    let date = document.date.map_or("-".to_string(), |date| date.to_string());
    let fields = [&document.lang, &document.url, &document.kind, &date, &document.text.title];
    let fields: Vec<String> = fields.iter().map(|field| escape(field)).collect();
    let _ = writeln!(text, "search\t{}", fields.join("\t"));
    for section in &document.text.sections {
        let fields = [&section.anchor, &section.heading, &section.text].map(|field| escape(field));
        let _ = writeln!(text, "section\t{}", fields.join("\t"));
    }
}

fn document(fields: &str) -> Option<Document> {
    let mut fields = fields.splitn(5, '\t').map(unescape);
    let (lang, url, kind, date) = (fields.next()?, fields.next()?, fields.next()?, fields.next()?);
    let date = if date == "-" { None } else { Some(date.parse().ok()?) };
    let title = fields.next()?;
    Some(Document { lang, url, kind, date, text: PageText { title, sections: Vec::new() } })
}

fn section(fields: &str) -> Option<Section> {
    let mut fields = fields.splitn(3, '\t').map(unescape);
    Some(Section { anchor: fields.next()?, heading: fields.next()?, text: fields.next()? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_are_cut_into_parts_at_page_lines_and_read_whole() {
        let pages: String = (0..50)
            .map(|i| format!("page\t{i:x}\tcontent/p{i}.md\nfront\t---\\ntitle: P{i}\\n---\\n\nids\ta\tb{i}\n"))
            .collect();
        let parts = parts_at_lines(&pages, "page\t");
        assert_eq!(parts.concat(), pages);
        assert!(parts.iter().all(|part| part.starts_with("page\t")), "{parts:?}");
        let start = |part: &str| part.as_ptr() as usize - pages.as_ptr() as usize;
        let read: Vec<(PathBuf, Kept)> =
            parts.iter().flat_map(|part| read_pages(part, start(part)).expect("a memo")).collect();
        assert_eq!(read.len(), 50);
        let (path, kept) = &read[7];
        assert_eq!((path.to_str(), kept.source), (Some("content/p7.md"), 7));
        assert_eq!(kept.front_matter, "---\ntitle: P7\n---\n");
        let lines = "page\t7\tcontent/p7.md\nfront\t---\\ntitle: P7\\n---\\n\nids\ta\tb7\n";
        assert_eq!(&pages[kept.lines.clone()], lines);
        let made = kept.made.lock().unwrap().take().expect("what it made");
        assert_eq!(made.ids, ["a", "b7"]);
    }
}
