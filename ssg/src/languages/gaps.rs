//! What an editor is told is missing in each language: pages without a translation, translations
//! of no page, catalog messages missing or unused, messages templates use but no catalog has,
//! data texts without their translation, and translations older than their source in git. Each
//! names its file and line; `translation_gaps:` in `site.yaml` makes them warnings or errors.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

use super::Translations;
use super::catalog::{Catalog, LOCALES_DIR, SITE_CATALOG, keys_used};
use super::overlay::{Overlays, missing_texts, target_of};
use crate::content::{Page, without_language};
use crate::data::GapSeverity;
use crate::diagnostics::{Diagnostic, Diagnostics};

/// Every gap of the site, as warnings or errors as `site.yaml` asks (a translation of no page
/// and a message no catalog has are always errors).
pub struct Report<'a> {
    pub root: &'a Path,
    pub pages: &'a [Page],
    pub translations: &'a Translations,
    pub catalog: &'a Catalog,
    pub overlays: &'a Overlays,
    pub globals: &'a Value,
}

impl Report<'_> {
    pub fn gaps(&self) -> Diagnostics {
        let mut found = Diagnostics::default();
        let mut gap = |diagnostic: Diagnostic| {
            found.push(match self.translations.languages.gaps {
                GapSeverity::Warning => diagnostic.into_warning(),
                GapSeverity::Error => diagnostic,
            });
        };
        self.pages_without_translation(&mut gap);
        self.catalog_gaps(&mut gap);
        let forms =
            super::form_catalogs::FormCatalogs::load(self.root, &self.translations.languages);
        forms.gaps(self.root, &self.translations.languages, &mut gap);
        self.data_gaps(&mut gap);
        self.outdated(&mut gap);
        found.extend(self.errors());
        found.extend(forms.errors(self.root));
        found
    }

    /// Gaps that are always errors: they would publish a broken page or template.
    fn errors(&self) -> Diagnostics {
        let mut found = Diagnostics::default();
        for page in self.pages.iter().filter(|page| page.lang.is_some()) {
            let original = without_language(&page.source.path);
            // An original that failed to load is reported already, at its own problem.
            if !self.translations.has_original(&page.key) && !self.root.join(&original).is_file() {
                found.push(
                    Diagnostic::file(&page.source.path, format!("this translates no page: there is no {}", original.display()))
                        .with_help("a translation sits beside the page it translates, with the language before .md"),
                );
            }
        }
        let default = self.translations.languages.default_code();
        let defined = self.catalog.keys(default);
        let templates = crate::theme::folder(self.root).join("templates");
        for (key, (file, line)) in keys_used(&templates) {
            if !defined.contains(key.as_str()) {
                found.push(
                    Diagnostic {
                        line,
                        ..Diagnostic::file(&file, format!("the message `{key}` is in no catalog"))
                    }
                    .with_help(format!("add it to {LOCALES_DIR}/{default}/{SITE_CATALOG}")),
                );
            }
        }
        found
    }

    fn pages_without_translation(&self, gap: &mut impl FnMut(Diagnostic)) {
        let by_route: BTreeMap<&str, &Page> =
            self.pages.iter().map(|page| (page.route.as_str(), page)).collect();
        for language in self.translations.languages.others() {
            for key in self.translations.untranslated(&language.code) {
                let Some(page) = by_route.get(key) else { continue };
                let path = &page.source.path;
                let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
                gap(Diagnostic::file(
                    path,
                    format!(
                        "not translated into {} ({}): the page is not published at /{}{}",
                        language.name,
                        language.code,
                        language.code,
                        if key == "/" { "/" } else { key }
                    ),
                )
                .with_help(format!(
                    "translate it in {}",
                    path.with_file_name(format!("{stem}.{}.md", language.code)).display()
                )));
            }
        }
    }

    fn catalog_gaps(&self, gap: &mut impl FnMut(Diagnostic)) {
        let languages = &self.translations.languages;
        let default = languages.default_code();
        let Some((default_file, default_lines)) = self.catalog.files.get(default) else { return };
        let templates = crate::theme::folder(self.root).join("templates");
        let used = keys_used(&templates);
        for (key, line) in default_lines {
            if !used.contains_key(key) && !super::catalog::used_by_generator(key) {
                gap(Diagnostic {
                    line: *line,
                    ..Diagnostic::file(
                        &default_file.path,
                        format!("the message `{key}` is used by no template"),
                    )
                }
                .with_help("remove it, or use it with t(key=\"...\")"));
            }
        }
        for language in languages.others() {
            let relative = Path::new(LOCALES_DIR).join(&language.code).join(SITE_CATALOG);
            let Some((file, lines)) = self.catalog.files.get(&language.code) else {
                gap(Diagnostic::file(
                    &relative,
                    format!(
                        "there is no {} catalog: the theme shows its texts in the default language",
                        language.name
                    ),
                )
                .with_help(format!(
                    "copy {} and translate each message",
                    default_file.path.display()
                )));
                continue;
            };
            super::form_catalogs::compare(
                (default_file, default_lines),
                (file, lines),
                &language.name,
                default,
                gap,
            );
        }
    }

    fn data_gaps(&self, gap: &mut impl FnMut(Diagnostic)) {
        for language in self.translations.languages.others() {
            for name in crate::data::DATA_FILES {
                let mut globals = self.globals.clone();
                let Some(original) = target_of(&mut globals, name).cloned() else { continue };
                let translated =
                    self.overlays.by_lang.get(&language.code).and_then(|files| files.get(name));
                let mut missing = Vec::new();
                missing_texts(
                    name,
                    &original,
                    translated.map(|(_, value)| value),
                    "",
                    &mut missing,
                );
                if missing.is_empty() {
                    continue;
                }
                let path = translated.map_or_else(
                    || Path::new("content/data").join(format!("{name}.{}.yaml", language.code)),
                    |(file, _)| file.path.clone(),
                );
                let shown: Vec<&str> = missing.iter().take(5).map(String::as_str).collect();
                let more = if missing.len() > 5 {
                    format!(" and {} more", missing.len() - 5)
                } else {
                    String::new()
                };
                gap(Diagnostic::file(
                    &path,
                    format!(
                        "{} text{} of {name}.yaml {} no {} translation: {}{more}",
                        missing.len(),
                        if missing.len() == 1 { "" } else { "s" },
                        if missing.len() == 1 { "has" } else { "have" },
                        language.name,
                        shown.join(", ")
                    ),
                )
                .with_help(format!(
                    "give them in {} with the shape of {name}.yaml",
                    path.display()
                )));
            }
        }
    }

    /// A translation whose source changed in git after the translation last did.
    fn outdated(&self, gap: &mut impl FnMut(Diagnostic)) {
        let Some(times) = GitTimes::new(self.root) else { return };
        for page in self.pages.iter().filter(|page| page.lang.is_some()) {
            let original = without_language(&page.source.path);
            if let (Some(source), Some(translation)) =
                (times.of(&original), times.of(&page.source.path))
                && source > translation
            {
                gap(Diagnostic::file(
                    &page.source.path,
                    format!(
                        "{} changed after this translation ({} against {})",
                        original.display(),
                        day(source),
                        day(translation)
                    ),
                )
                .with_help(format!(
                    "bring the translation up to date: git diff {}..HEAD -- {}",
                    times.commit_at(&page.source.path).unwrap_or_default(),
                    original.display()
                )));
            }
        }
        let default = self.translations.languages.default_code();
        let source = Path::new(LOCALES_DIR).join(default).join(SITE_CATALOG);
        for language in self.translations.languages.others() {
            let translation = Path::new(LOCALES_DIR).join(&language.code).join(SITE_CATALOG);
            if let (Some(changed), Some(translated)) = (times.of(&source), times.of(&translation))
                && changed > translated
            {
                gap(Diagnostic::file(
                    &translation,
                    format!(
                        "{} changed after this translation ({} against {})",
                        source.display(),
                        day(changed),
                        day(translated)
                    ),
                )
                .with_help(format!(
                    "bring it up to date: git diff {}..HEAD -- {}",
                    times.commit_at(&translation).unwrap_or_default(),
                    source.display()
                )));
            }
        }
    }
}

