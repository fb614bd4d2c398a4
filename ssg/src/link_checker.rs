//! Checking every link a page makes to the site: the page or file must exist, and an `#anchor`
//! must be an id on that page. Problems are reported where the link was written.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;

use crate::content::{self, Page};
use crate::diagnostics::{Diagnostics, Problem, closest};
use crate::islands::Islands;
use crate::markdown::SiteLink;
use crate::templates::THEME;
use crate::urls::split_target;
use crate::{news, sitemap};

/// Every `id="..."` in a page: the anchors links may point at.
pub fn element_ids(html: &str) -> HashSet<&str> {
    html.match_indices(" id=\"")
        .filter_map(|(at, marker)| {
            let start = at + marker.len();
            html[start..].find('"').map(|end| &html[start..start + end])
        })
        .collect()
}

/// Files served as they are (theme and content static folders), as site paths.
pub fn static_files(root: &Path) -> BTreeSet<String> {
    let dirs = [
        root.join("themes").join(THEME).join("static"),
        root.join("content").join(content::STATIC_DIR),
    ];
    dirs.iter()
        .flat_map(|dir| {
            walkdir::WalkDir::new(dir)
                .into_iter()
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_file())
                .filter_map(move |entry| {
                    let relative = entry.path().strip_prefix(dir).ok()?;
                    Some(format!("/{}", relative.to_string_lossy().replace('\\', "/")))
                })
        })
        .collect()
}

/// Every address the build writes besides the pages themselves: the news listing's pages and its
/// feed, the sitemap and robots.txt. `ssg build` and `ssg serve` check links against this one
/// list (with the pages, and the files of `static_files`).
pub fn generated_routes(news_entries: usize) -> Vec<String> {
    let mut routes = news::listing_routes(news_entries);
    if news_entries > 0 {
        routes.push(news::FEED.to_string());
    }
    routes.extend([sitemap::SITEMAP_ROUTE, sitemap::ROBOTS_ROUTE].map(String::from));
    routes
}

/// The route a link written on the page at `from` goes to, and its `#fragment` if any.
pub fn resolve<'t>(target: &'t str, from: &str) -> (String, Option<&'t str>) {
    let (route, fragment) = match target.strip_prefix('#') {
        Some(fragment) => (from.to_string(), Some(fragment)),
        None => split_target(target),
    };
    if route == "/404.html" { ("/404".to_string(), fragment) } else { (route, fragment) }
}

pub struct LinkChecker<'a> {
    /// The pages' routes, for suggesting the nearest to a broken link.
    pub page_routes: Vec<&'a str>,
    /// Every route of the site: the pages' and the generated ones.
    pub routes: HashSet<&'a str>,
    pub failed_routes: &'a [String],
    /// Pages left out of this build as drafts: a published page must not link to them.
    pub draft_routes: &'a [String],
    pub anchors: &'a HashMap<&'a str, HashSet<&'a str>>,
    pub files: &'a BTreeSet<String>,
    pub islands: &'a Islands,
}

impl<'a> LinkChecker<'a> {
    /// A checker over a whole site: its pages, the addresses the build generates besides them
    /// (`generated_routes`), the ids of the pages links point into, and the files served as
    /// they are. The one way both `ssg build` and `ssg serve` make it.
    pub fn new(
        pages: impl IntoIterator<Item = &'a Page>,
        generated: &'a [String],
        anchors: &'a HashMap<&'a str, HashSet<&'a str>>,
        files: &'a BTreeSet<String>,
        islands: &'a Islands,
    ) -> LinkChecker<'a> {
        let page_routes: Vec<&str> = pages.into_iter().map(|page| page.route.as_str()).collect();
        LinkChecker {
            routes: page_routes
                .iter()
                .copied()
                .chain(generated.iter().map(String::as_str))
                .collect(),
            page_routes,
            failed_routes: &[],
            draft_routes: &[],
            anchors,
            files,
            islands,
        }
    }

    pub fn check_page(&self, page: &Page, links: &[SiteLink], problems: &mut Diagnostics) {
        for link in links {
            if let Some(problem) = self.problem(&link.target, &page.route) {
                problems.push(page.source.locate(problem.within(link.span(&page.source))));
            }
        }
    }

    /// What is wrong with a link written on the page at `from`, if anything (the caller knows
    /// where it was written).
    pub fn problem(&self, target: &str, from: &str) -> Option<Problem> {
        let (route, fragment) = resolve(target, from);
        if self.draft_routes.contains(&route) {
            return Some(
                Problem::at(0, format!("the link {target} goes to a draft, which the build leaves out"))
                    .with_help("publish that page first (remove `draft: true` from its front matter), or link elsewhere"),
            );
        }
        if !self.routes.contains(route.as_str()) && !self.failed_routes.contains(&route) {
            if self.files.contains(&route)
                || (route.starts_with("/assets/") && self.islands.out_dir.is_some())
            {
                return None;
            }
            let help = match closest(&route, self.page_routes.iter().copied()) {
                Some(near) => format!("did you mean {near}?"),
                None => {
                    "link to one of the site's pages (the address is the page's file name)".into()
                }
            };
            return Some(
                Problem::at(0, format!("the link {target} goes to no page")).with_help(help),
            );
        }
        // A page that failed to load or render has its own error already; its anchors are unknown.
        let anchors = self.anchors.get(route.as_str())?;
        let fragment = fragment.filter(|f| !f.is_empty())?;
        if anchors.contains(fragment) {
            return None;
        }
        // Sorted, so that the suggestion does not depend on the set's order.
        let mut known: Vec<&str> = anchors.iter().copied().collect();
        known.sort_unstable();
        let help = match closest(fragment, known) {
            Some(near) => format!("did you mean #{near}?"),
            None => format!(
                "the page {route} has no element with id `{fragment}`; headings get ids from their text"
            ),
        };
        Some(
            Problem::at(0, format!("the link {target} points at a missing anchor #{fragment}"))
                .with_help(help),
        )
    }
}
