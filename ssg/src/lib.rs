//! `ssg`: the IAAII website's static site generator. Markdown with YAML front matter from
//! `content/`, data from `content/data/`, Tera templates from `themes/`, React islands from
//! `site/`, written as plain static pages to `dist/`.
//!
//! One module per pipeline stage: `data` and `content` load, `markdown` turns a page's body into
//! HTML, `render` makes whole pages of it through the `templates`, `islands` builds and
//! prerenders the React islands, `link_checker` checks links, `sitemap` lists the pages, `output`
//! writes, and `site` drives them in that order. `serve` watches, rebuilding through the same
//! `render`.

mod aliases;
pub mod build_cache;
mod content;
mod data;
mod deadlines;
mod diagnostics;
#[cfg(feature = "external-links")]
mod external_links;
mod failure;
pub mod frontmatter;
mod frontmatter_checks;
mod headers;
mod html;
mod images;
pub mod islands;
mod languages;
pub mod link_checker;
pub mod markdown;
mod moved;
mod news;
mod news_pages;
mod news_tags;
pub mod output;
mod parallel;
mod placeholders;
mod render;
pub mod rendering;
pub mod report;
pub mod search;
#[cfg(feature = "serve")]
pub mod serve;
pub mod site;
mod site_checks;
mod sitemap;
pub mod source_file;
mod staging;
mod stopwatch;
mod templates;
mod theme;
mod theme_assets;
mod urls;
mod yaml;

/// The build `ssg build` runs: the last build's record reused where it can (`clean` ignores it).
pub use build_cache::build;
pub use failure::{Failure, SystemError};
pub use islands::IslandMode;
pub use site::{BuildOptions, Summary, build_and_keep, check};
