//! Checks of a page's front matter that report every mistake of the file in one run, each at its
//! own line, in the editor's words: fields that do not exist (a YAML parser stops at the first),
//! the required fields missing, and a quoted value whose closing quote is missing (which a YAML
//! parser reports on a later line, as "trailing content").

use crate::diagnostics::{Diagnostic, Diagnostics, closest};

use crate::source_file::SourceFile;

/// The fields a page may have, in the order the docs give them.
pub const FIELDS: [&str; 13] = [
    "title",
    "description",
    "layout",
    "lead",
    "next",
    "aliases",
    "sitemap",
    "search",
    "draft",
    "date",
    "summary",
    "event",
    "tags",
];
const REQUIRED: [&str; 2] = ["title", "description"];

/// A top-level `key:` of the YAML: its name and where the line starts in the file.
fn top_level_keys(yaml: &str, yaml_start: usize) -> Vec<(&str, usize)> {
    let mut at = yaml_start;
    let mut keys = Vec::new();
    for line in yaml.split_inclusive('\n') {
        let starts_key = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        let is_name =
            |key: &str| key.chars().all(|c| c.is_ascii_alphanumeric() || "_-".contains(c));
        if let Some((key, _)) = line.split_once(':').filter(|(key, _)| starts_key && is_name(key)) {
            keys.push((key, at));
        }
        at += line.len();
    }
    keys
}

/// Every field that does not exist, and every required field missing.
pub fn check_fields(file: &SourceFile, yaml: &str, yaml_start: usize, problems: &mut Diagnostics) {
    let keys = top_level_keys(yaml, yaml_start);
    for &(key, at) in &keys {
        if FIELDS.contains(&key) {
            continue;
        }
        let known = format!("the fields a page may have are: {}", FIELDS.join(", "));
        let help = match closest(key, FIELDS) {
            Some(near) => format!("did you mean `{near}`? {known}"),
            None => known,
        };
        problems.push(
            file.error_at(at, format!("front matter: unknown field `{key}`")).with_help(help),
        );
    }
    for required in REQUIRED {
        if !keys.iter().any(|(key, _)| *key == required) {
            let opening = yaml_start.saturating_sub(4);
            problems.push(
                file.error_at(opening, format!("front matter: the `{required}:` line is missing"))
                    .with_help("every page needs `title:` and `description:`"),
            );
        }
    }
}

/// A `key: "value` line whose quote is never closed on it, if there is one.
pub fn unclosed_quote(file: &SourceFile, yaml: &str, yaml_start: usize) -> Option<Diagnostic> {
    let mut at = yaml_start;
    for line in yaml.split_inclusive('\n') {
        let line_start = at;
        at += line.len();
        let Some((key, value)) = line.split_once(':') else { continue };
        let value_trimmed = value.trim_start();
        let Some(quote) = value_trimmed.chars().next().filter(|c| *c == '"' || *c == '\'') else {
            continue;
        };
        let rest = value_trimmed[1..].trim_end();
        if is_closed(rest, quote) {
            continue;
        }
        let column = line.len() - value.len() + (value.len() - value_trimmed.len());
        let key = key.trim();
        return Some(
            file.error_at(
                line_start + column,
                format!("front matter: the value of `{key}` opens a quote ({quote}) that is not closed on its line"),
            )
            .with_help(format!(
                "add the closing {quote} at the end of the value{}",
                if quote == '"' { " (a \" inside the value is written \\\")" } else { " (a ' inside the value is written '')" }
            )),
        );
    }
    None
}

/// Whether the text after an opening quote holds its closing quote.
fn is_closed(rest: &str, quote: char) -> bool {
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quote) {
            ('\\', '"') => {
                chars.next();
            }
            ('\'', '\'') if chars.peek() == Some(&'\'') => {
                chars.next();
            }
            (c, q) if c == q => return true,
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> SourceFile {
        SourceFile::new("content/a.md".into(), text.into())
    }

    #[test]
    fn every_unknown_field_and_missing_field_is_reported() {
        let text = "---\ntitel: A\ndescripton: B\nlayout: page\n---\n";
        let source = file(text);
        let mut problems = Diagnostics::default();
        check_fields(&source, &text[4..text.len() - 4], 4, &mut problems);
        let found: Vec<(usize, String)> =
            problems.iter().map(|p| (p.line, p.message.clone())).collect();
        assert_eq!(
            found,
            [
                (2, "front matter: unknown field `titel`".to_string()),
                (3, "front matter: unknown field `descripton`".to_string()),
                (1, "front matter: the `title:` line is missing".to_string()),
                (1, "front matter: the `description:` line is missing".to_string()),
            ]
        );
    }

    #[test]
    fn an_unclosed_quote_is_found_on_its_own_line() {
        let text = "---\ntitle: \"Our Vision\ndescription: Why.\n---\n";
        let found = unclosed_quote(&file(text), &text[4..], 4).unwrap();
        assert_eq!((found.line, found.column), (2, 8));
        assert!(found.message.contains("`title` opens a quote"), "{}", found.message);
        for closed in
            ["title: \"A \\\" b\"", "title: 'It''s'", "title: \"x\" # note", "next: { a: b }"]
        {
            assert!(unclosed_quote(&file(closed), closed, 0).is_none(), "{closed}");
        }
    }
}
