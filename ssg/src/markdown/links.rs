//! Links as the build keeps them: to this site (checked, rewritten for the base URL) or to
//! another (checked only by `ssg check --external`).

use std::ops::Range;
use std::path::PathBuf;

use crate::source_file::SourceFile;

/// A link to somewhere on this site, with where it was written so a broken one can be reported.
#[derive(Debug, Clone)]
pub struct SiteLink {
    /// Root-relative (`/regions#region-eu`) or a fragment of the page (`#top`).
    pub target: String,
    pub offset: usize,
    /// What the editor wrote, when it was resolved into `target` (`../regions.md#region-eu`).
    pub written: Option<String>,
    /// For a link to a Markdown file: that file (`content/membership/regions.md`).
    pub file: Option<PathBuf>,
}

impl SiteLink {
    pub fn new(target: impl Into<String>, offset: usize) -> SiteLink {
        SiteLink { target: target.into(), offset, written: None, file: None }
    }

    /// The link as the editor wrote it.
    pub fn as_written(&self) -> &str {
        self.written.as_deref().unwrap_or(&self.target)
    }

    /// Where the link is written in its file: its text when it is there, else the one place it
    /// starts at.
    pub fn span(&self, file: &SourceFile) -> Range<usize> {
        let text = self.as_written();
        let written = file.text.get(self.offset..).is_some_and(|rest| rest.starts_with(text));
        let length = if written { text.len() } else { 0 };
        self.offset..self.offset + length
    }
}

/// Whether a link goes somewhere on this site (a path or an `#anchor`).
pub fn is_site_link(href: &str) -> bool {
    (href.starts_with('/') && !href.starts_with("//")) || href.starts_with('#')
}

/// Whether a link goes to another site.
pub fn is_external(href: &str) -> bool {
    href.starts_with("https://") || href.starts_with("http://")
}
