//! The files that tell search engines what the site holds: `sitemap.xml` (every listed page) and
//! `robots.txt` (pointing at it).

use std::collections::BTreeSet;

use crate::content::Page;
use crate::render::escape_html;
use crate::urls::BaseUrl;

/// Every page that asks to be listed (all but the 404 page, drafts and `sitemap: false`), by
/// address.
pub fn sitemap(pages: &[Page], base: &BaseUrl) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let listed: BTreeSet<String> = pages
        .iter()
        .filter(|page| {
            let front = &page.front_matter;
            front.sitemap && !front.draft && page.route != "/404"
        })
        .map(|page| base.absolute(&page.route))
        .collect();
    for url in &listed {
        xml.push_str(&format!("  <url><loc>{}</loc></url>\n", escape_html(url)));
    }
    xml.push_str("</urlset>\n");
    xml
}

pub fn robots(base: &BaseUrl) -> String {
    format!(
        "User-agent: *\nAllow: /\n\nSitemap: {}\n",
        base.absolute("/sitemap.xml")
    )
}
