//! `ssg`: the IAAII website's static site generator. Markdown with YAML front matter from
//! `content/`, data from `content/data/`, Tera templates from `themes/`, React islands from
//! `site/`, written as plain static pages to `dist/`.
//!
//! One module per pipeline stage: `data` and `content` load, `markdown` turns a page's body into
//! HTML, `render` makes whole pages of it through the `templates`, `islands` builds and
//! prerenders the React islands, `link_checker` checks links, `sitemap` lists the pages, `output`
//! writes, and `site` drives them in that order. `serve` watches, rebuilding through the same
//! `render`.

pub mod aliases;
pub mod build_cache;
pub mod content;
pub mod data;
pub mod deadlines;
pub mod diagnostics;
#[cfg(feature = "external-links")]
pub mod external_links;
pub mod failure;
pub mod frontmatter;
pub mod frontmatter_checks;
pub mod headers;
pub mod html;
pub mod images;
pub mod islands;
pub mod languages;
pub mod link_checker;
pub mod markdown;
pub mod moved;
pub mod news;
pub mod news_pages;
pub mod news_tags;
pub mod output;
pub mod parallel;
pub mod placeholders;
pub mod render;
pub mod rendering;
pub mod report;
pub mod search;
#[cfg(feature = "serve")]
pub mod serve;
pub mod site;
mod site_checks;
pub mod sitemap;
pub mod source_file;
pub mod staging;
pub mod stopwatch;
pub mod templates;
pub mod theme;
pub mod theme_assets;
pub mod urls;
pub mod yaml;

/// The build `ssg build` runs: the last build's record reused where it can (`clean` ignores it).
pub use build_cache::build;
pub use failure::{Failure, SystemError};
pub use islands::IslandMode;
pub use site::{BuildOptions, Summary, build_and_keep, check};
