//! What the build makes of the news entries besides their own pages: each language's listing
//! (/news, /fr/news), in pages of `news::PER_PAGE` through the theme, and its Atom feed
//! (/news/atom.xml, /fr/news/atom.xml).

use std::path::PathBuf;

use jiff::civil::Date;
use serde_json::json;

use crate::content::Page;
use crate::diagnostics::Diagnostics;
use crate::languages::Translations;
use crate::languages::catalog::Catalog;
use crate::news::{Entry, FEED, PER_PAGE, ROUTE, listing_routes, prefix};
use crate::render::{Inputs, escape_html};
use crate::urls::BaseUrl;

/// Each language's news (every language with pages), its listing pages registered as that
/// language's versions of the default's.
pub fn listings(
    pages: &[Page],
    base: &BaseUrl,
    today: jiff::civil::Date,
    translations: &mut Translations,
    catalog: &Catalog,
) -> crate::news::Listings {
    let default = translations.languages.default_code().to_string();
    let languages: Vec<String> =
        translations.languages_with_pages().into_iter().map(str::to_string).collect();
    let mut listings = crate::news::Listings::new();
    for lang in languages {
        let long_date = |date| catalog.long_date(&lang, date);
        let entries = crate::news::entries(pages, base, today, &lang, &default, &long_date);
        let prefix = crate::news::prefix(&lang, &default);
        let keys = crate::news::listing_routes("", entries.len());
        for (key, route) in keys.iter().zip(crate::news::listing_routes(&prefix, entries.len())) {
            translations.add_generated(key, &lang, &route);
        }
        listings.insert(lang, entries);
    }
    listings
}

/// Each language's Atom feed, as (output path, XML).
pub fn feeds(inputs: &Inputs) -> Vec<(PathBuf, String)> {
    let default = inputs.translations.languages.default_code();
    inputs
        .news
        .iter()
        .filter(|(_, entries)| !entries.is_empty())
        .map(|(lang, entries)| {
            let site = &inputs.localized.get(lang).unwrap_or(&inputs.globals)["site"];
            let text = |key: &str| site[key].as_str().unwrap_or_default().to_string();
            let title = site["news"]["title"].as_str().unwrap_or_default();
            let prefix = crate::news::prefix(lang, default);
            let feed = Feed { lang, prefix: &prefix, site_name: &text("name"), title };
            let path = PathBuf::from(crate::news::feed_route(&prefix).trim_start_matches('/'));
            (path, atom(entries, &inputs.base, &feed))
        })
        .collect()
}

/// Every language's listing pages through the theme's `layouts/news.html`, as (output path, HTML).
pub fn render_listings(inputs: &Inputs) -> Result<Vec<(PathBuf, String)>, Diagnostics> {
    let mut written = Vec::new();
    let mut problems = Diagnostics::default();
    for (lang, entries) in &inputs.news {
        match render_listing(entries, lang, inputs) {
            Ok(pages) => written.extend(pages),
            Err(found) => problems.extend(found),
        }
    }
    problems.into_result().map(|()| written)
}

/// One language's listing pages.
fn render_listing(
    entries: &[Entry],
    lang: &str,
    inputs: &Inputs,
) -> Result<Vec<(PathBuf, String)>, Diagnostics> {
    let default = inputs.translations.languages.default_code();
    let keys = listing_routes("", entries.len());
    let routes = listing_routes(&prefix(lang, default), entries.len());
    let globals = inputs.localized.get(lang).unwrap_or(&inputs.globals);
    let settings = &globals["site"]["news"];
    let dir = inputs.translations.languages.get(lang).map_or("ltr", |l| l.dir);
    let mut written = Vec::with_capacity(routes.len());
    for (index, (route, key)) in routes.iter().zip(&keys).enumerate() {
        let on_page: Vec<&Entry> = entries.iter().skip(index * PER_PAGE).take(PER_PAGE).collect();
        let mut context = tera::Context::new();
        let languages = inputs.translations.links(key, lang, &inputs.base);
        context.insert("lang", lang);
        for name in ["site", "nav", "data"] {
            context.insert(name, &globals[name]);
        }
        context.insert(
            "page",
            &json!({
                "lang": lang,
                "dir": dir,
                "languages": languages,
                "default_href": inputs.base.href(key),
                "title": settings["title"],
                "description": settings["description"],
                "lead": settings["lead"],
                "layout": "page",
                "route": route,
                "key": key,
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

/// What a feed says of itself.
pub struct Feed<'a> {
    pub lang: &'a str,
    /// Where the language's listing is ("" or "/fr").
    pub prefix: &'a str,
    pub site_name: &'a str,
    pub title: &'a str,
}

/// The Atom feed of one language's entries (RFC 4287).
pub fn atom(entries: &[Entry], base: &BaseUrl, feed: &Feed) -> String {
    let stamp = |date: Date| format!("{date}T00:00:00Z");
    let updated = entries
        .first()
        .map_or_else(|| "1970-01-01T00:00:00Z".to_string(), |entry| stamp(entry.date));
    let listing = base.absolute(&format!("{}{ROUTE}", feed.prefix));
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n  \
         <title>{}</title>\n  <id>{}</id>\n  <link rel=\"alternate\" href=\"{}\"/>\n  \
         <link rel=\"self\" href=\"{}\"/>\n  <updated>{updated}</updated>\n  <author><name>{}</name></author>\n",
        escape_html(feed.lang),
        escape_html(feed.title),
        escape_html(&listing),
        escape_html(&listing),
        escape_html(&base.absolute(&format!("{}{FEED}", feed.prefix))),
        escape_html(feed.site_name),
    );
    for entry in entries {
        let url = base.absolute(&entry.route);
        // An entry not yet translated says which language its text is in.
        let lang = entry.lang.as_ref().map(|l| format!(" xml:lang=\"{}\"", escape_html(l)));
        xml.push_str(&format!(
            "  <entry{}>\n    <title>{}</title>\n    <id>{}</id>\n    <link rel=\"alternate\" href=\"{}\"/>\n    \
             <updated>{}</updated>\n    <summary>{}</summary>\n  </entry>\n",
            lang.unwrap_or_default(),
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
