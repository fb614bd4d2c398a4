//! The message catalog of the theme: `locales/<language>/site.ftl`, in Project Fluent's format
//! (variables, plurals, per-language number and date rules), read by templates through
//! `t(key="skip-link")` in the page's language. A message a language lacks falls back to the
//! default language's (the gap report lists it); one the default lacks is a template error.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Languages;
use crate::diagnostics::{Diagnostic, Diagnostics};

use crate::source_file::SourceFile;

/// Where catalogs live, from the site's folder: one folder per language.
pub const LOCALES_DIR: &str = "locales";
/// The theme's catalog in each language's folder.
pub const SITE_CATALOG: &str = "site.ftl";
/// The note a link gets, from a page in another language, to a page written only in the default
/// language ("(en anglais)"), written by the Markdown pass.
pub const OTHER_LANGUAGE_NOTE: &str = "link-other-language";

/// Every language's messages, ready to format.
pub struct Catalog {
    default: String,
    bundles: BTreeMap<String, FluentBundle<FluentResource>>,
    /// Each language's catalog file and the line of each message in it.
    pub files: BTreeMap<String, (SourceFile, BTreeMap<String, usize>)>,
}

impl Catalog {
    /// Each language's `site.ftl`; a file that does not parse is reported at its line.
    pub fn load(root: &Path, languages: &Languages, problems: &mut Diagnostics) -> Catalog {
        let mut catalog = Catalog {
            default: languages.default_code().to_string(),
            bundles: BTreeMap::new(),
            files: BTreeMap::new(),
        };
        for language in &languages.list {
            let relative = PathBuf::from(LOCALES_DIR).join(&language.code).join(SITE_CATALOG);
            let Ok(text) = std::fs::read_to_string(root.join(&relative)) else {
                if language.code == catalog.default {
                    problems.push(
                        Diagnostic::file(&relative, "the theme's message catalog is missing")
                            .with_help(
                                "the default language's catalog holds every text the theme shows",
                            ),
                    );
                }
                continue;
            };
            let file = SourceFile::new(relative, text.clone());
            let resource = match FluentResource::try_new(text) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    for error in errors {
                        let message = format!("this message cannot be read: {error}");
                        problems.push(file.error_at(error.pos.start, message));
                    }
                    resource
                }
            };
            let lines = message_lines(&file);
            let Ok(locale) = language.code.parse() else { continue };
            let mut bundle = FluentBundle::new_concurrent(vec![locale]);
            // Unicode isolation marks would land in HTML attributes and titles.
            bundle.set_use_isolating(false);
            if let Err(errors) = bundle.add_resource(resource) {
                for error in errors {
                    problems.push(Diagnostic::file(&file.path, format!("{error}")));
                }
            }
            catalog.bundles.insert(language.code.clone(), bundle);
            catalog.files.insert(language.code.clone(), (file, lines));
        }
        catalog
    }

    /// The message `key` in `lang` (else in the default language) with `args`; None when no
    /// catalog has it.
    pub fn format(&self, lang: &str, key: &str, args: &[(String, String)]) -> Option<String> {
        let bundle = [lang, self.default.as_str()]
            .into_iter()
            .filter_map(|code| self.bundles.get(code))
            .find(|bundle| bundle.has_message(key))?;
        let pattern = bundle.get_message(key)?.value()?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value.parse::<f64>() {
                Ok(number) => FluentValue::from(number),
                Err(_) => FluentValue::from(value.clone()),
            };
            fluent_args.set(name.clone(), value);
        }
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned())
    }

    /// A date in full in `lang` (`date-long` with `month-<n>`), or in English's form when the
    /// catalog lacks them.
    pub fn long_date(&self, lang: &str, date: jiff::civil::Date) -> String {
        let month = self.format(lang, &format!("month-{}", date.month()), &[]);
        let args = |month: String| {
            [("day", date.day().to_string()), ("month", month), ("year", date.year().to_string())]
                .map(|(name, value)| (name.to_string(), value))
        };
        month
            .and_then(|month| self.format(lang, "date-long", &args(month)))
            .unwrap_or_else(|| date.strftime("%B %-d, %Y").to_string())
    }

    /// The keys of `lang`'s catalog.
    pub fn keys(&self, lang: &str) -> BTreeSet<&str> {
        self.files
            .get(lang)
            .map(|(_, lines)| lines.keys().map(String::as_str).collect())
            .unwrap_or_default()
    }
}

