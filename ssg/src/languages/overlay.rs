//! The data files' texts in other languages: `content/data/navigation.fr.yaml` has the shape of
//! `navigation.yaml` with only the texts, translated. A language's pages see the default's data
//! with its texts laid over (maps by key, lists by position); what it leaves out stays in the
//! default language, and the gap report lists it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::Languages;
use crate::data::DATA_FILES;
use crate::diagnostics::{Diagnostic, Diagnostics};

use crate::source_file::SourceFile;

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
    "country",
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

    /// The template globals for `lang`'s pages: the default's, with its translated texts laid
    /// over, and the regions' countries named in `lang`.
    pub fn localized(&self, globals: &Value, lang: &str) -> Value {
        let mut localized = globals.clone();
        for (name, (_, value)) in self.by_lang.get(lang).into_iter().flatten() {
            if let Some(target) = target_of(&mut localized, name) {
                lay_over(target, value);
            }
        }
        if let Some(regions) = target_of(&mut localized, "regions") {
            name_countries(regions, lang);
        }
        localized
    }
}

/// Every `countries` list's `{code, name}` under `value`, named in `lang` (the names come from
/// the Unicode CLDR, not from the data files, so an editor translates none of them).
fn name_countries(value: &mut Value, lang: &str) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map.iter_mut() {
                if key == "countries" {
                    for country in inner.as_array_mut().into_iter().flatten() {
                        let code = country["code"].as_str().unwrap_or_default();
                        if let Some(name) = contract::countries::name_in(code, lang) {
                            country["name"] = Value::from(name);
                        }
                    }
                } else {
                    name_countries(inner, lang);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| name_countries(item, lang)),
        _ => {}
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

/// Keys that hold texts in one data file only (elsewhere a `name` is a person's or the site's):
/// the membership categories' and tiers' names, audiences, conditions and benefits, the regions'
/// and subregions' names and representatives.
const FILE_TEXT_KEYS: &[(&str, &[&str])] = &[
    ("membership", &["name", "audience", "eligibility", "benefits", "size"]),
    ("regions", &["name", "representative"]),
];

/// Whether `key` of data file `file` holds a text to translate (a string, or a list of them).
pub fn is_text_key(file: &str, key: &str) -> bool {
    TEXT_KEYS.contains(&key)
        || FILE_TEXT_KEYS.iter().any(|(name, keys)| *name == file && keys.contains(&key))
}

/// The texts of data file `file`'s `original` (at its text keys) that `translated` does not
/// give, as paths such as `header[0].items[2].label`.
pub fn missing_texts(
    file: &str,
    original: &Value,
    translated: Option<&Value>,
    path: &str,
    found: &mut Vec<String>,
) {
    match original {
        Value::Object(map) => {
            for (key, value) in map {
                if key == "countries" {
                    continue; // named from the Unicode CLDR (`name_countries`)
                }
                let inner = translated.and_then(|t| t.get(key));
                let here = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
                let texts = match value {
                    Value::String(_) => true,
                    Value::Array(items) => items.iter().all(Value::is_string) && !items.is_empty(),
                    _ => false,
                };
                if texts && is_text_key(file, key) {
                    let given = match (value, inner) {
                        (Value::String(_), Some(Value::String(_))) => true,
                        (Value::Array(items), Some(Value::Array(over))) => {
                            over.len() >= items.len()
                        }
                        _ => false,
                    };
                    if !given {
                        found.push(here);
                    }
                } else {
                    missing_texts(file, value, inner, &here, found);
                }
            }
        }
        Value::Array(list) => {
            for (index, value) in list.iter().enumerate() {
                let inner = translated.and_then(|t| t.get(index));
                missing_texts(file, value, inner, &format!("{path}[{index}]"), found);
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
        missing_texts("navigation", &nav, Some(&french), "", &mut found);
        assert_eq!(found, ["header[0].items[1].label"]);
        lay_over(&mut nav, &french);
        assert_eq!(nav["header"][0]["label"], "À propos");
        assert_eq!(nav["header"][0]["items"][0]["href"], "/mission");
        assert_eq!(nav["header"][0]["items"][1]["label"], "Vision");
    }

    #[test]
    fn a_file_s_own_text_keys_and_lists_of_texts_count() {
        let regions = json!([{ "name": "Europe", "code": "EU", "subregions": [{ "name": "Western Europe" }] }]);
        let mut found = Vec::new();
        missing_texts("regions", &regions, Some(&json!([{ "name": "Europe" }])), "", &mut found);
        assert_eq!(found, ["[0].subregions[0].name"]);
        let membership = json!({ "categories": [{ "benefits": ["Voting rights", "No fees"] }] });
        let mut found = Vec::new();
        missing_texts(
            "membership",
            &membership,
            Some(&json!({ "categories": [{ "benefits": ["Droit de vote"] }] })),
            "",
            &mut found,
        );
        assert_eq!(found, ["categories[0].benefits"]);
        let mut found = Vec::new();
        missing_texts(
            "editorial_board",
            &json!([{ "name": "Ada Lovelace" }]),
            None,
            "",
            &mut found,
        );
        assert!(found.is_empty(), "a person's name is not a text: {found:?}");
    }
}
