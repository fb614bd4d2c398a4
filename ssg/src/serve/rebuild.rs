//! Rebuilding after a change and telling open pages: only the edited pages when that is enough
//! (see `incremental`), the whole site otherwise.

use std::collections::BTreeSet;
use std::path::PathBuf;

use tokio::sync::watch::Sender;

use super::BuildState;
use super::incremental::{self, Outcome};
use crate::rendering::Rendering;
use crate::site::{self, BuildOptions};

pub struct Rebuilder {
    options: BuildOptions,
    state: Sender<BuildState>,
    /// The last successful build, which page rebuilds start from; none after a failed full build.
    kept: Option<Rendering>,
    /// Pages whose last rebuild failed: rebuilt again with the next change, so that an error
    /// stays on screen until it is fixed, wherever the next edit is.
    failing: BTreeSet<PathBuf>,
}

impl Rebuilder {
    pub fn new(options: BuildOptions, state: Sender<BuildState>) -> Self {
        Self { options, state, kept: None, failing: BTreeSet::new() }
    }

    pub fn full_build(&mut self) {
        self.failing.clear();
        match site::build_and_keep(&self.options) {
            Ok((summary, rendering)) => {
                println!(
                    "rebuilt {} pages in {:.0} ms",
                    summary.pages,
                    summary.elapsed.as_secs_f64() * 1000.0
                );
                self.kept = Some(rendering);
                self.publish(None);
            }
            Err(problems) => {
                eprintln!("{problems}");
                self.kept = None;
                self.publish(Some(problems.to_string()));
            }
        }
    }

    /// After a change to these files (absolute paths).
    pub fn changed(&mut self, paths: BTreeSet<PathBuf>) {
        let Some(kept) = self.kept.as_mut() else {
            return self.full_build();
        };
        let mut pages = paths;
        pages.extend(self.failing.iter().cloned());
        match incremental::rebuild_pages(kept, &self.options, &pages) {
            Ok(Outcome::Rebuilt { pages: 0, .. }) => {}
            Ok(Outcome::Rebuilt { pages, elapsed_ms }) => {
                println!("rebuilt {pages} page(s) in {elapsed_ms:.1} ms");
                self.failing.clear();
                self.publish(None);
            }
            Ok(Outcome::NeedsFullBuild) => self.full_build(),
            Err(problems) => {
                eprintln!("{problems}");
                self.failing = pages;
                self.publish(Some(problems.to_string()));
            }
        }
    }

    fn publish(&self, error: Option<String>) {
        self.state.send_modify(|state| {
            state.generation += 1;
            state.error = error;
        });
    }
}
