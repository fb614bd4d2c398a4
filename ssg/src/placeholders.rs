//! `{{ site.name }}`-style placeholders, so the association's name and addresses are written once,
//! in `content/data/site.yaml`, and appear wherever a page names them.

use serde_json::Value;

use crate::diagnostics::{Problem, closest};

/// Text after expansion, with a map back to the original offsets so errors found later
/// (a broken link on the same line) still point at the right column.
pub struct Expanded {
    pub text: String,
    replacements: Vec<Replacement>,
}

impl Expanded {
    pub fn original_offset(&self, expanded: usize) -> usize {
        let mut original = expanded;
        for r in &self.replacements {
            if expanded < r.new_start {
                break;
            }
            if expanded < r.new_start + r.new_len {
                return r.old_start;
            }
            original = expanded - (r.new_start + r.new_len) + (r.old_start + r.old_len);
        }
        original
    }
}

struct Replacement {
    new_start: usize,
    new_len: usize,
    old_start: usize,
    old_len: usize,
}

/// Replace every `{{ dotted.path }}` whose path resolves in `values`. A well-formed path that
/// resolves to nothing is an error; text that merely contains braces is left alone.
pub fn expand(text: &str, values: &Value) -> Result<Expanded, Vec<Problem>> {
    let mut out = String::with_capacity(text.len());
    let mut replacements = Vec::new();
    let mut errors = Vec::new();
    let mut rest = 0;
    while let Some(found) = text[rest..].find("{{") {
        let start = rest + found;
        let Some(close) = text[start..].find("}}").map(|i| start + i) else {
            break;
        };
        let inner = text[start + 2..close].trim();
        if !is_path(inner) || text[start..close].contains('\n') {
            out.push_str(&text[rest..start + 2]);
            rest = start + 2;
            continue;
        }
        out.push_str(&text[rest..start]);
        match lookup(values, inner) {
            Some(value) => {
                replacements.push(Replacement {
                    new_start: out.len(),
                    new_len: value.len(),
                    old_start: start,
                    old_len: close + 2 - start,
                });
                out.push_str(&value);
            }
            None => errors.push(
                Problem::new(
                    start..close + 2,
                    format!("`{{{{ {inner} }}}}` names no value in the site settings"),
                )
                .with_help(suggestion(values, inner)),
            ),
        }
        rest = close + 2;
    }
    out.push_str(&text[rest..]);
    if errors.is_empty() { Ok(Expanded { text: out, replacements }) } else { Err(errors) }
}

fn is_path(inner: &str) -> bool {
    !inner.is_empty()
        && inner.split('.').all(|part| {
            !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

fn lookup(values: &Value, path: &str) -> Option<String> {
    let value = path.split('.').try_fold(values, |value, key| value.get(key))?;
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn suggestion(values: &Value, path: &str) -> String {
    let (parent, _) = path.rsplit_once('.').unwrap_or(("", path));
    let parent_value = if parent.is_empty() {
        Some(values)
    } else {
        parent.split('.').try_fold(values, |value, key| value.get(key))
    };
    let known: Vec<String> = match parent_value {
        Some(Value::Object(map)) => map
            .iter()
            .filter(|(_, v)| v.is_string() || v.is_number() || v.is_object())
            .map(|(k, _)| if parent.is_empty() { k.clone() } else { format!("{parent}.{k}") })
            .collect(),
        _ => Vec::new(),
    };
    match closest(path, known.iter().map(String::as_str)) {
        Some(near) => format!("did you mean `{{{{ {near} }}}}`?"),
        None if known.is_empty() => {
            "placeholders read content/data/site.yaml, e.g. `{{ site.name }}`".into()
        }
        None => format!("known here: {}", known.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn values() -> Value {
        json!({"site": {"name": "IAAII", "emails": {"membership": "m@example.org"}, "founded": 2016}})
    }

    #[test]
    fn replaces_known_paths_and_numbers() {
        let out = expand("Join {{ site.name }} (est. {{site.founded}}).", &values()).ok().unwrap();
        assert_eq!(out.text, "Join IAAII (est. 2016).");
    }

    #[test]
    fn maps_offsets_after_a_replacement_back_to_the_original() {
        let source = "a {{ site.emails.membership }} [x](/nope)";
        let out = expand(source, &values()).ok().unwrap();
        let link = out.text.find("(/nope)").unwrap();
        assert_eq!(out.original_offset(link), source.find("(/nope)").unwrap());
        assert_eq!(out.original_offset(0), 0);
    }

    #[test]
    fn unknown_path_is_an_error_with_a_suggestion() {
        let errors = expand("Write to {{ site.emails.membershp }}", &values()).err().unwrap();
        assert_eq!(errors[0].span, 9..36);
        let help = errors[0].help.as_deref().unwrap_or_default();
        assert!(help.contains("site.emails.membership"), "{help}");
    }

    #[test]
    fn braces_that_are_not_placeholders_stay() {
        let out = expand("set {{ a b }} and {{", &values()).ok().unwrap();
        assert_eq!(out.text, "set {{ a b }} and {{");
    }
}
