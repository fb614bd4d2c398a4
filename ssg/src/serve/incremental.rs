//! Rebuilding only what an edit changed, for `ssg serve`. When every changed file is a page the
//! last build already had, those pages are read, rendered and checked again against the kept
//! rendering of the others, and only their files (and the sitemap) are rewritten. Anything else
//! (a data file, the theme, the islands, a page added, removed or renamed) needs a full build.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::content::{self, Page};
use crate::diagnostics::Diagnostics;
use crate::failure::{Failure, SystemError};
use crate::link_checker::{LinkChecker, element_ids, resolve};
use crate::markdown::SiteLink;
use crate::output;
use crate::render::render_pages;
use crate::rendering::{Html, Rendering};
use crate::site::BuildOptions;
use crate::sitemap::sitemap;

pub enum Outcome {
    /// These pages were rebuilt and rewritten.
    Rebuilt { pages: usize, elapsed_ms: f64 },
    /// The change is not one a page rebuild can take: build everything.
    NeedsFullBuild,
}

/// Rebuild the pages whose sources are among `changed` (absolute paths). On an error nothing is
/// written and `rendering` stays as it was.
pub fn rebuild_pages(
    rendering: &mut Rendering,
    options: &BuildOptions,
    changed: &BTreeSet<PathBuf>,
) -> Result<Outcome, Failure> {
    let started = Instant::now();
    let Some(indices) = changed_pages(rendering, options, changed) else {
        return Ok(Outcome::NeedsFullBuild);
    };
    let mut problems = Diagnostics::default();
    let mut fresh_pages: Vec<Page> = Vec::with_capacity(indices.len());
    for &index in &indices {
        match content::reload(&options.root, &rendering.pages[index].page.source.path) {
            Ok(page) => fresh_pages.push(page),
            Err(errors) => problems.extend(errors),
        }
    }
    problems.into_result()?;
    // New or removed old addresses change files besides the page's own.
    let aliases_changed = indices.iter().zip(&fresh_pages).any(|(&index, fresh)| {
        let kept = &rendering.pages[index].page.front_matter.aliases;
        kept.iter().map(|a| &a.value).ne(fresh.front_matter.aliases.iter().map(|a| &a.value))
    });
    if aliases_changed {
        return Ok(Outcome::NeedsFullBuild);
    }
    let rendered = render_pages(&fresh_pages, &rendering.inputs)?;
    rendered.problems.into_result()?;
    check_links(rendering, &indices, &fresh_pages, &rendered.links, &rendered.html)?;
    // Everything passed: keep the new pages and write them.
    let external = rendered.external;
    for (((index, page), (links, (_, html))), external) in indices
        .iter()
        .zip(fresh_pages)
        .zip(rendered.links.into_iter().zip(rendered.html))
        .zip(external)
    {
        rendering.search.update(*index, &page, &html, &rendering.inputs.translations);
        let kept = &mut rendering.pages[*index];
        kept.page = page;
        kept.links = links;
        kept.external = external;
        kept.html = Html::Rendered(html);
    }
    write_rebuilt(rendering, options, &indices)?;
    Ok(Outcome::Rebuilt {
        pages: indices.len(),
        elapsed_ms: started.elapsed().as_secs_f64() * 1000.0,
    })
}

/// The indices of the kept pages whose sources changed, or None when a change is not one a page
/// rebuild can take (a page added, removed or renamed; a data file, the theme or the islands).
fn changed_pages(
    rendering: &Rendering,
    options: &BuildOptions,
    changed: &BTreeSet<PathBuf>,
) -> Option<Vec<usize>> {
    let by_source: HashMap<&Path, usize> = rendering
        .pages
        .iter()
        .enumerate()
        .map(|(index, rendered)| (rendered.page.source.path.as_path(), index))
        .collect();
    // The watcher may report absolute paths for a root given as a relative one.
    let absolute_root = options.root.canonicalize().unwrap_or_else(|_| options.root.clone());
    let mut indices = Vec::with_capacity(changed.len());
    for path in changed {
        let relative = path
            .strip_prefix(&options.root)
            .or_else(|_| path.strip_prefix(&absolute_root))
            .unwrap_or(path);
        match (by_source.get(relative), path.exists()) {
            // A news entry also shows in the listing, the feed and the home page.
            (Some(&index), true) if crate::news::is_entry(&rendering.pages[index].page) => {
                return None;
            }
            (Some(&index), true) => indices.push(index),
            // An editor's temporary file, already renamed over the page or removed.
            (None, false) => {}
            _ => return None,
        }
    }
    indices.sort_unstable();
    indices.dedup();
    Some(indices)
}

