//! Links written the way editors who preview on GitHub write them, turned into the site link the
//! rest of the build checks and writes:
//! - to another page's Markdown file, beside this one or from the content root
//!   (`code-of-ethics.md`, `../about/mission.md#values`, `/about/mission.md`,
//!   `/content/about/mission.md`): that page's address, once the file is known to be a page;
//! - to an address relative to this page's own (`../mission/`, `editorial-board`): resolved as a
//!   browser resolves it against the page's address (`/vision/` for `vision.md`).

use std::path::{Component, Path, PathBuf};

use crate::content::{CONTENT_DIR, route_of};

/// A link as resolved: the site link (`/mission#values`), and for a link to a Markdown file, the
/// file (`content/about/mission.md`), which must be a page of the site.
#[derive(Debug, PartialEq, Eq)]
pub struct Resolved {
    pub target: String,
    pub file: Option<PathBuf>,
}

/// Whether `href` is relative to the page: no scheme (`mailto:`, `https:`), not from the root,
/// not only a fragment.
pub fn is_relative(href: &str) -> bool {
    let before_path_end = href.split(['/', '?', '#']).next().unwrap_or_default();
    !href.is_empty() && !href.starts_with(['/', '#', '?']) && !before_path_end.contains(':')
}

/// Whether a site link names a Markdown file from the content root (`/about/mission.md`).
pub fn names_markdown_file(href: &str) -> bool {
    href.starts_with('/') && split(href).0.to_ascii_lowercase().ends_with(".md")
}

/// The site link that `href`, written in `page_file` (`content/vision.md`), goes to; or why it
/// goes nowhere the build could tell.
pub fn resolve(href: &str, page_file: &Path) -> Result<Resolved, String> {
    let (path, rest) = split(href);
    if path.to_ascii_lowercase().ends_with(".md") {
        let file = if let Some(from_root) = path.strip_prefix('/') {
            let from_root = from_root.strip_prefix("content/").unwrap_or(from_root);
            normalise(Path::new(CONTENT_DIR), from_root)
        } else {
            normalise(page_file.parent().unwrap_or(Path::new(CONTENT_DIR)), path)
        };
        let file = file
            .filter(|file| file.starts_with(CONTENT_DIR))
            .ok_or_else(|| format!("goes outside the {CONTENT_DIR} folder"))?;
        return Ok(Resolved { target: format!("{}{rest}", route_of(&file)), file: Some(file) });
    }
    // The page is served as a folder (`/vision/`), so `x` beside it is `/vision/x`.
    let route = route_of(page_file);
    let mut segments: Vec<&str> = route.split('/').filter(|s| !s.is_empty()).collect();
    for segment in path.split('/') {
        match segment {
            "" | "." => {}
            // As in a browser, `..` at the root stays at the root.
            ".." => {
                segments.pop();
            }
            name => segments.push(name),
        }
    }
    Ok(Resolved { target: format!("/{}{rest}", segments.join("/")), file: None })
}

/// A link's path, and what follows it (`?query`, `#fragment`).
fn split(href: &str) -> (&str, &str) {
    href.split_at(href.find(['?', '#']).unwrap_or(href.len()))
}

/// `relative` joined to `dir`, with `.` and `..` worked out; None when it climbs above the start.
fn normalise(dir: &Path, relative: &str) -> Option<PathBuf> {
    let mut parts: Vec<String> = Vec::new();
    for component in dir.join(relative).components() {
        match component {
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            Component::ParentDir => {
                parts.pop()?;
            }
            _ => {}
        }
    }
    Some(parts.iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolved(href: &str, page: &str) -> (String, Option<String>) {
        let found = resolve(href, Path::new(page)).unwrap();
        (found.target, found.file.map(|f| f.to_string_lossy().replace('\\', "/")))
    }

    #[test]
    fn links_to_markdown_files_become_their_pages_addresses() {
        let page = "content/about/vision.md";
        let file = |f: &str| Some(f.to_string());
        assert_eq!(
            resolved("code-of-ethics.md", page),
            ("/code-of-ethics".into(), file("content/about/code-of-ethics.md"))
        );
        assert_eq!(
            resolved("../membership/regions.md#region-eu", page),
            ("/regions#region-eu".into(), file("content/membership/regions.md"))
        );
        assert_eq!(
            resolved("/about/mission.md", page),
            ("/mission".into(), file("content/about/mission.md"))
        );
        assert_eq!(
            resolved("/content/about/mission.md", page),
            ("/mission".into(), file("content/about/mission.md"))
        );
        assert_eq!(resolved("../index.md", page), ("/".into(), file("content/index.md")));
        assert!(resolve("../../../etc/x.md", Path::new(page)).is_err());
    }

    #[test]
    fn relative_addresses_are_resolved_as_a_browser_would() {
        let page = "content/about/vision.md";
        assert_eq!(resolved("editorial-board", page), ("/vision/editorial-board".into(), None));
        assert_eq!(resolved("../mission/", page), ("/mission".into(), None));
        assert_eq!(resolved("./../regions/#region-eu", page), ("/regions#region-eu".into(), None));
        assert_eq!(resolved("../", "content/index.md").0, "/", "home is the root");
        assert_eq!(resolved("../../x", page).0, "/x");
    }

    #[test]
    fn only_relative_links_are_relative() {
        for href in ["editorial-board", "../mission/", "code-of-ethics.md", "a/b?c"] {
            assert!(is_relative(href), "{href}");
        }
        for href in ["/mission", "#top", "https://x.org", "mailto:a@b.org", "tel:+1", "", "?q"] {
            assert!(!is_relative(href), "{href}");
        }
    }
}
