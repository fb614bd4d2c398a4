//! The files that tell search engines what the site holds: `sitemap.xml` (every listed page) and
//! `robots.txt` (pointing at it).

use std::collections::BTreeMap;

/// Where the two files are served.
pub const SITEMAP_ROUTE: &str = "/sitemap.xml";
pub const ROBOTS_ROUTE: &str = "/robots.txt";

use crate::content::Page;
use crate::html::escape_html;
use crate::languages::Translations;
use crate::urls::BaseUrl;

/// Every page that asks to be listed (all but the 404 page, drafts and `sitemap: false`) and the
/// generated pages (`extra`: the news listing), by address; a news entry with its date; a page
/// with translations with an `xhtml:link` to each language's version, itself included.
pub fn sitemap<'a>(
    pages: impl IntoIterator<Item = &'a Page>,
    extra: &[String],
    base: &BaseUrl,
    translations: &Translations,
) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let listed: BTreeMap<String, (Option<String>, String)> = pages
        .into_iter()
        .filter(|page| {
            let front = &page.front_matter;
            front.sitemap && !front.draft && !page.is_not_found()
        })
        .map(|page| {
            let date = page.front_matter.date.as_ref();
            let alternates = alternates(translations, &page.key, base);
            (base.absolute(&page.route), (date.map(|date| date.value.to_string()), alternates))
        })
        .chain(extra.iter().map(|route| (base.absolute(route), (None, String::new()))))
        .collect();
    for (url, (date, alternates)) in &listed {
        let lastmod =
            date.as_ref().map(|date| format!("<lastmod>{date}</lastmod>")).unwrap_or_default();
        xml.push_str(&format!(
            "  <url><loc>{}</loc>{lastmod}{alternates}</url>\n",
            escape_html(url)
        ));
    }
    xml.push_str("</urlset>\n");
    xml
}

/// The `xhtml:link` of each language version of the page `key`, when it has more than one.
fn alternates(translations: &Translations, key: &str, base: &BaseUrl) -> String {
    let default = translations.languages.default_code();
    let links = translations.links(key, default, base);
    let versions: Vec<_> = links.iter().filter(|link| link.translated).collect();
    if versions.len() < 2 {
        return String::new();
    }
    let mut text: String = versions
        .iter()
        .map(|link| {
            format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                link.code,
                escape_html(&link.absolute)
            )
        })
        .collect();
    let default_href = &links[0].absolute;
    text.push_str(&format!(
        "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>",
        escape_html(default_href)
    ));
    text
}

pub fn robots(base: &BaseUrl) -> String {
    format!("User-agent: *\nAllow: /\n\nSitemap: {}\n", base.absolute(SITEMAP_ROUTE))
}
