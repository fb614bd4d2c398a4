//! Checking every link a page makes to the site: the page or file must exist, and an `#anchor`
//! must be an id on that page. Problems are reported where the link was written.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;

use crate::content::{self, Page};
use crate::diagnostics::{Diagnostics, Problem, closest};
use crate::islands::Islands;
use crate::markdown::SiteLink;
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
    let dirs =
        [crate::theme::folder(root).join("static"), root.join("content").join(content::STATIC_DIR)];
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
pub fn generated_routes(news: &news::Listings, default: &str) -> Vec<String> {
    let mut routes = news::all_listing_routes(news, default);
    for (lang, entries) in news {
        let prefix = news::prefix(lang, default);
        if !entries.is_empty() {
            routes.push(news::feed_route(&prefix));
        }
        let tags = news::by_tag(entries);
        routes.extend(tags.keys().map(|tag| crate::news_tags::feed_route(&prefix, tag)));
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
    // A 404 page is linked by its file name (`/404.html`, `/fr/404.html`).
    match route.strip_suffix(".html").filter(|bare| bare.ends_with("/404")) {
        Some(bare) => (bare.to_string(), fragment),
        None => (route, fragment),
    }
}

pub struct LinkChecker<'a> {
    /// The pages' routes, for suggesting the nearest to a broken link.
    pub page_routes: Vec<&'a str>,
    /// The pages' files (`content/about/mission.md`), which links to Markdown files must name.
    pub page_files: Vec<&'a Path>,
    /// Every route of the site: the pages' and the generated ones.
    pub routes: HashSet<&'a str>,
    pub failed_routes: &'a [String],
    /// Pages left out of this build as drafts: a published page must not link to them.
    pub draft_routes: &'a [String],
    /// Old addresses of pages (`aliases:`) -> the page's address: a link should name the page.
    pub aliases: HashMap<String, &'a str>,
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
        let pages: Vec<&Page> = pages.into_iter().collect();
        let aliases = pages
            .iter()
            .flat_map(|page| {
                let aliases = page.front_matter.aliases.iter();
                aliases
                    .filter_map(|alias| crate::aliases::route(&alias.value).ok())
                    .map(|from| (from, page.route.as_str()))
            })
            .collect();
        let (page_routes, page_files): (Vec<&str>, Vec<&Path>) =
            pages.iter().map(|page| (page.route.as_str(), page.source.path.as_path())).unzip();
        LinkChecker {
            page_files,
            // Also as links are resolved, without a trailing slash (a language's home is `/fr/`).
            routes: page_routes
                .iter()
                .copied()
                .chain(generated.iter().map(String::as_str))
                .flat_map(|route| {
                    [route, if route.len() > 1 { route.trim_end_matches('/') } else { route }]
                })
                .collect(),
            page_routes,
            failed_routes: &[],
            draft_routes: &[],
            aliases,
            anchors,
            files,
            islands,
        }
    }

    pub fn check_page(&self, page: &Page, links: &[SiteLink], problems: &mut Diagnostics) {
        for link in links {
            let problem = match &link.file {
                Some(file) => self.missing_file(link, file),
                None => None,
            };
            let shown = match &link.written {
                Some(written) => format!("{written} (that is, {})", link.target),
                None => link.target.clone(),
            };
            let problem = problem.or_else(|| self.problem_shown(&link.target, &shown, &page.route));
            if let Some(problem) = problem {
                // A clean build has let the rendered pages' text go (`SourceFile::release`).
                let source = page.source.restored();
                problems.push(source.locate(problem.within(link.span(&source))));
            }
        }
    }

    /// A link to a Markdown file that is not one of the site's pages.
    fn missing_file(&self, link: &SiteLink, file: &Path) -> Option<Problem> {
        if self.page_files.contains(&file) {
            return None;
        }
        let shown = file.to_string_lossy().replace('\\', "/");
        let names = self.page_files.iter().map(|f| f.to_str().unwrap_or_default());
        let help = match closest(&shown, names) {
            Some(near) => format!(
                "did you mean {near}? A link to a Markdown file is written from the file it is in"
            ),
            None => "link to the .md file of one of the site's pages, from the file the link is in"
                .into(),
        };
        Some(
            Problem::at(
                0,
                format!("the link {} goes to {shown}, which is not a page", link.as_written()),
            )
            .with_help(help),
        )
    }

    /// What is wrong with a link written on the page at `from`, if anything (the caller knows
    /// where it was written).
    pub fn problem(&self, target: &str, from: &str) -> Option<Problem> {
        self.problem_shown(target, target, from)
    }

    /// As `problem`, naming the link `shown` in the messages.
    fn problem_shown(&self, target: &str, shown: &str, from: &str) -> Option<Problem> {
        let (route, fragment) = resolve(target, from);
        if self.draft_routes.contains(&route) {
            return Some(
                Problem::at(0, format!("the link {shown} goes to a draft, which the build leaves out"))
                    .with_help("publish that page first (remove `draft: true` from its front matter), or link elsewhere"),
            );
        }
        if !self.routes.contains(route.as_str()) && !self.failed_routes.contains(&route) {
            if let Some(page) = self.aliases.get(&route) {
                return Some(
                    Problem::at(0, format!("the link {shown} goes to an old address of {page}"))
                        .with_help(format!(
                            "link to {page} itself: the old address only sends visitors on"
                        )),
                );
            }
            if self.files.contains(&route)
                || (route.starts_with("/assets/") && self.islands.out_dir.is_some())
            {
                return None;
            }
            // A name with an extension is a file (a picture, a download), not a page.
            if route.rsplit('/').next().is_some_and(|last| last.contains('.')) {
                let help = match closest(&route, self.files.iter().map(String::as_str)) {
                    Some(near) => format!("did you mean {near}?"),
                    None => format!("put the file at content/{}{route}", content::STATIC_DIR),
                };
                return Some(
                    Problem::at(0, format!("the link {shown} goes to a file that does not exist"))
                        .with_help(help),
                );
            }
            // A relative link often means a page by its name alone: `editorial-board`.
            let by_name = route.rsplit_once('/').map(|(_, name)| format!("/{name}"));
            let near = closest(&route, self.page_routes.iter().copied()).or_else(|| {
                by_name.and_then(|name| closest(&name, self.page_routes.iter().copied()))
            });
            let help = match near {
                Some(near) => format!("did you mean {near}?"),
                None => {
                    "link to one of the site's pages (the address is the page's file name)".into()
                }
            };
            return Some(
                Problem::at(0, format!("the link {shown} goes to no page")).with_help(help),
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
        let begun = known.iter().copied().find(|id| id.starts_with(fragment));
        let help = match closest(fragment, known.iter().copied()).or(begun) {
            Some(near) => format!("did you mean #{near}?"),
            None => format!(
                "the page {route} has no element with id `{fragment}`; headings get ids from their text"
            ),
        };
        Some(
            Problem::at(0, format!("the link {shown} points at a missing anchor #{fragment}"))
                .with_help(help),
        )
    }
}
