//! The files that tell search engines what the site holds: `sitemap.xml` (every listed page) and
//! `robots.txt` (pointing at it).

use std::collections::BTreeMap;

/// Where the two files are served.
pub const SITEMAP_ROUTE: &str = "/sitemap.xml";
pub const ROBOTS_ROUTE: &str = "/robots.txt";

use crate::content::Page;
use crate::render::escape_html;
use crate::urls::BaseUrl;

/// Every page that asks to be listed (all but the 404 page, drafts and `sitemap: false`) and the
/// generated pages (`extra`: the news listing), by address; a news entry with its date.
pub fn sitemap<'a>(
    pages: impl IntoIterator<Item = &'a Page>,
    extra: &[String],
    base: &BaseUrl,
) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let listed: BTreeMap<String, Option<String>> = pages
        .into_iter()
        .filter(|page| {
            let front = &page.front_matter;
            front.sitemap && !front.draft && page.route != "/404"
        })
        .map(|page| {
            let date = page.front_matter.date.as_ref();
            (base.absolute(&page.route), date.map(|date| date.value.to_string()))
        })
        .chain(extra.iter().map(|route| (base.absolute(route), None)))
        .collect();
    for (url, date) in &listed {
        let lastmod =
            date.as_ref().map(|date| format!("<lastmod>{date}</lastmod>")).unwrap_or_default();
        xml.push_str(&format!("  <url><loc>{}</loc>{lastmod}</url>\n", escape_html(url)));
    }
    xml.push_str("</urlset>\n");
    xml
}

pub fn robots(base: &BaseUrl) -> String {
    format!("User-agent: *\nAllow: /\n\nSitemap: {}\n", base.absolute(SITEMAP_ROUTE))
}
