//! Links as the build keeps them: to this site (checked, rewritten for the base URL) or to
//! another (checked only by `ssg check --external`).

use std::ops::Range;

use crate::diagnostics::SourceFile;

/// A link to somewhere on this site, with where it was written so a broken one can be reported.
#[derive(Debug, Clone)]
pub struct SiteLink {
    pub target: String,
    pub offset: usize,
}

impl SiteLink {
    /// Where the link is written in its file: its target when the text there is the target,
    /// else the one place it starts at.
    pub fn span(&self, file: &SourceFile) -> Range<usize> {
        let written =
            file.text.get(self.offset..).is_some_and(|rest| rest.starts_with(&self.target));
        let length = if written { self.target.len() } else { 0 };
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
