//! What the build makes of the news entries besides their own pages: the listing at /news, in
//! pages of `news::PER_PAGE` through the theme, and the Atom feed at /news/atom.xml.

use std::path::PathBuf;

use jiff::civil::Date;
use serde_json::json;

use crate::diagnostics::Diagnostics;
use crate::news::{Entry, FEED, PER_PAGE, ROUTE, listing_routes};
use crate::render::{Inputs, escape_html};
use crate::urls::BaseUrl;

/// The listing's pages through the theme's `layouts/news.html`, as (output path, HTML).
pub fn render_listing(
    entries: &[Entry],
    inputs: &Inputs,
) -> Result<Vec<(PathBuf, String)>, Diagnostics> {
    let routes = listing_routes(entries.len());
    let settings = &inputs.data.site.news;
    let mut written = Vec::with_capacity(routes.len());
    for (index, route) in routes.iter().enumerate() {
        let on_page: Vec<&Entry> = entries.iter().skip(index * PER_PAGE).take(PER_PAGE).collect();
        let mut context = tera::Context::new();
        // The listing is in the default language (news entries are not translated yet).
        let lang = inputs.translations.languages.default_code();
        let languages = inputs.translations.links(route, lang, &inputs.base);
        context.insert("lang", lang);
        context.insert(
            "page",
            &json!({
                "lang": lang,
                "dir": "ltr",
                "languages": languages,
                "default_href": "",
                "title": settings.title,
                "description": settings.description,
                "lead": settings.lead,
                "layout": "page",
                "route": route,
                "key": route,
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
    let updated = entries
        .first()
        .map_or_else(|| "1970-01-01T00:00:00Z".to_string(), |entry| stamp(entry.date));
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
