//! News and events: the dated entries in `content/news/`, each a page at /news/<file name>, and
//! what is made of them: the listing at /news (newest first, in pages of `PER_PAGE`, with the
//! upcoming events apart from the past ones by the build date), the latest entries for the home
//! page, and an Atom feed at /news/atom.xml.

use std::path::PathBuf;

use jiff::civil::Date;
use serde::Serialize;
use serde_json::{Value, json};

use crate::content::Page;
use crate::diagnostics::{Diagnostic, Diagnostics, Problem};
use crate::render::{Inputs, escape_html};
use crate::urls::BaseUrl;

/// Where entries are written, from the site's folder.
pub const ENTRIES_DIR: &str = "content/news";
/// The listing's address; entries are under it.
pub const ROUTE: &str = "/news";
pub const FEED: &str = "/news/atom.xml";
pub const PER_PAGE: usize = 10;
/// How long a summary may be: lists and feed readers show it whole.
const MAX_SUMMARY_CHARS: usize = 300;

/// One entry, as templates and the feed see it.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    #[serde(skip)]
    pub route: String,
    pub title: String,
    pub href: String,
    pub date: Date,
    pub long_date: String,
    pub summary: String,
    pub event: Option<EventView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct EventView {
    pub date: Date,
    pub long_date: String,
    pub place: String,
    /// On or after the build date.
    pub upcoming: bool,
}

pub fn is_entry(page: &Page) -> bool {
    page.route.starts_with(&format!("{ROUTE}/"))
}

/// An entry needs its date and summary; other pages take neither, nor an event.
pub fn check(page: &Page) -> Diagnostics {
    let front = &page.front_matter;
    let mut problems = Diagnostics::default();
    let file = &page.source;
    if is_entry(page) {
        for (field, missing) in [
            ("date", front.date.is_none()),
            ("summary", front.summary.is_none()),
        ] {
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
    } else if front.date.is_some() || front.summary.is_some() || front.event.is_some() {
        problems.push(
            Diagnostic::file(
                &file.path,
                "only news entries take `date:`, `summary:` and `event:`",
            )
            .with_help(format!("news entries are the pages in {ENTRIES_DIR}/")),
        );
    }
    problems
}

/// The published entries, newest first (then by address, so the order never depends on files).
pub fn entries(pages: &[Page], base: &BaseUrl, today: Date) -> Vec<Entry> {
    let long = |date: Date| date.strftime("%B %-d, %Y").to_string();
    let mut entries: Vec<Entry> = pages
        .iter()
        .filter(|page| is_entry(page))
        .filter_map(|page| {
            let front = &page.front_matter;
            let date = front.date.as_ref()?.value;
            Some(Entry {
                route: page.route.clone(),
                title: front.title.value.clone(),
                href: base.href(&page.route),
                date,
                long_date: long(date),
                summary: front.summary.as_ref()?.value.clone(),
                event: front.event.as_ref().map(|event| EventView {
                    date: event.date,
                    long_date: long(event.date),
                    place: event.place.clone(),
                    upcoming: event.date >= today,
                }),
            })
        })
        .collect();
    entries.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.href.cmp(&b.href)));
    entries
}

/// What templates see as `data.news`: the latest entries and the events, upcoming (soonest
/// first) and past (latest first).
pub fn view(entries: &[Entry]) -> Value {
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
        "feed": FEED,
    })
}

/// The address of each page of the listing: /news, /news/page/2, ... (none for a site without
/// news entries, which gets no listing and no feed).
pub fn listing_routes(entries: usize) -> Vec<String> {
    let pages = entries.div_ceil(PER_PAGE);
    (1..=pages)
        .map(|number| match number {
            1 => ROUTE.to_string(),
            n => format!("{ROUTE}/page/{n}"),
        })
        .collect()
}

/// The listing's pages through the theme's `layouts/news.html`, as (output path, HTML).
pub fn render_listing(
    entries: &[Entry],
    inputs: &Inputs,
) -> Result<Vec<(PathBuf, String)>, Diagnostics> {
    let routes = listing_routes(entries.len());
    let settings = &inputs.data.site.news;
    let mut written = Vec::with_capacity(routes.len());
    for (index, route) in routes.iter().enumerate() {
        let on_page: Vec<&Entry> = entries
            .iter()
            .skip(index * PER_PAGE)
            .take(PER_PAGE)
            .collect();
        let mut context = tera::Context::new();
        context.insert(
            "page",
            &json!({
                "title": settings.title,
                "description": settings.description,
                "lead": settings.lead,
                "layout": "page",
                "route": route,
                "permalink": inputs.base.absolute(route),
                "content": "",
            }),
        );
        context.insert("entries", &on_page);
        context.insert(
            "pagination",
            &json!({
                "number": index + 1,
                "count": routes.len(),
                "previous": index.checked_sub(1).map(|i| inputs.base.href(&routes[i])),
                "next": routes.get(index + 1).map(|r| inputs.base.href(r)),
            }),
        );
        context.insert("assets", &inputs.islands.assets_for([], false));
        let html = inputs.theme.render("layouts/news.html", &context)?;
        let path = PathBuf::from(route.trim_start_matches('/')).join("index.html");
        written.push((path, html));
    }
    Ok(written)
}

/// The Atom feed of the entries (RFC 4287).
pub fn atom(entries: &[Entry], base: &BaseUrl, site_name: &str, title: &str) -> String {
    let stamp = |date: Date| format!("{date}T00:00:00Z");
    let updated = entries.first().map_or_else(
        || "1970-01-01T00:00:00Z".to_string(),
        |entry| stamp(entry.date),
    );
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n  \
         <title>{}</title>\n  <id>{}</id>\n  <link rel=\"alternate\" href=\"{}\"/>\n  \
         <link rel=\"self\" href=\"{}\"/>\n  <updated>{updated}</updated>\n  <author><name>{}</name></author>\n",
        escape_html(title),
        escape_html(&base.absolute(ROUTE)),
        escape_html(&base.absolute(ROUTE)),
        escape_html(&base.absolute(FEED)),
        escape_html(site_name),
    );
    for entry in entries {
        let url = base.absolute(&entry.route);
        xml.push_str(&format!(
            "  <entry>\n    <title>{}</title>\n    <id>{}</id>\n    <link rel=\"alternate\" href=\"{}\"/>\n    \
             <updated>{}</updated>\n    <summary>{}</summary>\n  </entry>\n",
            escape_html(&entry.title),
            escape_html(&url),
            escape_html(&url),
            stamp(entry.date),
            escape_html(&entry.summary),
        ));
    }
    xml.push_str("</feed>\n");
    xml
}