fn day(seconds: i64) -> String {
    jiff::Timestamp::from_second(seconds)
        .map(|t| t.strftime("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

/// When git last changed each file, from one `git log` over the site (none outside a repository).
struct GitTimes {
    /// Path from the site's folder -> (commit time, commit).
    last: BTreeMap<String, (i64, String)>,
}

impl GitTimes {
    fn new(root: &Path) -> Option<GitTimes> {
        let output = Command::new("git")
            .args(["log", "--format=@%ct %h", "--name-only", "--", "content", LOCALES_DIR])
            .current_dir(root)
            .output()
            .ok()
            .filter(|output| output.status.success())?;
        let prefix = Command::new("git")
            .args(["rev-parse", "--show-prefix"])
            .current_dir(root)
            .output()
            .ok()?;
        let prefix = String::from_utf8_lossy(&prefix.stdout).trim().to_string();
        let mut last = BTreeMap::new();
        let mut current: Option<(i64, String)> = None;
        for line in String::from_utf8_lossy(&output.stdout).lines() {
            if let Some(header) = line.strip_prefix('@') {
                let (time, commit) = header.split_once(' ').unwrap_or((header, ""));
                current = time.parse().ok().map(|time| (time, commit.to_string()));
            } else if let (Some(entry), false) = (&current, line.is_empty()) {
                let path = line.strip_prefix(&prefix).unwrap_or(line);
                last.entry(path.to_string()).or_insert_with(|| entry.clone());
            }
        }
        Some(GitTimes { last })
    }

    fn of(&self, path: &Path) -> Option<i64> {
        self.last.get(&path.to_string_lossy().replace('\\', "/")).map(|(time, _)| *time)
    }

    fn commit_at(&self, path: &Path) -> Option<String> {
        self.last.get(&path.to_string_lossy().replace('\\', "/")).map(|(_, commit)| commit.clone())
    }
}
