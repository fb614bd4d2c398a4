//! What the build makes of the news entries besides their own pages: each language's listing
//! (/news, /fr/news), in pages of `news::PER_PAGE` through the theme, and its Atom feed
//! (/news/atom.xml, /fr/news/atom.xml).

use std::path::PathBuf;

use jiff::civil::Date;
use serde_json::json;

use crate::content::Page;
use crate::diagnostics::Diagnostics;
use crate::html::escape_html;
use crate::languages::Translations;
use crate::languages::catalog::Catalog;
use crate::news::{Entry, PER_PAGE, ROUTE, listing_routes, prefix};
use crate::news_tags;
use crate::render::Inputs;
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
        let tag_name = |tag: &str| {
            catalog.format(&lang, &news_tags::message_key(tag), &[]).unwrap_or_else(|| tag.into())
        };
        let entries =
            crate::news::entries(pages, base, today, &lang, &default, &long_date, &tag_name);
        let prefix = crate::news::prefix(&lang, &default);
        let mut keys = crate::news::listing_routes("", entries.len());
        keys.extend(crate::news::tag_routes("", &entries));
        let mut routes = crate::news::listing_routes(&prefix, entries.len());
        routes.extend(crate::news::tag_routes(&prefix, &entries));
        for (key, route) in keys.iter().zip(routes) {
            translations.add_generated(key, &lang, &route);
        }
        listings.insert(lang, entries);
    }
    listings
}

/// Each language's Atom feed, and one for each of its tags, as (output path, XML).
pub fn feeds(inputs: &Inputs) -> Vec<(PathBuf, String)> {
    let default = inputs.translations.languages.default_code();
    let mut feeds = Vec::new();
    for (lang, entries) in inputs.news.iter().filter(|(_, entries)| !entries.is_empty()) {
        let site = &inputs.localized.get(lang).unwrap_or(&inputs.globals)["site"];
        let site_name = site["name"].as_str().unwrap_or_default();
        let title = site["news"]["title"].as_str().unwrap_or_default();
        let prefix = crate::news::prefix(lang, default);
        let (page, route) = (format!("{prefix}{ROUTE}"), crate::news::feed_route(&prefix));
        let feed = Feed { lang, page: &page, route: &route, site_name, title };
        feeds.push((output_path(feed.route), atom(entries, &inputs.base, &feed)));
        for (tag, tagged) in crate::news::by_tag(entries) {
            let title = tag_title(inputs, lang, tagged[0], tag);
            let (page, route) =
                (crate::news::tag_route(&prefix, tag), news_tags::feed_route(&prefix, tag));
            let feed = Feed { page: &page, route: &route, title: &title, ..feed };
            let tagged: Vec<Entry> = tagged.into_iter().cloned().collect();
            feeds.push((output_path(&route), atom(&tagged, &inputs.base, &feed)));
        }
    }
    feeds
}

/// Where the file of a generated address is written.
fn output_path(route: &str) -> PathBuf {
    PathBuf::from(route.trim_start_matches('/'))
}

/// A tag's name in the language of the entry's listing.
fn tag_name<'a>(entry: &'a Entry, tag: &'a str) -> &'a str {
    entry.tags.iter().find(|t| t.slug == tag).map_or(tag, |t| t.name.as_str())
}

