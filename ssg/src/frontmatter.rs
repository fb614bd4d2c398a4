//! The YAML block at the top of each page, read into a typed struct so a misspelt field or a
//! missing title is caught with its line number instead of silently producing a broken page.

use std::ops::Range;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::diagnostics::{Diagnostics, Problem};
use crate::frontmatter_checks;
use crate::source_file::SourceFile;

pub const MAX_DESCRIPTION_CHARS: usize = 160;

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    pub title: Spanned<String>,
    pub description: Spanned<String>,
    #[serde(default = "default_layout")]
    pub layout: Spanned<Layout>,
    #[serde(default)]
    pub lead: Option<Spanned<String>>,
    #[serde(default)]
    pub next: Option<NextLink>,
    #[serde(default = "yes")]
    pub sitemap: bool,
    /// The page's old addresses: each sends visitors on to it (see `aliases`).
    #[serde(default)]
    pub aliases: Vec<Spanned<String>>,
    /// `search: false` keeps the page out of the site's search (a page that only confirms or
    /// redirects, a staff tool).
    #[serde(default = "yes")]
    pub search: bool,
    /// A page being written: `ssg serve` shows it under a "Draft" banner, `ssg build` leaves it
    /// out.
    #[serde(default)]
    pub draft: bool,
    /// News entries (`content/news/`): the day the entry is published.
    #[serde(default)]
    pub date: Option<Spanned<jiff::civil::Date>>,
    /// News entries: one or two sentences for lists and the feed.
    #[serde(default)]
    pub summary: Option<Spanned<String>>,
    /// News entries announcing an event: when and where.
    #[serde(default)]
    pub event: Option<Event>,
    /// News entries: what the entry is about, each a tag named in the catalog (`news_tags`).
    #[serde(default)]
    pub tags: Vec<Spanned<String>>,
    /// Where the YAML starts in the page's file, to place the parser's positions in the file.
    #[serde(skip)]
    pub yaml_start: usize,
}

fn default_layout() -> Spanned<Layout> {
    Spanned::new(
        Layout::default(),
        serde_saphyr::Location::UNKNOWN,
        serde_saphyr::Location::UNKNOWN,
    )
}

impl FrontMatter {
    /// Where a field's value is written in the page's file (bytes), from the YAML parser.
    pub fn span_of<T>(&self, field: &Spanned<T>) -> Range<usize> {
        crate::yaml::span(field, self.yaml_start)
    }
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    #[default]
    Page,
    Home,
    Form,
    Wide,
}

