//! The build cache's record of the last build (`.ssg-cache/build`): the options it ran with, every
//! input file and every file it wrote, each with its size, modification time and digest, and the
//! warnings it gave. One line per file, tab-separated with the path last, read in one pass.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::output::Written;

const HEADER: &str = "ssg build cache 1";

/// What the last successful build was made from and what it wrote.
#[derive(Debug, Default)]
pub struct Record {
    /// A digest of the generator and the build's options (`settings`).
    pub settings: u128,
    /// The build date it ran with (`--today`, or the day).
    pub day: String,
    /// When the last build began to read its inputs (nanoseconds since the epoch).
    pub started: u128,
    pub pages: usize,
    pub islands: usize,
    pub inputs: Vec<Written>,
    pub outputs: Vec<Written>,
    /// The warnings it gave, as (file, message).
    pub warnings: Vec<(PathBuf, String)>,
}

impl Record {
    /// The record at `path`; None when there is none or it is not one this ssg wrote. Its lines
    /// are read on all cores (a line for each file: megabytes for a large site).
    pub fn read(path: &Path) -> Option<Record> {
        let text = std::fs::read_to_string(path).ok()?;
        let lines = text.strip_prefix(HEADER)?.strip_prefix('\n')?;
        let parts =
            crate::parallel::each_on_a_thread(&parts_at_lines(lines, ""), |part| read_lines(part));
        // The first part holds the lines that come once (the settings, the day...).
        let mut parts = parts.into_iter();
        let mut record = parts.next()??;
        for part in parts {
            let part = part?;
            record.warnings.extend(part.warnings);
            record.inputs.extend(part.inputs);
            record.outputs.extend(part.outputs);
        }
        Some(record)
    }

    /// Writes the record through a temporary file renamed over the old one.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        let mut text = format!(
            "{HEADER}\nsettings\t{:x}\nday\t{}\nstarted\t{}\n",
            self.settings, self.day, self.started
        );
        let _ = writeln!(text, "pages\t{}\nislands\t{}", self.pages, self.islands);
        for (file, message) in &self.warnings {
            let _ = writeln!(text, "warning\t{}\t{}", file.display(), escape(message));
        }
        for (kind, files) in [("in", &self.inputs), ("out", &self.outputs)] {
            for file in files {
                let (len, modified, digest) = (file.len, file.modified, file.digest);
                let _ = writeln!(
                    text,
                    "{kind}\t{len}\t{modified}\t{digest:x}\t{}",
                    file.path.display()
                );
            }
        }
        crate::output::replace(path, text.as_bytes())
    }

    /// The warnings, to report again when nothing changed.
    pub fn diagnostics(&self) -> Diagnostics {
        let mut found = Diagnostics::default();
        for (path, message) in &self.warnings {
            found.push(Diagnostic::file(path, message.clone()).into_warning());
        }
        found
    }
}

/// The lines of a part of a record, as a record of their own.
fn read_lines(text: &str) -> Option<Record> {
    let mut record = Record::default();
    for line in text.lines() {
        let (kind, rest) = line.split_once('\t')?;
        match kind {
            "settings" => record.settings = u128::from_str_radix(rest, 16).ok()?,
            "day" => record.day = rest.to_string(),
            "started" => record.started = rest.parse().ok()?,
            "pages" => record.pages = rest.parse().ok()?,
            "islands" => record.islands = rest.parse().ok()?,
            "warning" => {
                let (path, message) = rest.split_once('\t')?;
                record.warnings.push((path.into(), unescape(message)));
            }
            "in" => record.inputs.push(file(rest)?),
            "out" => record.outputs.push(file(rest)?),
            _ => return None,
        }
    }
    Some(record)
}

/// `text` cut into as many parts as there are cores, each starting at a line that starts with
/// `starting` (any line, for "").
pub(super) fn parts_at_lines<'a>(text: &'a str, starting: &str) -> Vec<&'a str> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let marker = format!("\n{starting}");
    let mut parts = Vec::with_capacity(cores);
    let mut rest = text;
    for part in (1..cores).rev() {
        let cut = rest.floor_char_boundary(rest.len() - rest.len() * part / (part + 1));
        match rest[cut..].find(&marker) {
            Some(at) => {
                parts.push(&rest[..cut + at + 1]);
                rest = &rest[cut + at + 1..];
            }
            None => break,
        }
    }
    parts.push(rest);
    parts
}

fn file(fields: &str) -> Option<Written> {
    let mut fields = fields.splitn(4, '\t');
    Some(Written {
        len: fields.next()?.parse().ok()?,
        modified: fields.next()?.parse().ok()?,
        digest: u128::from_str_radix(fields.next()?, 16).ok()?,
        path: fields.next()?.into(),
    })
}

pub(super) fn escape(message: &str) -> String {
    if !message.contains(['\\', '\n', '\t']) {
        return message.to_string();
    }
    message.replace('\\', "\\\\").replace('\n', "\\n").replace('\t', "\\t")
}

pub(super) fn unescape(message: &str) -> String {
    // Most fields (millions in a large site's cache) have nothing escaped: copied whole.
    let Some(first) = message.find('\\') else { return message.to_string() };
    let mut text = String::with_capacity(message.len());
    text.push_str(&message[..first]);
    let mut chars = message[first..].chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => text.push('\n'),
                Some('t') => text.push('\t'),
                Some(other) => text.push(other),
                None => {}
            },
            (c, false) => text.push(c),
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("build");
        let file =
            |path: &str, digest| Written { path: path.into(), len: 12, modified: 34, digest };
        let record = Record {
            settings: 0xabc,
            day: "2026-11-27".into(),
            started: 99,
            pages: 2,
            islands: 1,
            inputs: vec![file("content/index.md", 7), file("content/a b.md", u128::MAX)],
            outputs: vec![file("index.html", 8)],
            warnings: vec![("content/x.md".into(), "two\nlines\tand a \\".into())],
        };
        record.write(&path).unwrap();
        let read = Record::read(&path).expect("the record reads back");
        assert_eq!((read.settings, read.started, read.pages, read.islands), (0xabc, 99, 2, 1));
        assert_eq!(read.day, "2026-11-27");
        assert_eq!((read.inputs, read.outputs), (record.inputs, record.outputs));
        assert_eq!(read.warnings, record.warnings);
    }

    #[test]
    fn a_damaged_record_is_not_used() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("build");
        std::fs::write(&path, format!("{HEADER}\nin\t12\tnot a number\t7\tcontent/index.md\n"))
            .unwrap();
        assert!(Record::read(&path).is_none());
        std::fs::write(&path, "some other file\n").unwrap();
        assert!(Record::read(&path).is_none());
    }
}
