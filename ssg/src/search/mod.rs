//! The site's search index, written by the build beside the pages (`search/<lang>/`) and read by
//! the search script (`site/src/search/`). Each page is read from its rendered HTML
//! (`extract`), its words are stemmed per language (`words`), gathered into an inverted index
//! (`postings`) and written as small files a query fetches only some of (`files`).
//!
//! Drafts, the 404 page and pages with `search: false` in their front matter are left out.

mod counting;
mod extract;
mod files;
mod postings;
pub mod words;

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::PathBuf;

pub use extract::{PageText, Section, page_text};

use crate::content::Page;
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::languages::Translations;
use crate::languages::catalog::Catalog;

/// A page as the index holds it.
#[derive(Debug, Clone)]
pub struct Document {
    pub lang: String,
    /// The site link of the page (the script prefixes the base path).
    pub url: String,
    /// What the page is, to filter by: its folder in `content/` ("news", "membership"...), or
    /// "general" for a page at the top.
    pub kind: String,
    pub date: Option<jiff::civil::Date>,
    pub text: PageText,
}

/// Every page's document (None for a page left out), in the build's order of pages.
#[derive(Debug, Default)]
pub struct SearchIndex {
    documents: Vec<Option<Document>>,
    /// A digest of each file last written, so `ssg serve` rewrites only the files a change touched.
    written: HashMap<PathBuf, u64>,
}

impl SearchIndex {
    /// The index of these documents, one a page in the build's order (None for a page left
    /// out). Each is read from its page's HTML as it renders (`document`), or kept by the build
    /// cache for a page the last build rendered as this one would.
    pub fn from_documents(documents: Vec<Option<Document>>) -> SearchIndex {
        SearchIndex { documents, written: HashMap::new() }
    }

    /// The document of the page at `index` (None for a page left out).
    pub fn document(&self, index: usize) -> Option<&Document> {
        self.documents.get(index)?.as_ref()
    }

    /// A page rebuilt by `ssg serve`.
    pub fn update(&mut self, index: usize, page: &Page, html: &str, translations: &Translations) {
        if let Some(slot) = self.documents.get_mut(index) {
            *slot = document(page, html, translations);
        }
    }

    /// The files that differ from those `files` or `changed_files` last gave.
    pub fn changed_files(
        &mut self,
        translations: &Translations,
        catalog: &Catalog,
    ) -> Vec<(PathBuf, String)> {
        let before = std::mem::take(&mut self.written);
        let mut files = self.files(translations, catalog);
        files.retain(|(path, text)| before.get(path) != Some(&digest(text)));
        files
    }

    /// The index's files, each language's under `search/<lang>/`.
    pub fn files(
        &mut self,
        translations: &Translations,
        catalog: &Catalog,
    ) -> Vec<(PathBuf, String)> {
        let mut files = Vec::new();
        self.write_files(translations, catalog, &mut |part| files.extend(part));
        files
    }

    /// The index's files, handed to `write` a part at a time (`files::write_language_files`).
    pub fn write_files(
        &mut self,
        translations: &Translations,
        catalog: &Catalog,
        write: &mut dyn FnMut(Vec<(PathBuf, String)>),
    ) {
        let mut by_language: BTreeMap<&str, Vec<&Document>> = BTreeMap::new();
        for document in self.documents.iter().flatten() {
            by_language.entry(document.lang.as_str()).or_default().push(document);
        }
        let mut written = HashMap::new();
        let default = translations.languages.default_code();
        let originals = by_language.get(default).cloned().unwrap_or_default();
        for language in &translations.languages.list {
            let Some(own) = by_language.get(language.code.as_str()) else { continue };
            // A language's search also finds the pages not yet translated into it, in the
            // default language (each result says so): a French reader searching "Kenya" finds
            // the regions page, which exists only in English.
            let mut documents = own.clone();
            if language.code != default {
                let untranslated: HashSet<&str> =
                    translations.untranslated(&language.code).collect();
                documents
                    .extend(originals.iter().filter(|doc| untranslated.contains(doc.url.as_str())));
            }
            let documents = &documents;
            let postings = postings::build(&language.code, documents);
            let label = |kind: &str| {
                catalog
                    .format(&language.code, &format!("search-kind-{kind}"), &[])
                    .unwrap_or_else(|| capitalized(kind))
            };
            let mut note_and_write = |part: Vec<(PathBuf, String)>| {
                written.extend(part.iter().map(|(path, text)| (path.clone(), digest(text))));
                write(part);
            };
            files::write_language_files(
                &language.code,
                documents,
                &postings,
                label,
                &mut note_and_write,
            );
        }
        self.written = written;
    }
}

/// A folder of `content/` whose pages are searched, but which the default language's catalog does
/// not name as a kind of page (`search-kind-<folder>`): a warning at its first page, since the
/// search page's filter would show the bare folder name.
pub fn unnamed_kinds(pages: &[Page], catalog: &Catalog, default: &str) -> Diagnostics {
    let keys = catalog.keys(default);
    let mut found = Diagnostics::default();
    let mut seen = BTreeSet::new();
    for page in pages.iter().filter(|page| page.lang.is_none() && indexed(page)) {
        let kind = kind(page);
        if keys.contains(format!("search-kind-{kind}").as_str()) || !seen.insert(kind.clone()) {
            continue;
        }
        let message = format!(
            "the pages of content/{kind}/ are a kind of page the search filters by, which locales/{default}/site.ftl does not name"
        );
        let help = format!(
            "add `search-kind-{kind} = <its name>` to each language's site.ftl; until then the search page calls it \"{}\"",
            capitalized(&kind)
        );
        found.push(Diagnostic::file(&page.source.path, message).with_help(help).into_warning());
    }
    found
}

/// Whether a page goes in the index.
pub fn indexed(page: &Page) -> bool {
    let front = &page.front_matter;
    front.search && !front.draft && !page.is_not_found()
}

/// A page's document, read from its HTML (None for a page left out of the index).
pub fn document(page: &Page, html: &str, translations: &Translations) -> Option<Document> {
    if !indexed(page) {
        return None;
    }
    Some(Document {
        lang: translations.language_of(page).to_string(),
        url: page.link().to_string(),
        kind: kind(page),
        date: page.front_matter.date.as_ref().map(|date| date.value),
        text: page_text(html),
    })
}

/// `content/membership/fees.md` -> "membership"; `content/index.md` -> "general".
fn kind(page: &Page) -> String {
    let parts: Vec<_> = page.source.path.components().collect();
    let at = parts.iter().position(|part| part.as_os_str() == crate::content::CONTENT_DIR);
    match at.map(|at| &parts[at + 1..]) {
        Some([folder, _, ..]) => folder.as_os_str().to_string_lossy().into_owned(),
        _ => "general".to_string(),
    }
}

fn digest(text: &str) -> u64 {
    let mut hasher = rustc_hash::FxHasher::default();
    text.hash(&mut hasher);
    hasher.finish()
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