/// Each message's key and the line it starts on (Fluent: an identifier at the start of a line,
/// then `=`; terms start with `-` and are not messages).
pub(super) fn message_lines(file: &SourceFile) -> BTreeMap<String, usize> {
    file.text
        .lines()
        .enumerate()
        .filter_map(|(index, line)| {
            let (key, _) = line.split_once('=')?;
            let key = key.trim_end();
            let first = key.chars().next()?;
            (first.is_ascii_alphabetic()
                && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .then(|| (key.to_string(), index + 1))
        })
        .collect()
}

/// The `t` function templates call: `t(key="news-count", count=3)` in the page's language
/// (the context's `lang`), or in another with `lang="fr"` (the switcher says each language's
/// words in it).
pub fn register(tera: &mut tera::Tera, catalog: Arc<Catalog>) {
    register_dates(tera, catalog.clone());
    tera.register_function("t", move |kwargs: tera::Kwargs, state: &tera::State| {
        let key: String = kwargs.must_get("key")?;
        let lang: String = match kwargs.get::<String>("lang")? {
            Some(lang) => lang,
            None => state.get("lang")?.unwrap_or_default(),
        };
        let args: Vec<(String, String)> = kwargs
            .iter()
            .filter(|(name, _)| !matches!(name.to_string().as_str(), "key" | "lang"))
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect();
        catalog.format(&lang, &key, &args).ok_or_else(|| {
            tera::Error::message(format!(
                "the message `{key}` is in no catalog: add it to {LOCALES_DIR}/{}/{SITE_CATALOG}",
                catalog.default
            ))
        })
    });
}

/// The messages the generator formats itself (the `date_long` filter's, the search index's names
/// of page kinds, the pages at old addresses, the news tags' names and pages), which no template
/// names.
pub fn used_by_generator(key: &str) -> bool {
    key == "date-long"
        || key == OTHER_LANGUAGE_NOTE
        || key.strip_prefix("month-").is_some_and(|n| n.parse::<u8>().is_ok())
        || key.starts_with("search-kind-")
        || key == "redirect-moved"
        || key.starts_with("news-tag-")
}

/// `"2025-12-01" | date_long`: the date as the page's language writes it in full ("December 1,
/// 2025", "1er décembre 2025"), from the catalog's `date-long` and `month-<n>` messages.
fn register_dates(tera: &mut tera::Tera, catalog: Arc<Catalog>) {
    tera.register_filter("date_long", move |text: &str, _: tera::Kwargs, state: &tera::State| {
        let lang: String = state.get("lang").ok().flatten().unwrap_or_default();
        let Ok(date) = text.parse::<jiff::civil::Date>() else { return text.to_string() };
        catalog.long_date(&lang, date)
    });
}

/// The keys templates name in `t(key="...")`, with where each is used first.
pub fn keys_used(theme_templates: &Path) -> BTreeMap<String, (PathBuf, usize)> {
    let mut used = BTreeMap::new();
    for entry in walkdir::WalkDir::new(theme_templates).sort_by_file_name().into_iter().flatten() {
        let Ok(text) = std::fs::read_to_string(entry.path()) else { continue };
        for (index, line) in text.lines().enumerate() {
            let mut rest = line;
            while let Some(at) = rest.find("t(key=\"") {
                rest = &rest[at + 7..];
                if let Some(end) = rest.find('"') {
                    let relative = Path::new("themes")
                        .join(crate::theme::THEME)
                        .join("templates")
                        .join(entry.path().strip_prefix(theme_templates).unwrap_or(entry.path()));
                    used.entry(rest[..end].to_string()).or_insert((relative, index + 1));
                }
            }
        }
    }
    used
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_found_with_their_lines() {
        let file = SourceFile::new(
            "x.ftl".into(),
            "# c\nskip-link = Skip\n-term = X\nnews-count = { $count ->\n  *[other] many\n}\n"
                .into(),
        );
        let lines = message_lines(&file);
        assert_eq!(lines.get("skip-link"), Some(&2));
        assert_eq!(lines.get("news-count"), Some(&4));
        assert!(!lines.contains_key("-term"));
    }
}