impl Layout {
    pub fn template(self) -> &'static str {
        match self {
            Layout::Page => "layouts/page.html",
            Layout::Home => "layouts/home.html",
            Layout::Form => "layouts/form.html",
            Layout::Wide => "layouts/wide.html",
        }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    pub date: jiff::civil::Date,
    pub place: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct NextLink {
    pub href: Spanned<String>,
    pub label: Spanned<String>,
}

/// A page split into its parsed front matter and the byte offset where the Markdown body starts.
pub struct Split {
    pub front_matter: FrontMatter,
    pub body_start: usize,
}

const HOW_TO_START: &str = "start the file with a line `---`, then `title:` and `description:` lines, then a closing `---`";

/// The front matter of `file` and where its body starts; or every problem of the front matter.
pub fn parse(file: &SourceFile) -> Result<Split, Diagnostics> {
    let text = &file.text;
    let opening = text.strip_prefix('\u{feff}').map_or(0, |_| 3);
    let first_line_end = text[opening..].find('\n').map_or(text.len(), |i| opening + i + 1);
    if text[opening..first_line_end].trim_end() != "---" {
        return Err(file
            .error_at(opening, "the page has no front matter")
            .with_help(HOW_TO_START)
            .into());
    }
    let yaml_start = first_line_end;
    let mut line_start = yaml_start;
    let (yaml_end, body_start) = loop {
        if line_start >= text.len() {
            return Err(file
                .error_at(opening, "the front matter is never closed")
                .with_help("add a line `---` after the last front matter field")
                .into());
        }
        let line_end = text[line_start..].find('\n').map_or(text.len(), |i| line_start + i + 1);
        if text[line_start..line_end].trim_end() == "---" {
            break (line_start, line_end);
        }
        line_start = line_end;
    };
    let yaml = &text[yaml_start..yaml_end];
    let mut problems = Diagnostics::default();
    frontmatter_checks::check_fields(file, yaml, yaml_start, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut front_matter: FrontMatter = crate::yaml::from_str(yaml).map_err(|error| {
        // The parser notices an unclosed quote lines later: point at the line that opens it.
        if let Some(unclosed) = frontmatter_checks::unclosed_quote(file, yaml, yaml_start) {
            return unclosed;
        }
        let yaml_first_line = file.position(yaml_start).0;
        let message = describe_yaml_error(&error.message);
        file.error_at_line(yaml_first_line + error.line - 1, error.column, message.0)
            .with_help(message.1)
    })?;
    front_matter.yaml_start = yaml_start;
    validate(file, &front_matter, &mut problems);
    problems.into_result()?;
    Ok(Split { front_matter, body_start })
}

/// serde's messages name Rust-side concepts; say what they mean for a page.
fn describe_yaml_error(raw: &str) -> (String, String) {
    let message = raw.split(" at line ").next().unwrap_or(raw).to_string();
    if let Some(key) = message.strip_prefix("duplicate mapping key: ") {
        // The parser's own advice (", set DuplicateKeyPolicy in Options if acceptable") is for
        // the program, not for the editor.
        let key = key.split(',').next().unwrap_or(key).trim();
        let help = format!("keep one `{key}:` line in the front matter");
        return (format!("front matter: `{key}` is given twice"), help);
    }
    let help = if message.starts_with("unknown field") {
        "the fields a page may have are: title, description, layout, lead, next, aliases, sitemap, search, draft; news entries also date, summary, event and tags"
            .to_string()
    } else if message.starts_with("missing field") {
        "every page needs `title:` and `description:`".to_string()
    } else if message.starts_with("unknown variant") {
        "layout must be one of: page, home, form, wide".to_string()
    } else if message.contains("expected sequence") {
        "this field takes a list in brackets, e.g. `tags: [events, health]` or `aliases: [/old-address]`".to_string()
    } else if message.starts_with("invalid boolean") {
        "`sitemap`, `search` and `draft` take `true` or `false`".to_string()
    } else {
        "check the YAML: `key: value` pairs, and quote values that contain `: ` or start with `{`, `[`, `*` or `&`".to_string()
    };
    (format!("front matter: {message}"), help)
}

/// Every problem of the values: an empty title, an empty or overlong description.
fn validate(file: &SourceFile, front_matter: &FrontMatter, problems: &mut Diagnostics) {
    let title = &front_matter.title;
    if title.value.trim().is_empty() {
        let problem = Problem::new(front_matter.span_of(title), "the title is empty");
        problems.push(file.locate(problem.with_help("give the page a title")));
    }
    let description = &front_matter.description;
    let at = front_matter.span_of(description);
    let text = description.value.trim();
    let length = text.chars().count();
    if text.is_empty() {
        let problem = Problem::new(at, "the description is empty");
        problems.push(
            file.locate(problem.with_help("one sentence for search engines and link previews")),
        );
    } else if length > MAX_DESCRIPTION_CHARS {
        let problem = Problem::new(at, format!("the description is {length} characters long"));
        problems.push(file.locate(problem.with_help(format!(
            "search engines cut descriptions after {MAX_DESCRIPTION_CHARS} characters: shorten it"
        ))));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_text(text: &str) -> Result<Split, crate::diagnostics::Diagnostic> {
        parse(&SourceFile::new("content/a.md".into(), text.into()))
            .map_err(|problems| problems.iter().next().cloned().unwrap())
    }

    #[test]
    fn reads_fields_and_finds_the_body() {
        let split = parse_text(
            "---\ntitle: Mission\ndescription: Why we exist.\nlayout: wide\n---\nBody\n",
        )
        .ok()
        .unwrap();
        assert_eq!(split.front_matter.title.value, "Mission");
        assert_eq!(split.front_matter.layout.value, Layout::Wide);
        assert!(split.front_matter.sitemap);
    }

    #[test]
    fn unknown_field_points_at_its_line() {
        let error = parse_text("---\ntitle: A\ndescription: B\ntitel: C\n---\n").err().unwrap();
        assert_eq!((error.line, error.column), (4, 1));
        assert!(error.message.contains("unknown field `titel`"), "{}", error.message);
    }

    #[test]
    fn unclosed_front_matter_is_reported() {
        let error = parse_text("---\ntitle: A\n").err().unwrap();
        assert!(error.message.contains("never closed"));
    }

    #[test]
    fn missing_front_matter_is_reported() {
        let error = parse_text("Just text\n").err().unwrap();
        assert_eq!(error.line, 1);
        assert!(error.message.contains("no front matter"));
    }
}
