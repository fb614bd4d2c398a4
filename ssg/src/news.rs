//! News and events: the dated entries in `content/news/`, each a page at /news/<file name>, and
//! what is made of them: the listing at /news (newest first, in pages of `PER_PAGE`, with the
//! upcoming events apart from the past ones by the build date), the latest entries for the home
//! page, and an Atom feed at /news/atom.xml. Each language has its own listing and feed
//! (/fr/news, /fr/news/atom.xml): every entry, in that language where it is translated
//! (`entry.fr.md`), else in the default language, marked as such.

use std::collections::BTreeMap;

use jiff::civil::Date;
use serde::Serialize;
use serde_json::{Value, json};

use crate::content::Page;
use crate::diagnostics::{Diagnostic, Diagnostics, Problem};
use crate::urls::BaseUrl;

pub use crate::content::{NEWS_DIR as ENTRIES_DIR, NEWS_ROUTE as ROUTE};
pub const FEED: &str = "/news/atom.xml";
pub const PER_PAGE: usize = 10;
/// How long a summary may be: lists and feed readers show it whole.
const MAX_SUMMARY_CHARS: usize = 300;

/// One entry, as templates and the feed see it.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    #[serde(skip)]
    pub route: String,
    /// The entry's language where it is not the listing's (an entry not yet translated).
    pub lang: Option<String>,
    pub title: String,
    pub href: String,
    pub date: Date,
    pub long_date: String,
    pub summary: String,
    pub event: Option<EventView>,
    /// The original entry's tags, named in the listing's language.
    pub tags: Vec<TagView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct EventView {
    pub date: Date,
    pub long_date: String,
    pub place: String,
    /// On or after the build date.
    pub upcoming: bool,
}

/// A news entry, or the translation of one.
pub fn is_entry(page: &Page) -> bool {
    page.key.starts_with(&format!("{ROUTE}/"))
}

/// An entry needs its date and summary; other pages take neither, nor an event.
pub fn check(page: &Page) -> Diagnostics {
    let front = &page.front_matter;
    let mut problems = Diagnostics::default();
    let file = &page.source;
    if is_entry(page) {
        for (field, missing) in
            [("date", front.date.is_none()), ("summary", front.summary.is_none())]
        {
            if missing {
                problems.push(
                    Diagnostic::file(&file.path, format!("a news entry needs `{field}:`"))
                        .with_help(
                            "see docs/editing.md, News and events, for an entry's front matter",
                        ),
                );
            }
        }
        if let Some(summary) = &front.summary {
            let length = summary.value.chars().count();
            if length > MAX_SUMMARY_CHARS {
                let problem = Problem::new(
                    front.span_of(summary),
                    format!("the summary is {length} characters long"),
                );
                problems.push(file.locate(problem.with_help(format!(
                    "lists and feeds show it whole: keep it under {MAX_SUMMARY_CHARS} characters"
                ))));
            }
        }
    } else if front.date.is_some()
        || front.summary.is_some()
        || front.event.is_some()
        || !front.tags.is_empty()
    {
        problems.push(
            Diagnostic::file(
                &file.path,
                "only news entries take `date:`, `summary:`, `event:` and `tags:`",
            )
            .with_help(format!("news entries are the pages in {ENTRIES_DIR}/")),
        );
    }
    problems
}

