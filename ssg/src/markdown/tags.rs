//! MDX-style tags such as `<MembershipWizard countries="data:countries" />` or
//! `<Cards set="goals" columns={3} />`: the way a page places a component or an island. Props are strings (`"..."` or `'...'`), JSON in
//! braces (`{3}`, `{true}`, `{["a", "b"]}`), or a bare name meaning `true`.

use serde_json::{Map, Value};

use crate::diagnostics::Problem;

#[derive(Debug, Clone, PartialEq)]
pub struct Tag {
    pub name: String,
    pub props: Map<String, Value>,
}

/// Whether a line is meant as a tag: it starts with `<` and a capital letter. Lower-case HTML
/// such as `<details>` is left to Markdown.
pub fn looks_like_tag(line: &str) -> bool {
    let mut chars = line.trim_start().chars();
    chars.next() == Some('<') && chars.next().is_some_and(|c| c.is_ascii_uppercase())
}

pub fn parse(text: &str) -> Result<Tag, Problem> {
    let mut cursor = Cursor { text, at: 0 };
    cursor.skip_space();
    cursor.expect('<', "a tag starts with `<`")?;
    let name = cursor.take_while(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
    if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Err(
            cursor.error("a component name starts with a capital letter, e.g. `<LoginForm />`")
        );
    }
    let mut props = Map::new();
    loop {
        let had_space = cursor.skip_space();
        match cursor.peek() {
            None => return Err(cursor.error("the tag is not closed: end it with `/>`")),
            Some('/') => {
                cursor.at += 1;
                cursor.expect('>', "end the tag with `/>`")?;
                break;
            }
            Some('>') => {
                return Err(cursor
                    .error("components take no content: write `<Name ... />` with a closing `/`"));
            }
            Some(_) if !had_space => return Err(cursor.error("put a space before each prop")),
            Some(_) => {
                let key_at = cursor.at;
                let key = cursor.take_while(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
                if key.is_empty() {
                    return Err(cursor.error("expected a prop name such as `until=\"2025-05-01\"`"));
                }
                let value = if cursor.peek() == Some('=') {
                    cursor.at += 1;
                    cursor.value()?
                } else {
                    Value::Bool(true)
                };
                if props.insert(key.to_string(), value).is_some() {
                    return Err(Problem::new(
                        key_at..key_at + key.len(),
                        format!("the prop `{key}` is given twice"),
                    ));
                }
            }
        }
    }
    cursor.skip_space();
    if cursor.at < text.len() {
        return Err(cursor.error("put nothing after the tag on its line"));
    }
    Ok(Tag { name: name.to_string(), props })
}

struct Cursor<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn skip_space(&mut self) -> bool {
        let before = self.at;
        self.take_while(char::is_whitespace);
        self.at > before
    }

    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> &'a str {
        let start = self.at;
        let length = self.text[start..].find(|c| !keep(c)).unwrap_or(self.text.len() - start);
        self.at += length;
        &self.text[start..self.at]
    }

    fn expect(&mut self, wanted: char, message: &str) -> Result<(), Problem> {
        if self.peek() == Some(wanted) {
            self.at += wanted.len_utf8();
            Ok(())
        } else {
            Err(self.error(message))
        }
    }

    fn error(&self, message: &str) -> Problem {
        Problem::at(self.at, message)
    }

    fn value(&mut self) -> Result<Value, Problem> {
        match self.peek() {
            Some(quote @ ('"' | '\'')) => {
                let start = self.at;
                self.at += 1;
                let Some(length) = self.text[self.at..].find(quote) else {
                    self.at = start;
                    return Err(self.error("this string is never closed"));
                };
                let value = &self.text[self.at..self.at + length];
                self.at += length + 1;
                Ok(Value::String(value.to_string()))
            }
            Some('{') => {
                let start = self.at;
                let end =
                    self.matching_brace().ok_or_else(|| self.error("this `{` is never closed"))?;
                let json = &self.text[start + 1..end];
                self.at = end + 1;
                serde_json::from_str(json).map_err(|error| {
                    Problem::new(
                        start + 1..end,
                        format!("the value in braces is not valid JSON: {error}"),
                    )
                })
            }
            _ => {
                Err(self
                    .error("a prop value is a quoted string or JSON in braces, e.g. `columns={3}`"))
            }
        }
    }

    /// The offset of the `}` closing the `{` at the cursor, skipping braces inside JSON strings.
    fn matching_brace(&self) -> Option<usize> {
        let mut depth = 0usize;
        let mut in_string = false;
        let mut escaped = false;
        for (index, c) in self.text[self.at..].char_indices() {
            match (in_string, escaped, c) {
                (true, true, _) => escaped = false,
                (true, false, '\\') => escaped = true,
                (true, false, '"') => in_string = false,
                (true, false, _) => {}
                (false, _, '"') => in_string = true,
                (false, _, '{' | '[') => depth += 1,
                (false, _, '}' | ']') => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(self.at + index);
                    }
                }
                _ => {}
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_name_and_props_of_every_kind() {
        let tag = parse(r#"<Cards set="goals" columns={3} items={["a", "b}"]} open />"#).unwrap();
        assert_eq!(tag.name, "Cards");
        assert_eq!(tag.props["set"], json!("goals"));
        assert_eq!(tag.props["columns"], json!(3));
        assert_eq!(tag.props["items"], json!(["a", "b}"]));
        assert_eq!(tag.props["open"], json!(true));
    }

    #[test]
    fn a_tag_without_props_is_fine() {
        assert_eq!(parse("<RegionCards/>").unwrap().props.len(), 0);
    }

    #[test]
    fn unclosed_tag_says_how_to_close_it() {
        let error = parse(r#"<Deadline on="special_issues">"#).unwrap_err();
        assert!(error.message.contains("/"), "{}", error.message);
    }

    #[test]
    fn bad_json_points_into_the_braces() {
        let error = parse("<Cards columns={3,} />").unwrap_err();
        assert_eq!(error.span.start, 16);
        assert!(error.message.contains("not valid JSON"));
    }

    #[test]
    fn lower_case_html_is_not_a_tag() {
        assert!(!looks_like_tag("<details name=\"x\">"));
        assert!(looks_like_tag("  <MembershipWizard />"));
    }

    #[test]
    fn duplicate_props_are_rejected() {
        assert!(parse(r#"<A x="1" x="2" />"#).unwrap_err().message.contains("twice"));
    }
}