/// A tag's page title in `lang` ("News tagged Events"), from the entry that carries it.
fn tag_title(inputs: &Inputs, lang: &str, entry: &Entry, tag: &str) -> String {
    let name = tag_name(entry, tag);
    let args = [("tag".to_string(), name.to_string())];
    inputs.catalog.format(lang, "news-tag-title", &args).unwrap_or_else(|| name.to_string())
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
        for (tag, tagged) in crate::news::by_tag(entries) {
            match render_tag_page(&tagged, tag, lang, inputs) {
                Ok(page) => written.push(page),
                Err(found) => problems.extend(found),
            }
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
    let mut written = Vec::with_capacity(routes.len());
    for (index, (route, key)) in routes.iter().zip(&keys).enumerate() {
        let on_page: Vec<&Entry> = entries.iter().skip(index * PER_PAGE).take(PER_PAGE).collect();
        let heading = json!({
            "title": settings["title"],
            "description": settings["description"],
            "lead": settings["lead"],
        });
        let mut context = page_context(inputs, lang, (key, route), heading);
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
        let html = inputs.theme.render("layouts/news.html", &context)?;
        written.push((output_path(route).join("index.html"), html));
    }
    Ok(written)
}

/// One language's page of a tag: every entry that carries it, newest first, and its feed.
fn render_tag_page(
    tagged: &[&Entry],
    tag: &str,
    lang: &str,
    inputs: &Inputs,
) -> Result<(PathBuf, String), Diagnostics> {
    let prefix = prefix(lang, inputs.translations.languages.default_code());
    let route = crate::news::tag_route(&prefix, tag);
    let title = tag_title(inputs, lang, tagged[0], tag);
    let name = tag_name(tagged[0], tag);
    let args =
        [("tag".to_string(), name.to_string()), ("count".to_string(), tagged.len().to_string())];
    let description = inputs.catalog.format(lang, "news-tag-description", &args);
    let heading = json!({ "title": title, "description": description, "lead": null });
    let mut context =
        page_context(inputs, lang, (&crate::news::tag_route("", tag), &route), heading);
    context.insert("entries", tagged);
    context.insert("tag_feed", &inputs.base.href(&news_tags::feed_route(&prefix, tag)));
    context.insert("tag_name", name);
    context.insert("listing", &inputs.base.href(&format!("{prefix}{ROUTE}")));
    let html = inputs.theme.render("layouts/news-tag.html", &context)?;
    Ok((output_path(&route).join("index.html"), html))
}

/// What a generated page of the news gives its template: the language, the site's data, and the
/// page (`heading` holds its title, description and lead) at `route`, the address `key` has in
/// `lang`.
fn page_context(
    inputs: &Inputs,
    lang: &str,
    (key, route): (&str, &str),
    heading: serde_json::Value,
) -> tera::Context {
    let globals = inputs.localized.get(lang).unwrap_or(&inputs.globals);
    let dir = inputs.translations.languages.get(lang).map_or("ltr", |l| l.dir);
    let mut context = tera::Context::new();
    context.insert("lang", lang);
    for name in ["site", "nav", "data"] {
        context.insert(name, &globals[name]);
    }
    context.insert(
        "page",
        &json!({
            "lang": lang,
            "dir": dir,
            "languages": inputs.translations.links(key, lang, &inputs.base),
            "default_href": inputs.base.href(key),
            "title": heading["title"],
            "description": heading["description"],
            "lead": heading["lead"],
            "layout": "page",
            "route": route,
            "key": key,
            "permalink": inputs.base.absolute(route),
            "content": "",
        }),
    );
    context.insert("assets", &inputs.islands.assets_for([], false));
    context
}

/// What a feed says of itself.
#[derive(Clone, Copy)]
pub struct Feed<'a> {
    pub lang: &'a str,
    /// The address of the page the feed follows (the listing, or a tag's page).
    pub page: &'a str,
    /// The feed's own address.
    pub route: &'a str,
    pub site_name: &'a str,
    pub title: &'a str,
}

/// The Atom feed of one language's entries (RFC 4287).
pub fn atom(entries: &[Entry], base: &BaseUrl, feed: &Feed) -> String {
    let stamp = |date: Date| format!("{date}T00:00:00Z");
    let updated = entries
        .first()
        .map_or_else(|| "1970-01-01T00:00:00Z".to_string(), |entry| stamp(entry.date));
    let listing = base.absolute(feed.page);
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n  \
         <title>{}</title>\n  <id>{}</id>\n  <link rel=\"alternate\" href=\"{}\"/>\n  \
         <link rel=\"self\" href=\"{}\"/>\n  <updated>{updated}</updated>\n  <author><name>{}</name></author>\n",
        escape_html(feed.lang),
        escape_html(feed.title),
        escape_html(&listing),
        escape_html(&listing),
        escape_html(&base.absolute(feed.route)),
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
