//! A throw-away copy of the real site for each test, to build as it is or to break on purpose.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Once;

use ssg::{BuildOptions, IslandMode};
use tempfile::TempDir;

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("ssg sits in the workspace").to_path_buf()
}

/// Run npm and Vite for the real site once per test binary, so copies can reuse its manifest.
fn ensure_islands_built() {
    static BUILT: Once = Once::new();
    BUILT.call_once(|| {
        if let Err(problems) = ssg::islands::Islands::load(&repo_root(), IslandMode::Build) {
            panic!("the real site's islands do not build:\n{problems}");
        }
    });
}

pub struct SiteCopy {
    dir: TempDir,
}

impl SiteCopy {
    pub fn new() -> SiteCopy {
        ensure_islands_built();
        let dir = tempfile::tempdir().expect("temporary folder");
        let repo = repo_root();
        // site/src: `ssg check` reads which messages the islands name.
        let folders = [
            "content",
            "themes",
            "locales",
            "site/dist",
            "site/dist-ssr",
            "site/scripts",
            "site/src",
        ];
        for folder in folders {
            copy_tree(&repo.join(folder), &dir.path().join(folder));
        }
        std::fs::copy(repo.join("site/package.json"), dir.path().join("site/package.json"))
            .expect("package.json");
        SiteCopy { dir }
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    pub fn out(&self) -> PathBuf {
        self.root().join("dist")
    }

    pub fn write(&self, relative: &str, text: &str) {
        let path = self.root().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    pub fn read(&self, relative: &str) -> String {
        std::fs::read_to_string(self.root().join(relative))
            .unwrap_or_else(|e| panic!("{relative}: {e}"))
    }

    /// Replace the first `from` in a file by `to`; returns the 1-based line where it stood.
    pub fn edit(&self, relative: &str, from: &str, to: &str) -> usize {
        let text = self.read(relative);
        let at = text.find(from).unwrap_or_else(|| panic!("{relative} does not contain {from:?}"));
        self.write(relative, &text.replacen(from, to, 1));
        text[..at].matches('\n').count() + 1
    }

    pub fn options(&self) -> BuildOptions {
        BuildOptions {
            root: self.root().to_path_buf(),
            out: self.out(),
            base_url: None,
            islands: IslandMode::UseExisting,
            dev: false,
            today: None,
        }
    }

    /// The site built as `ssg build` builds it.
    pub fn build(&self) -> Result<ssg::Summary, ssg::Failure> {
        ssg::build(&self.options(), false).map(|(summary, _)| summary)
    }

    /// The problems `ssg check` reports, each as printed for the editor.
    pub fn problems(&self) -> Vec<String> {
        match ssg::check(&self.options()) {
            Ok(_) => Vec::new(),
            Err(ssg::Failure::Problems(problems)) => {
                problems.iter().map(ToString::to_string).collect()
            }
            Err(failure) => vec![failure.to_string()],
        }
    }

    /// The one problem reported; fails when there are none or several.
    pub fn problem(&self) -> String {
        let problems = self.problems();
        assert_eq!(problems.len(), 1, "expected one problem, got: {problems:#?}");
        problems.into_iter().next().unwrap()
    }
}

fn copy_tree(from: &Path, to: &Path) {
    ssg::output::copy_tree(from, to)
        .unwrap_or_else(|error| panic!("copying {}: {error}", from.display()));
}

/// A small valid page to add to a copy, with the body given.
pub fn page(body: &str) -> String {
    format!("---\ntitle: Test page\ndescription: A page written by a test.\n---\n\n{body}")
}