/// Writes the rebuilt pages, the search index's files they changed, and the sitemap when a
/// page's listing changed.
fn write_rebuilt(
    rendering: &mut Rendering,
    options: &BuildOptions,
    indices: &[usize],
) -> Result<(), SystemError> {
    let default = rendering.inputs.translations.languages.default_code();
    let listing = crate::news::all_listing_routes(&rendering.inputs.news, default);
    let search =
        rendering.search.changed_files(&rendering.inputs.translations, &rendering.inputs.catalog);
    let inputs = &rendering.inputs;
    let new_sitemap = sitemap(rendering.sources(), &listing, &inputs.base, &inputs.translations);
    let mut files: Vec<(&Path, &str)> = indices
        .iter()
        .filter_map(|&index| {
            let page = &rendering.pages[index];
            Some((page.path.as_path(), page.html.rendered()?))
        })
        .collect();
    let sitemap_changed = new_sitemap != rendering.site.sitemap;
    if sitemap_changed {
        files.push((Path::new("sitemap.xml"), new_sitemap.as_str()));
    }
    files.extend(search.iter().map(|(path, text)| (path.as_path(), text.as_str())));
    output::update(&options.out, &files)?;
    if sitemap_changed {
        rendering.site.sitemap = new_sitemap;
    }
    Ok(())
}

/// The links of the rebuilt pages, and the links of other pages to an `#anchor` on a rebuilt
/// page (whose ids may have changed), checked against the site with the rebuilt pages in it.
fn check_links(
    rendering: &Rendering,
    indices: &[usize],
    fresh_pages: &[Page],
    fresh_links: &[Vec<SiteLink>],
    rendered: &[(usize, String)],
) -> Result<(), Diagnostics> {
    let fresh_html: HashMap<&str, &str> = rendered
        .iter()
        .map(|(local, html)| (fresh_pages[*local].route.as_str(), html.as_str()))
        .collect();
    let rebuilt: HashSet<usize> = indices.iter().copied().collect();
    let mut to_check: Vec<(&Page, Vec<SiteLink>)> =
        fresh_pages.iter().zip(fresh_links).map(|(page, links)| (page, links.clone())).collect();
    for (index, kept) in rendering.pages.iter().enumerate() {
        let (page, links) = (&kept.page, &kept.links);
        if rebuilt.contains(&index) {
            continue;
        }
        let into_rebuilt: Vec<SiteLink> = links
            .iter()
            .filter(|link| {
                let (route, fragment) = resolve(&link.target, &page.route);
                fragment.is_some() && fresh_html.contains_key(route.as_str())
            })
            .cloned()
            .collect();
        if !into_rebuilt.is_empty() {
            to_check.push((page, into_rebuilt));
        }
    }

    // The ids of every page an anchor link among these points at, from its newest HTML.
    let position: HashMap<&str, usize> = rendering
        .pages
        .iter()
        .enumerate()
        .map(|(index, kept)| (kept.page.route.as_str(), index))
        .collect();
    let mut anchors: HashMap<&str, HashSet<&str>> = HashMap::new();
    for (page, links) in &to_check {
        for link in links {
            let (route, fragment) = resolve(&link.target, &page.route);
            if fragment.is_none() || anchors.contains_key(route.as_str()) {
                continue;
            }
            let Some((&route, &index)) = position.get_key_value(route.as_str()) else {
                continue;
            };
            let ids = match fresh_html.get(route) {
                Some(html) => element_ids(html),
                None => rendering.pages[index].html.ids(),
            };
            anchors.insert(route, ids);
        }
    }
    // `ssg serve` renders drafts, so none is left out, and a page that fails keeps its last
    // rendering: the checker of the full build, over the same pages and generated addresses.
    let checker = LinkChecker::new(
        rendering.sources(),
        &rendering.generated_routes,
        &anchors,
        &rendering.inputs.files,
        &rendering.inputs.islands,
    );
    let mut problems = Diagnostics::default();
    for (page, links) in &to_check {
        checker.check_page(page, links, &mut problems);
    }
    problems.into_result()
}
