//! Old addresses of a page (`aliases:` in its front matter), so a renamed page breaks no link to
//! it: each becomes a small page that sends visitors on (a meta refresh, with the canonical link
//! and `noindex`, as any static host can serve it), a line of `_redirects` (Netlify, Cloudflare
//! Pages: a real 301), and a line of `redirects.map`, which the nginx configuration of
//! `deploy/nginx/` includes to answer with a 301 too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::content::Page;
use crate::diagnostics::{Diagnostics, Problem};
use crate::html::escape_html;
use crate::languages::catalog::Catalog;
use crate::urls::BaseUrl;

/// One old address and the page it leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alias {
    /// The old address, as a route: `/old-name`.
    pub from: String,
    /// The page's link: `/new-name`.
    pub to: String,
    pub lang: String,
    pub title: String,
}

/// An alias as written -> its route, or what is wrong with it.
pub fn route(written: &str) -> Result<String, String> {
    let trimmed = written.trim();
    if !trimmed.starts_with('/') || trimmed.starts_with("//") {
        return Err(format!(
            "the alias `{trimmed}` is not an address of this site: write it from the site's root, as /old-name"
        ));
    }
    if trimmed.contains(['#', '?', ' ', '\\', '"', '\'', '<', '>']) || trimmed.contains("..") {
        return Err(format!(
            "the alias `{trimmed}` holds a character an address of a page cannot: write the old page's address alone, as /old-name"
        ));
    }
    match trimmed.trim_end_matches('/') {
        "" => Err("the alias / is the home page's address".to_string()),
        route => Ok(route.to_string()),
    }
}

/// Every page's aliases, each checked against the pages, the addresses the build writes besides
/// them, the static files and the other aliases; a problem is reported at the alias's line.
pub fn collect(
    pages: &[Page],
    generated: &[String],
    files: &BTreeSet<String>,
    lang_of: impl Fn(&Page) -> String,
    problems: &mut Diagnostics,
) -> Vec<Alias> {
    let routes: BTreeMap<&str, &Page> =
        pages.iter().map(|page| (page.route.as_str(), page)).collect();
    let mut taken: BTreeMap<String, &Page> = BTreeMap::new();
    let mut aliases = Vec::new();
    for page in pages {
        for written in &page.front_matter.aliases {
            let at = page.front_matter.span_of(written);
            let problem = |message: String, help: &str| {
                page.source.locate(Problem::new(at.clone(), message).with_help(help.to_string()))
            };
            let from = match route(&written.value) {
                Ok(from) => from,
                Err(message) => {
                    problems.push(problem(
                        message,
                        "an alias is the page's old address, e.g. `aliases: [/old-name]`",
                    ));
                    continue;
                }
            };
            let collision = if from == page.route {
                Some("is this page's own address".to_string())
            } else if let Some(other) = routes.get(from.as_str()) {
                Some(format!("is the address of {}", other.source.path.display()))
            } else if let Some(other) = taken.get(&from) {
                Some(format!("is already an alias of {}", other.source.path.display()))
            } else if generated.contains(&from)
                || files.contains(&from)
                || from.starts_with("/assets/")
            {
                Some("is an address the build writes itself".to_string())
            } else {
                None
            };
            if let Some(collision) = collision {
                problems.push(problem(
                    format!("the alias {from} {collision}"),
                    "an alias must be an address no page, file or other alias has: remove it, or rename what holds it",
                ));
                continue;
            }
            taken.insert(from.clone(), page);
            aliases.push(Alias {
                from,
                to: page.link().to_string(),
                lang: lang_of(page),
                title: page.front_matter.title.value.clone(),
            });
        }
    }
    aliases
}

/// The files the aliases need: a page at each old address, `_redirects` and `redirects.map`
/// (both written even when empty, so a host's configuration can always include them).
pub fn files(
    aliases: &[Alias],
    language_404s: &[&str],
    base: &BaseUrl,
    catalog: &Catalog,
) -> Vec<(PathBuf, String)> {
    let mut files: Vec<(PathBuf, String)> = aliases
        .iter()
        .map(|alias| {
            let path = PathBuf::from(alias.from.trim_start_matches('/')).join("index.html");
            (path, redirect_page(alias, base, catalog))
        })
        .collect();
    let mut netlify = String::new();
    let mut nginx =
        String::from("# Old addresses of pages (aliases:), for the map of deploy/nginx/.\n");
    for alias in aliases {
        let from = base.href(&alias.from);
        let to = base.href(&alias.to);
        let bare = from.trim_end_matches('/');
        netlify.push_str(&format!("{bare} {to} 301\n{bare}/ {to} 301\n"));
        nginx.push_str(&format!("{bare} {to};\n{bare}/ {to};\n"));
    }
    // Each language's own page for unknown addresses under its folder (`/fr/404`): Netlify and
    // Cloudflare Pages read these last, once no file matched. nginx maps them in iaaii.conf.
    for route in language_404s {
        let folder = base.href(&format!("{}/", route.trim_end_matches("/404")));
        let page = base.href(&format!("{route}.html"));
        netlify.push_str(&format!("{folder}* {page} 404\n"));
    }
    files.push((PathBuf::from("_redirects"), netlify));
    files.push((PathBuf::from("redirects.map"), nginx));
    files
}

fn redirect_page(alias: &Alias, base: &BaseUrl, catalog: &Catalog) -> String {
    let href = escape_html(&base.href(&alias.to));
    let canonical = escape_html(&base.absolute(&alias.to));
    let title = escape_html(&alias.title);
    let moved = catalog.format(&alias.lang, "redirect-moved", &[]).unwrap_or_default();
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n<meta name=\"robots\" content=\"noindex\">\n<link rel=\"canonical\" href=\"{canonical}\">\n<meta http-equiv=\"refresh\" content=\"0; url={href}\">\n</head>\n<body>\n<p>{moved} <a href=\"{href}\">{title}</a></p>\n</body>\n</html>\n",
        lang = escape_html(&alias.lang),
        moved = escape_html(&moved),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_alias_is_an_address_from_the_root() {
        assert_eq!(route("/old-name/"), Ok("/old-name".to_string()));
        assert_eq!(route(" /about/old "), Ok("/about/old".to_string()));
        assert!(route("old-name").is_err());
        assert!(route("https://example.org/x").is_err());
        assert!(route("//example.org/x").is_err());
        assert!(route("/old#part").is_err());
        assert!(route("/a/../b").is_err());
        assert!(route("/").is_err());
    }
}
