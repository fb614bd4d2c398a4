//! Problems found in the site's sources, reported so an editor can act on them:
//! `path:line:col: what is wrong`, the offending line with the place marked, and how to fix it.
//!
//! Every stage reports a `Problem`: a span of the text it was given, what is wrong, and how to fix
//! it. The caller places it in its file (`source_file::SourceFile::locate`), which makes it a `Diagnostic`;
//! annotate-snippets draws the line and the marks under it.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// What a stage found wrong: where in the text it was given (bytes), what, and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub span: Range<usize>,
    pub message: String,
    pub help: Option<String>,
}

impl Problem {
    pub fn new(span: Range<usize>, message: impl Into<String>) -> Self {
        Self { span, message: message.into(), help: None }
    }

    /// A problem at one place rather than over a stretch of text.
    pub fn at(offset: usize, message: impl Into<String>) -> Self {
        Self::new(offset..offset, message)
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The same problem in a larger text, where the stage's text starts at `by`.
    pub fn shifted(mut self, by: usize) -> Self {
        self.span = self.span.start + by..self.span.end + by;
        self
    }

    /// The same problem pointed at another span (a stage that knew no place of its own).
    pub fn within(mut self, span: Range<usize>) -> Self {
        self.span = span;
        self
    }
}

/// One problem: where it is, what is wrong, and (when we know) how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub path: PathBuf,
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub help: Option<String>,
    /// Reported without failing the run (a translation gap, when `site.yaml` says so).
    pub warning: bool,
    /// The line itself, with the part to mark (boxed: most results are not problems).
    pub source: Option<Box<SourceLine>>,
}

/// The line a problem is on, and the bytes of it to mark (empty marks one place).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceLine {
    pub text: String,
    pub marked: Range<usize>,
}

impl Diagnostic {
    /// A problem with a whole file or folder rather than a place in it.
    pub fn file(path: &Path, message: impl Into<String>) -> Self {
        Self {
            path: path.to_path_buf(),
            line: 1,
            column: 1,
            message: message.into(),
            help: None,
            warning: false,
            source: None,
        }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The same problem, reported without failing the run.
    pub fn into_warning(mut self) -> Self {
        self.warning = true;
        self
    }

    pub fn level(&self) -> &'static str {
        if self.warning { "warning" } else { "error" }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}:{}:{}: {}: {}",
            self.path.display(),
            self.line,
            self.column,
            self.level(),
            self.message
        )?;
        let mut group = Group::with_level(if self.warning { Level::WARNING } else { Level::ERROR });
        if let Some(source) = &self.source {
            let snippet = Snippet::source(source.text.as_str())
                .line_start(self.line)
                .annotation(AnnotationKind::Primary.span(source.marked.clone()));
            group = group.element(snippet);
        }
        if let Some(help) = &self.help {
            group = group.element(Level::HELP.message(help.as_str()));
        }
        if self.source.is_some() || self.help.is_some() {
            writeln!(f, "{}", Renderer::plain().render(&[group]))?;
        }
        Ok(())
    }
}

/// Every problem found in one run, so an editor fixes them all at once instead of one per build.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics(Vec<Diagnostic>);

impl Diagnostics {
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.0.push(diagnostic);
    }

    pub fn extend(&mut self, other: Diagnostics) {
        self.0.extend(other.0);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter()
    }

    /// Take the warnings out: a run with errors reports its errors alone (fixing them comes
    /// first), one without reports its warnings.
    pub fn take_warnings(&mut self) -> Diagnostics {
        let (warnings, errors) = std::mem::take(&mut self.0).into_iter().partition(|d| d.warning);
        self.0 = errors;
        let mut warnings = Diagnostics(warnings);
        warnings.sort();
        warnings
    }

    fn sort(&mut self) {
        self.0.sort_by(|a, b| (&a.path, a.line, a.column).cmp(&(&b.path, b.line, b.column)));
        self.0.dedup();
    }

    /// Ok when nothing was found, else every problem in file and line order.
    pub fn into_result(mut self) -> Result<(), Diagnostics> {
        if self.0.is_empty() {
            return Ok(());
        }
        self.sort();
        Err(self)
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(diagnostic: Diagnostic) -> Self {
        Self(vec![diagnostic])
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for diagnostic in &self.0 {
            writeln!(f, "{diagnostic}")?;
        }
        let warnings = self.0.iter().filter(|diagnostic| diagnostic.warning).count();
        let count = self.0.len() - warnings;
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        if count == 0 {
            return write!(f, "{warnings} warning{}.", plural(warnings));
        }
        let also = if warnings == 0 {
            String::new()
        } else {
            format!(" (and {warnings} warning{})", plural(warnings))
        };
        write!(f, "{count} problem{} found{also}; nothing was written.", plural(count))
    }
}

/// The closest known name to a misspelt one, for "did you mean" hints.
pub fn closest<'a>(wrong: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|candidate| {
            (strsim::levenshtein(&wrong.to_lowercase(), &candidate.to_lowercase()), candidate)
        })
        .filter(|(distance, candidate)| *distance <= (candidate.len() / 3).max(2))
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_suggests_near_names_only() {
        assert_eq!(closest("/visoin", ["/vision", "/mission"]), Some("/vision"));
        assert_eq!(closest("/careers-page-old", ["/vision"]), None);
    }
}
