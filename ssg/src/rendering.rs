//! What a successful render holds: each page with its links and HTML (`RenderedPage`), the other
//! files of the site (`RenderedSite`), and what they were made from (`Rendering`), which `output`
//! writes, `external_links` checks and `ssg serve` keeps to rebuild the pages that change.

use std::collections::HashSet;
use std::path::PathBuf;

use crate::content::Page;
use crate::link_checker::element_ids;
use crate::markdown::SiteLink;
use crate::render::Inputs;

/// One page as the last render left it: its source, the links it makes, and its HTML with where
/// it is written.
pub struct RenderedPage {
    pub page: Page,
    /// The links to this site, checked by every build.
    pub links: Vec<SiteLink>,
    /// The links to other sites (`ssg check --external`).
    pub external: Vec<SiteLink>,
    /// Where the HTML is written, within the site.
    pub path: PathBuf,
    pub html: Html,
}

/// A page's HTML: rendered by this build, or the file the last build wrote, left as it is.
pub enum Html {
    Rendered(String),
    /// A page the last build rendered as this one would, whose file in the output folder is still
    /// as written (`build_cache`); its element ids are kept, for the links to it. `ssg serve`
    /// renders every page, so never has one.
    Kept {
        ids: Vec<String>,
    },
}

impl Html {
    /// Every `id` of the page's elements: the anchors links may point at.
    pub fn ids(&self) -> HashSet<&str> {
        match self {
            Html::Rendered(html) => element_ids(html),
            Html::Kept { ids } => ids.iter().map(String::as_str).collect(),
        }
    }

    /// The HTML, where this build rendered it.
    pub fn rendered(&self) -> Option<&str> {
        match self {
            Html::Rendered(html) => Some(html),
            Html::Kept { .. } => None,
        }
    }
}

/// Each page with its links and HTML, once every page has rendered (`html` holds each rendered
/// page's index and HTML, `kept` each kept page's index and element ids).
pub(crate) fn records(
    pages: Vec<Page>,
    links: Vec<Vec<SiteLink>>,
    external: Vec<Vec<SiteLink>>,
    html: Vec<(usize, String)>,
    kept: Vec<(usize, Vec<String>)>,
) -> Vec<RenderedPage> {
    let mut html_of: Vec<Html> = Vec::with_capacity(pages.len());
    html_of.resize_with(pages.len(), || Html::Rendered(String::new()));
    for (index, text) in html {
        html_of[index] = Html::Rendered(text);
    }
    for (index, ids) in kept {
        html_of[index] = Html::Kept { ids };
    }
    pages
        .into_iter()
        .zip(links)
        .zip(external)
        .zip(html_of)
        .map(|(((page, links), external), html)| RenderedPage {
            path: page.output_path(),
            page,
            links,
            external,
            html,
        })
        .collect()
}

/// A page as the last build rendered it, taken again instead of rendering it (`build_cache`).
pub struct Reused {
    /// The ids of its elements.
    pub ids: Vec<String>,
    pub links: Vec<SiteLink>,
    pub external: Vec<SiteLink>,
    /// The page as the search index holds it (None for a page left out of it).
    pub search: Option<crate::search::Document>,
}

/// Everything else a build writes, held in memory until every check has passed.
pub struct RenderedSite {
    /// The files made besides the pages: the news listing's pages and its feed, as (path, text).
    pub generated: Vec<(PathBuf, String)>,
    /// The search index's files (`search/<lang>/...`), written after everything else so their
    /// writing is timed on its own.
    pub search: Vec<(PathBuf, String)>,
    pub sitemap: String,
    pub robots: String,
    /// The security headers, for hosts that read a `_headers` file.
    pub headers: String,
    /// Folders copied as they are into the site root, in order (later ones win).
    pub static_dirs: Vec<PathBuf>,
    /// Vite's output folder, whose `assets/` is copied to `/assets/`.
    pub island_assets: Option<PathBuf>,
    /// The theme's static files under their content's names (`theme_assets`): (path, bytes).
    pub theme_assets: Vec<(PathBuf, Vec<u8>)>,
    /// Files copied into the site: (from, to within the site), e.g. the encoded pictures.
    pub copies: Vec<(PathBuf, PathBuf)>,
}

/// A successful render: the site to write, and what it was made from, so that `ssg serve` can
/// re-render the pages that change without redoing the others.
pub struct Rendering {
    pub inputs: Inputs,
    /// The addresses written besides the pages (`link_checker::generated_routes`).
    pub generated_routes: Vec<String>,
    pub pages: Vec<RenderedPage>,
    pub site: RenderedSite,
    /// Every page's text as the search index holds it, for `ssg serve` to update.
    pub search: crate::search::SearchIndex,
    /// What the render reports without failing (translation gaps, as `site.yaml` asks).
    pub warnings: crate::diagnostics::Diagnostics,
}

impl Rendering {
    /// The pages' sources, in order.
    pub fn sources(&self) -> impl Iterator<Item = &Page> {
        self.pages.iter().map(|rendered| &rendered.page)
    }
}
