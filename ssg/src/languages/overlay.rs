//! The data files' texts in other languages: `content/data/navigation.fr.yaml` has the shape of
//! `navigation.yaml` with only the texts, translated. A language's pages see the default's data
//! with its texts laid over (maps by key, lists by position); what it leaves out stays in the
//! default language, and the gap report lists it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::Languages;
use crate::data::DATA_FILES;
use crate::diagnostics::{Diagnostic, Diagnostics, SourceFile};

/// Keys whose values are texts a reader reads (the rest are addresses, codes and settings).
pub const TEXT_KEYS: &[&str] = &[
    "label",
    "title",
    "text",
    "heading",
    "description",
    "lead",
    "link_label",
    "tagline",
    "summary",
];

/// Each language's translated data files: language -> file name -> (file, its values).
#[derive(Default)]
pub struct Overlays {
    pub by_lang: BTreeMap<String, BTreeMap<String, (SourceFile, Value)>>,
}

impl Overlays {
    pub fn load(root: &Path, languages: &Languages, problems: &mut Diagnostics) -> Overlays {
        let mut overlays = Overlays::default();
        for language in languages.others() {
            for name in DATA_FILES {
                let relative =
                    PathBuf::from("content/data").join(format!("{name}.{}.yaml", language.code));
                let Ok(text) = std::fs::read_to_string(root.join(&relative)) else { continue };
                let file = SourceFile::new(relative, text);
                match serde_saphyr::from_str::<Value>(&file.text) {
                    Ok(value) => {
                        overlays
                            .by_lang
                            .entry(language.code.clone())
                            .or_default()
                            .insert(name.to_string(), (file, value));
                    }
                    Err(error) => problems.push(Diagnostic::file(
                        &file.path,
                        format!("this data file cannot be read: {error}"),
                    )),
                }
            }
        }
        overlays
    }

    /// The template globals for `lang`'s pages: the default's, with its translated texts laid over.
    pub fn localized(&self, globals: &Value, lang: &str) -> Value {
        let mut localized = globals.clone();
        for (name, (_, value)) in self.by_lang.get(lang).into_iter().flatten() {
            if let Some(target) = target_of(&mut localized, name) {
                lay_over(target, value);
            }
        }
        localized
    }
}

/// Where a data file's values sit in the globals: `site`, `nav`, or `data.<name>`.
pub fn target_of<'a>(globals: &'a mut Value, name: &str) -> Option<&'a mut Value> {
    match name {
        "site" => globals.get_mut("site"),
        "navigation" => globals.get_mut("nav"),
        other => globals.get_mut("data")?.get_mut(other),
    }
}

/// Lay `over` onto `base`: maps by key, lists by position, texts replaced. Values `over` has
/// that `base` has not are left out (the gap report names them).
fn lay_over(base: &mut Value, over: &Value) {
    match (base, over) {
        (Value::Object(base), Value::Object(over)) => {
            for (key, value) in over {
                if let Some(target) = base.get_mut(key) {
                    lay_over(target, value);
                }
            }
        }
        (Value::Array(base), Value::Array(over)) => {
            for (target, value) in base.iter_mut().zip(over) {
                lay_over(target, value);
            }
        }
        (base @ Value::String(_), over @ Value::String(_)) => *base = over.clone(),
        _ => {}
    }
}

/// The texts of `original` (at the `TEXT_KEYS`) that `translated` does not give, as paths such
/// as `header[0].items[2].label`.
pub fn missing_texts(
    original: &Value,
    translated: Option<&Value>,
    path: &str,
    found: &mut Vec<String>,
) {
    match original {
        Value::Object(map) => {
            for (key, value) in map {
                let inner = translated.and_then(|t| t.get(key));
                let here = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
                if value.is_string() && TEXT_KEYS.contains(&key.as_str()) {
                    if !inner.is_some_and(Value::is_string) {
                        found.push(here);
                    }
                } else {
                    missing_texts(value, inner, &here, found);
                }
            }
        }
        Value::Array(list) => {
            for (index, value) in list.iter().enumerate() {
                let inner = translated.and_then(|t| t.get(index));
                missing_texts(value, inner, &format!("{path}[{index}]"), found);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn texts_are_laid_over_by_key_and_position_and_gaps_named() {
        let mut nav = json!({ "header": [{ "label": "About", "items": [{ "label": "Mission", "href": "/mission" }, { "label": "Vision", "href": "/vision" }] }] });
        let french =
            json!({ "header": [{ "label": "À propos", "items": [{ "label": "Mission" }] }] });
        let mut found = Vec::new();
        missing_texts(&nav, Some(&french), "", &mut found);
        assert_eq!(found, ["header[0].items[1].label"]);
        lay_over(&mut nav, &french);
        assert_eq!(nav["header"][0]["label"], "À propos");
        assert_eq!(nav["header"][0]["items"][0]["href"], "/mission");
        assert_eq!(nav["header"][0]["items"][1]["label"], "Vision");
    }
}
