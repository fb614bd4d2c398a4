//! A source file as the build holds it: its text and where each line starts, to place a problem
//! found at a byte offset on its line and column; its text may be let go and read again.

use std::path::PathBuf;

use crate::diagnostics::{Diagnostic, Problem, SourceLine};

/// The byte offset of each line's start.
fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect()
}

/// A source file held in memory with the byte offset of each line start, so any byte offset
/// found while parsing can be turned into a line and column for the editor.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    line_starts: Vec<usize>,
    /// Once the text is let go (`release_after`): where to read it again, and its digest.
    released: Option<Box<(PathBuf, u128)>>,
}

impl SourceFile {
    pub fn new(path: PathBuf, text: String) -> Self {
        let line_starts = line_starts(&text);
        Self { path, text, line_starts, released: None }
    }

    /// A file of which only the first part, `kept`, is held, as `release_after` leaves it: the
    /// whole file, whose digest is `digest`, is at `from`.
    pub fn recalled(path: PathBuf, kept: String, from: PathBuf, digest: u128) -> Self {
        let line_starts = line_starts(&kept);
        Self { path, text: kept, line_starts, released: Some(Box::new((from, digest))) }
    }

    /// Lets the text go but its first `keep` bytes (a page's front matter, which the build reads
    /// before rendering): the rest, a large site's pages' bodies, is most of its memory. Its body
    /// is read again from `from` when it renders (`read_again`), or to report a problem
    /// (`restored`).
    pub fn release_after(&mut self, keep: usize, from: PathBuf) {
        let digest = self.digest();
        self.released = Some(Box::new((from, digest)));
        let keep = self.text.floor_char_boundary(keep);
        // A copy, not a truncation: the text's whole capacity would stay taken.
        self.text = self.text[..keep].to_string();
        self.line_starts = line_starts(&self.text);
    }

    /// The whole file again once it was let go (None while it is held), checked against the
    /// digest taken when it was first read: a page saved again during the build would otherwise
    /// render one version's body under the other's front matter.
    pub fn read_again(&self) -> Result<Option<SourceFile>, Diagnostic> {
        let Some(released) = &self.released else { return Ok(None) };
        let text = std::fs::read_to_string(&released.0).map_err(|error| {
            Diagnostic::file(&self.path, format!("cannot read this page again: {error}"))
        })?;
        if xxhash_rust::xxh3::xxh3_128(text.as_bytes()) != released.1 {
            return Err(Diagnostic::file(
                &self.path,
                "this page changed while the site was being built",
            )
            .with_help("build again once the file is saved"));
        }
        Ok(Some(SourceFile::new(self.path.clone(), text)))
    }

    /// The xxh3-128 digest of the text, kept when it was let go.
    pub fn digest(&self) -> u128 {
        match &self.released {
            Some(released) => released.1,
            None => xxhash_rust::xxh3::xxh3_128(self.text.as_bytes()),
        }
    }

    /// The file with its text: itself, or once let go, read again (as it is now on disk; a
    /// file changed since shows its new text at the old place, empty if it is gone).
    pub fn restored(&self) -> std::borrow::Cow<'_, SourceFile> {
        match &self.released {
            None => std::borrow::Cow::Borrowed(self),
            Some(released) => std::borrow::Cow::Owned(SourceFile::new(
                self.path.clone(),
                std::fs::read_to_string(&released.0).unwrap_or_default(),
            )),
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn position(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line_index = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let line_start = self.line_starts[line_index];
        let column =
            self.text[line_start..self.text.floor_char_boundary(offset)].chars().count() + 1;
        (line_index + 1, column)
    }

    /// The text of a 1-based line, without its line break.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = self.line_starts.get(line).copied().unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }

    /// Byte offset of the first occurrence of `needle` at or after `from`, used to point at a
    /// value in a data file when the parser gives no position of its own.
    pub fn find(&self, needle: &str, from: usize) -> Option<usize> {
        self.text.get(from..)?.find(needle).map(|i| i + from)
    }

    /// A diagnostic pointing at a byte offset of this file.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        self.locate(Problem::at(offset, message))
    }

    /// A problem whose span is in bytes of this file's text, placed in the file: its line and
    /// column, and the part of the line to mark (up to the line's end).
    pub fn locate(&self, problem: Problem) -> Diagnostic {
        let start = self.text.floor_char_boundary(problem.span.start.min(self.text.len()));
        let (line, column) = self.position(start);
        let line_start = self.line_starts[line - 1];
        let source_line = self.line_text(line);
        let from = start - line_start;
        let to = self
            .text
            .floor_char_boundary(problem.span.end.max(start).min(line_start + source_line.len()))
            - line_start;
        Diagnostic {
            path: self.path.clone(),
            line,
            column,
            message: problem.message,
            help: problem.help,
            warning: false,
            source: Some(Box::new(SourceLine {
                text: source_line.to_string(),
                marked: from..to.max(from),
            })),
        }
    }

    /// A diagnostic pointing at a 1-based line and column of this file.
    pub fn error_at_line(
        &self,
        line: usize,
        column: usize,
        message: impl Into<String>,
    ) -> Diagnostic {
        let source_line = self.line_text(line).to_string();
        let from = source_line
            .char_indices()
            .nth(column.saturating_sub(1))
            .map_or(source_line.len(), |(at, _)| at);
        Diagnostic {
            path: self.path.clone(),
            line,
            column,
            message: message.into(),
            help: None,
            warning: false,
            source: Some(Box::new(SourceLine { text: source_line, marked: from..from })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_one_based_lines_and_character_columns() {
        let file = SourceFile::new("a.md".into(), "ab\ncé d\n".into());
        assert_eq!(file.position(0), (1, 1));
        assert_eq!(file.position(3), (2, 1));
        assert_eq!(file.position(7), (2, 4));
        assert_eq!(file.line_text(2), "cé d");
    }

    #[test]
    fn a_body_let_go_is_read_again_only_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("page.md");
        let text = "---\ntitle: T\n---\n\n## Body\n";
        std::fs::write(&path, text).unwrap();
        let mut file = SourceFile::new("content/page.md".into(), text.into());
        let digest = file.digest();
        file.release_after(17, path.clone());
        assert_eq!((file.text.as_str(), file.digest()), ("---\ntitle: T\n---\n", digest));
        assert_eq!(file.line_text(2), "title: T");
        let whole = file.read_again().unwrap().expect("read again");
        assert_eq!((whole.text.as_str(), whole.line_text(5)), (text, "## Body"));
        assert!(whole.read_again().unwrap().is_none(), "held: nothing to read");

        std::fs::write(&path, text.replace("Body", "Saved meanwhile")).unwrap();
        let changed = file.read_again().unwrap_err();
        assert!(
            changed.to_string().contains("changed while the site was being built"),
            "{changed}"
        );
        std::fs::remove_file(&path).unwrap();
        assert!(file.read_again().unwrap_err().to_string().contains("cannot read this page again"));
    }
}
