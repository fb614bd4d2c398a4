//! What a successful render holds: the site to write (`RenderedSite`) and what it was made from
//! (`Rendering`), which `output` writes, `external_links` checks and `ssg serve` keeps to rebuild
//! the pages that change.

use std::path::PathBuf;

use crate::content::Page;
use crate::markdown::SiteLink;
use crate::render::Inputs;

/// Everything a build writes, held in memory until every check has passed.
pub struct RenderedSite {
    pub pages: Vec<(PathBuf, String)>,
    pub sitemap: String,
    pub robots: String,
    /// The security headers, for hosts that read a `_headers` file.
    pub headers: String,
    /// Folders copied as they are into the site root, in order (later ones win).
    pub static_dirs: Vec<PathBuf>,
    /// Vite's output folder, whose `assets/` is copied to `/assets/`.
    pub island_assets: Option<PathBuf>,
    /// Files copied into the site: (from, to within the site), e.g. the encoded pictures.
    pub copies: Vec<(PathBuf, PathBuf)>,
}

/// A successful render: the site to write, and what it was made from, so that `ssg serve` can
/// re-render the pages that change without redoing the others.
pub struct Rendering {
    pub inputs: Inputs,
    /// The addresses written besides the pages (`link_checker::generated_routes`).
    pub generated_routes: Vec<String>,
    pub pages: Vec<Page>,
    /// The links each page makes, in the pages' order.
    pub links: Vec<Vec<SiteLink>>,
    /// The links to other sites each page makes, in the pages' order (`ssg check --external`).
    pub external: Vec<Vec<SiteLink>>,
    /// What `output` writes; `site.pages[i]` holds the HTML of `pages[i]`.
    pub site: RenderedSite,
}