/// Each language's entries, newest first (then by address, so the order never depends on
/// files): every entry of the default language, in `lang` where it has a translation. Dates are
/// written by `long_date` in the listing's language.
pub fn entries(
    pages: &[Page],
    base: &BaseUrl,
    today: Date,
    lang: &str,
    default: &str,
    long_date: &dyn Fn(Date) -> String,
    tag_name: &dyn Fn(&str) -> String,
) -> Vec<Entry> {
    let prefix = prefix(lang, default);
    let translated: BTreeMap<&str, &Page> = pages
        .iter()
        .filter(|page| is_entry(page) && page.lang.as_deref() == Some(lang))
        .map(|page| (page.key.as_str(), page))
        .collect();
    let mut entries: Vec<Entry> = pages
        .iter()
        .filter(|page| is_entry(page) && page.lang.is_none())
        .filter_map(|original| {
            let page = translated.get(original.key.as_str()).copied().unwrap_or(original);
            let front = &page.front_matter;
            let date = front.date.as_ref().or(original.front_matter.date.as_ref())?.value;
            let summary = front.summary.as_ref().or(original.front_matter.summary.as_ref())?;
            let shown_in = page.lang.as_deref().unwrap_or(default);
            Some(Entry {
                route: page.route.clone(),
                lang: (shown_in != lang).then(|| shown_in.to_string()),
                title: front.title.value.clone(),
                href: base.href(&page.route),
                date,
                long_date: long_date(date),
                summary: summary.value.clone(),
                // A translation names the place in its language ("En ligne"); the date is the same.
                event: front.event.as_ref().or(original.front_matter.event.as_ref()).map(|event| {
                    EventView {
                        date: event.date,
                        long_date: long_date(event.date),
                        place: event.place.clone(),
                        upcoming: event.date >= today,
                    }
                }),
                tags: original
                    .front_matter
                    .tags
                    .iter()
                    .map(|tag| TagView {
                        slug: tag.value.clone(),
                        name: tag_name(&tag.value),
                        href: base.href(&tag_route(&prefix, &tag.value)),
                    })
                    .collect(),
            })
        })
        .collect();
    entries.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.href.cmp(&b.href)));
    entries
}

/// Where a language's listing and feed are: "" for the default language, "/fr" for French.
pub fn prefix(lang: &str, default: &str) -> String {
    if lang == default { String::new() } else { format!("/{lang}") }
}

/// The feed of the listing under `prefix`.
pub fn feed_route(prefix: &str) -> String {
    format!("{prefix}{FEED}")
}

/// What templates see as `data.news`: the latest entries and the events, upcoming (soonest
/// first) and past (latest first).
pub fn view(entries: &[Entry], feed: &str) -> Value {
    let mut upcoming: Vec<&Entry> = entries
        .iter()
        .filter(|entry| entry.event.as_ref().is_some_and(|event| event.upcoming))
        .collect();
    upcoming.sort_by_key(|entry| entry.event.as_ref().map(|event| event.date));
    let past: Vec<&Entry> = entries
        .iter()
        .filter(|entry| entry.event.as_ref().is_some_and(|event| !event.upcoming))
        .collect();
    json!({
        "latest": entries.iter().take(3).collect::<Vec<_>>(),
        "upcoming": upcoming,
        "past": past,
        "feed": feed,
    })
}

/// The address of each page of the listing under `prefix`: /news, /news/page/2, ... (none for
/// a site without news entries, which gets no listing and no feed).
pub fn listing_routes(prefix: &str, entries: usize) -> Vec<String> {
    let pages = entries.div_ceil(PER_PAGE);
    (1..=pages)
        .map(|number| match number {
            1 => format!("{prefix}{ROUTE}"),
            n => format!("{prefix}{ROUTE}/page/{n}"),
        })
        .collect()
}

/// Each language's news, by language code (the default's included).
pub type Listings = BTreeMap<String, Vec<Entry>>;

/// Every address the listings write: each language's listing pages and tag pages.
pub fn all_listing_routes(listings: &Listings, default: &str) -> Vec<String> {
    listings
        .iter()
        .flat_map(|(lang, entries)| {
            let prefix = prefix(lang, default);
            let mut routes = listing_routes(&prefix, entries.len());
            routes.extend(tag_routes(&prefix, entries));
            routes
        })
        .collect()
}

/// A tag as templates see it (tags are checked and named by `news_tags`).
#[derive(Debug, Clone, Serialize)]
pub struct TagView {
    pub slug: String,
    pub name: String,
    pub href: String,
}

/// The address of a tag's page in the listing under `prefix` ("" or "/fr").
pub fn tag_route(prefix: &str, tag: &str) -> String {
    format!("{prefix}{ROUTE}/tags/{tag}")
}

/// Each tag of a language's entries, with its entries in the listing's order (newest first).
pub fn by_tag(entries: &[Entry]) -> BTreeMap<&str, Vec<&Entry>> {
    let mut tags: BTreeMap<&str, Vec<&Entry>> = BTreeMap::new();
    for entry in entries {
        for tag in &entry.tags {
            tags.entry(tag.slug.as_str()).or_default().push(entry);
        }
    }
    tags
}

/// Every tag's page address under `prefix`.
pub fn tag_routes(prefix: &str, entries: &[Entry]) -> Vec<String> {
    by_tag(entries).keys().map(|tag| tag_route(prefix, tag)).collect()
}
