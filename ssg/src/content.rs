//! The pages of the site: every Markdown file under `content/`, its route and its front matter.
//! Folders only group files for editors; the file name is the URL (`about/mission.md` -> `/mission`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::diagnostics::{Diagnostic, Diagnostics, SourceFile};
use crate::frontmatter::{self, FrontMatter};

pub struct Page {
    pub source: SourceFile,
    pub route: String,
    pub front_matter: FrontMatter,
    pub body_start: usize,
}

impl Page {
    /// Where the page is written inside the output folder.
    pub fn output_path(&self) -> PathBuf {
        match self.route.as_str() {
            "/" => PathBuf::from("index.html"),
            "/404" => PathBuf::from("404.html"),
            route => Path::new(route.trim_start_matches('/')).join("index.html"),
        }
    }

    /// The link other pages use to reach this one.
    pub fn link(&self) -> &str {
        if self.route == "/404" {
            "/404.html"
        } else {
            &self.route
        }
    }
}

/// Folders of `content/` that hold something other than pages.
pub const DATA_DIR: &str = "data";
pub const STATIC_DIR: &str = "static";

/// The pages that loaded, the addresses of those that did not (so links to them are not
/// reported twice), and what was wrong.
#[derive(Default)]
pub struct Loaded {
    pub pages: Vec<Page>,
    pub failed_routes: Vec<String>,
    pub problems: Diagnostics,
}

pub fn load(root: &Path) -> Loaded {
    let content = root.join("content");
    let mut problems = Diagnostics::default();
    let mut pages = Vec::new();
    let mut routes: BTreeMap<String, PathBuf> = BTreeMap::new();
    let mut failed_routes = Vec::new();
    let walker = WalkDir::new(&content)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| {
            let relative = entry.path().strip_prefix(&content).unwrap_or(entry.path());
            !(relative.starts_with(DATA_DIR) || relative.starts_with(STATIC_DIR))
        });
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                problems.push(Diagnostic::file(
                    Path::new("content"),
                    format!("cannot read the content folder: {error}"),
                ));
                continue;
            }
        };
        if !entry.file_type().is_file() {
            continue;
        }
        let relative =
            Path::new("content").join(entry.path().strip_prefix(&content).unwrap_or(entry.path()));
        if entry.path().extension().is_none_or(|ext| ext != "md") {
            problems.push(
                Diagnostic::file(&relative, "only Markdown pages (.md) belong here").with_help(
                    "put images and downloads in content/static/, data in content/data/",
                ),
            );
            continue;
        }
        let text = match std::fs::read_to_string(entry.path()) {
            Ok(text) => text,
            Err(error) => {
                problems.push(Diagnostic::file(
                    &relative,
                    format!("cannot read this page: {error}"),
                ));
                continue;
            }
        };
        let source = SourceFile::new(relative.clone(), text);
        let stem = entry
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let route = if stem == "index" {
            "/".to_string()
        } else {
            format!("/{stem}")
        };
        if let Some(other) = routes.insert(route.clone(), relative.clone()) {
            problems.push(
                Diagnostic::file(
                    &relative,
                    format!(
                        "another page, {}, already has the address {route}",
                        other.display()
                    ),
                )
                .with_help("the file name is the page's address: rename one of the two"),
            );
            continue;
        }
        match frontmatter::parse(&source) {
            Ok(split) => pages.push(Page {
                source,
                route,
                front_matter: split.front_matter,
                body_start: split.body_start,
            }),
            Err(diagnostic) => {
                problems.push(diagnostic);
                failed_routes.push(route);
            }
        }
    }
    if pages.is_empty() && problems.is_empty() {
        problems.push(
            Diagnostic::file(Path::new("content"), "there are no pages")
                .with_help("add content/index.md"),
        );
    }
    Loaded {
        pages,
        failed_routes,
        problems,
    }
}
