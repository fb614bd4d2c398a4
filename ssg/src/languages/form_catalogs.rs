//! The gaps of the catalogs the islands and the forms service read: every Fluent file under
//! `locales/<language>/` but the theme's `site.ftl` (`forms.ftl`, `islands/<Island>.ftl`,
//! `service.ftl`...). Per language: a file or message a translation lacks, a message the default
//! language does not have; in the default language, a message no island uses (the service's
//! own files excepted); and, always as errors, a file
//! that is not Fluent, a message defined twice, and a message an island uses that no catalog has.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::Languages;
use super::catalog::{LOCALES_DIR, SITE_CATALOG, message_lines};
use crate::diagnostics::{Diagnostic, Diagnostics};

use crate::source_file::SourceFile;

/// The service's catalogs: its answers, found by their English, and the words of its mail, used
/// by name in its code (whose tests render each in every language); no island uses them.
const SERVICE_CATALOGS: [&str; 2] = ["service.ftl", "mail.ftl"];
/// Where the islands' sources are, from the site's folder.
const ISLAND_SOURCES: &str = "site/src";

/// One language's files: path under the language's folder -> (file, message -> line).
type Files = BTreeMap<PathBuf, (SourceFile, BTreeMap<String, usize>)>;

pub struct FormCatalogs {
    by_language: BTreeMap<String, Files>,
    default: String,
    problems: Diagnostics,
}

impl FormCatalogs {
    pub fn load(root: &Path, languages: &Languages) -> FormCatalogs {
        let mut catalogs = FormCatalogs {
            by_language: BTreeMap::new(),
            default: languages.default_code().to_string(),
            problems: Diagnostics::default(),
        };
        for language in &languages.list {
            let folder = Path::new(LOCALES_DIR).join(&language.code);
            let mut files = Files::new();
            for entry in
                walkdir::WalkDir::new(root.join(&folder)).sort_by_file_name().into_iter().flatten()
            {
                let path = entry.path();
                let Ok(inner) = path.strip_prefix(root.join(&folder)) else { continue };
                if path.extension().is_none_or(|e| e != "ftl") || inner == Path::new(SITE_CATALOG) {
                    continue;
                }
                let Ok(text) = std::fs::read_to_string(path) else { continue };
                let file = SourceFile::new(folder.join(inner), text.clone());
                if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text) {
                    for error in errors {
                        catalogs.problems.push(
                            file.error_at(error.pos.start, format!("this is not Fluent: {error}"))
                                .with_help("see projectfluent.org/fluent/guide for the syntax"),
                        );
                    }
                }
                let lines = message_lines(&file);
                files.insert(inner.to_path_buf(), (file, lines));
            }
            catalogs.by_language.insert(language.code.clone(), files);
        }
        catalogs
    }

    /// Errors whatever `translation_gaps:` says: unreadable files, messages defined twice, and
    /// messages islands use that the default language defines nowhere.
    pub fn errors(&self, root: &Path) -> Diagnostics {
        let mut found = Diagnostics::default();
        found.extend(self.problems.clone());
        let mut defined: BTreeMap<&str, &Path> = BTreeMap::new();
        for (file, lines) in
            self.by_language.get(&self.default).into_iter().flat_map(|f| f.values())
        {
            for (key, line) in lines {
                if let Some(first) = defined.insert(key, &file.path) {
                    found.push(
                        Diagnostic {
                            line: *line,
                            ..Diagnostic::file(
                                &file.path,
                                format!("the message `{key}` is defined twice"),
                            )
                        }
                        .with_help(format!(
                            "it is also in {}; ids are shared by every catalog",
                            first.display()
                        )),
                    );
                }
            }
        }
        for (key, (file, line)) in used_by_islands(root).exact {
            if !defined.contains_key(key.as_str()) {
                found.push(
                    Diagnostic {
                        line,
                        ..Diagnostic::file(&file, format!("the message `{key}` is in no catalog"))
                    }
                    .with_help(format!(
                        "add it to the island's catalog in {LOCALES_DIR}/{}/",
                        self.default
                    )),
                );
            }
        }
        found
    }

    pub fn gaps(&self, root: &Path, languages: &Languages, gap: &mut impl FnMut(Diagnostic)) {
        let Some(originals) = self.by_language.get(&self.default) else { return };
        let used = used_by_islands(root);
        for (inner, (file, lines)) in originals {
            if SERVICE_CATALOGS.iter().any(|service| inner == Path::new(service)) {
                continue;
            }
            for (key, line) in lines {
                if !used.uses(key) {
                    gap(Diagnostic {
                        line: *line,
                        ..Diagnostic::file(
                            &file.path,
                            format!("the message `{key}` is used by no island"),
                        )
                    }
                    .with_help("remove it, or use it with t('...') in the island"));
                }
            }
        }
        for language in languages.others() {
            let translated = self.by_language.get(&language.code);
            for (inner, (original, original_lines)) in originals {
                let relative = Path::new(LOCALES_DIR).join(&language.code).join(inner);
                let Some((file, lines)) = translated.and_then(|files| files.get(inner)) else {
                    gap(Diagnostic::file(
                        &relative,
                        format!("there is no {} translation of this catalog", language.name),
                    )
                    .with_help(format!(
                        "copy {} and translate each message",
                        original.path.display()
                    )));
                    continue;
                };
                compare(
                    (original, original_lines),
                    (file, lines),
                    &language.name,
                    &self.default,
                    gap,
                );
            }
        }
    }
}

/// What a translated catalog lacks of its original, and what it has that the original has not,
/// each at its file and line (the theme's catalog and the forms' are compared alike).
pub(super) fn compare(
    (original, original_lines): (&SourceFile, &BTreeMap<String, usize>),
    (translated, lines): (&SourceFile, &BTreeMap<String, usize>),
    language: &str,
    default: &str,
    gap: &mut impl FnMut(Diagnostic),
) {
    for (key, line) in original_lines {
        if !lines.contains_key(key) {
            gap(Diagnostic::file(
                &translated.path,
                format!("the message `{key}` has no {language} translation"),
            )
            .with_help(format!(
                "add it (the {default} text is at {}:{line})",
                original.path.display()
            )));
        }
    }
    for (key, line) in lines {
        if !original_lines.contains_key(key) {
            gap(Diagnostic {
                line: *line,
                ..Diagnostic::file(
                    &translated.path,
                    format!("the message `{key}` is not in the {default} catalog"),
                )
            }
            .with_help("remove it, or add it to the default language's catalog"));
        }
    }
}

/// The messages the islands' sources name: `t('id')` and `rich(t, 'id', ...)` (which must be
/// defined), any quoted id elsewhere (`t(busy ? 'login-resend-busy' : 'login-resend')`, a map of
/// ids), and the beginnings of ids built at run time (`` t(`rule-strength-${level}`) ``).
struct Used {
    exact: BTreeMap<String, (PathBuf, usize)>,
    literals: BTreeSet<String>,
    prefixes: BTreeSet<String>,
}

impl Used {
    fn uses(&self, key: &str) -> bool {
        self.exact.contains_key(key)
            || self.literals.contains(key)
            || self.prefixes.iter().any(|prefix| key.starts_with(prefix.as_str()))
    }
}

/// The quoted strings of a line that have a message id's shape (`'login-resend-busy'`).
fn quoted_ids(line: &str) -> impl Iterator<Item = &str> {
    line.split(['\'', '"']).skip(1).step_by(2).filter(|text| {
        text.contains('-')
            && text.starts_with(|c: char| c.is_ascii_lowercase())
            && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    })
}

fn used_by_islands(root: &Path) -> Used {
    let mut used =
        Used { exact: BTreeMap::new(), literals: BTreeSet::new(), prefixes: BTreeSet::new() };
    let sources = root.join(ISLAND_SOURCES);
    for entry in walkdir::WalkDir::new(&sources).sort_by_file_name().into_iter().flatten() {
        let path = entry.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let source = name.ends_with(".ts") || name.ends_with(".tsx");
        if !source || name.contains(".test.") || name.ends_with(".d.ts") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        let relative = Path::new(ISLAND_SOURCES).join(path.strip_prefix(&sources).unwrap_or(path));
        for (index, line) in text.lines().enumerate() {
            let comment = line.trim_start().starts_with("//") || line.trim_start().starts_with('*');
            if !comment {
                used.literals.extend(quoted_ids(line).map(str::to_string));
            }
            for (key, whole) in if comment { Vec::new() } else { ids_in(line) } {
                if whole {
                    used.exact.entry(key).or_insert((relative.clone(), index + 1));
                } else {
                    used.prefixes.insert(key);
                }
            }
        }
    }
    used
}

/// The message ids a line of TypeScript names after `t(` (whole ids in quotes, or the literal
/// start of a template string).
fn ids_in(line: &str) -> Vec<(String, bool)> {
    let mut ids = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("t(") {
        let before = rest[..at].chars().last();
        rest = &rest[at + 2..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            continue; // another function, such as split( or set(
        }
        let mut call = rest.trim_start();
        if let Some(after) = call.strip_prefix("t,") {
            call = after.trim_start(); // rich(t, 'id', ...) was matched at "t("? no: at "h(t,"
        }
        let Some(quote) = call.chars().next().filter(|c| matches!(c, '\'' | '"' | '`')) else {
            continue;
        };
        let body = &call[1..];
        let end =
            body.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).unwrap_or(body.len());
        let id = &body[..end];
        if id.is_empty() || !id.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        let closes = body[end..].starts_with(quote);
        let template = quote == '`' && body[end..].starts_with("${");
        if closes {
            ids.push((id.to_string(), true));
        } else if template {
            ids.push((id.to_string(), false));
        }
    }
    ids.extend(rich_ids(line));
    ids
}

/// `rich(t, 'id', ...)`: the id is the call's second argument.
fn rich_ids(line: &str) -> Vec<(String, bool)> {
    let mut ids = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("rich(") {
        rest = &rest[at + 5..];
        let Some((_, after)) = rest.split_once(',') else { continue };
        let after = after.trim_start();
        let Some(quote) = after.chars().next().filter(|c| matches!(c, '\'' | '"')) else {
            continue;
        };
        if let Some(end) = after[1..].find(quote) {
            ids.push((after[1..1 + end].to_string(), true));
        }
    }
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_calls_and_template_beginnings() {
        assert_eq!(
            ids_in("label={t('login-email')} x.split('a')"),
            vec![("login-email".into(), true)]
        );
        assert_eq!(ids_in("t(`rule-strength-${level}`)"), vec![("rule-strength-".into(), false)]);
        assert_eq!(
            ids_in("rich(t, 'signed-in-as', {}, { name })"),
            vec![("signed-in-as".into(), true)]
        );
        assert_eq!(ids_in("const list = set('x')"), vec![]);
        assert_eq!(ids_in("t(message)"), vec![]);
        let quoted: Vec<&str> =
            quoted_ids("t(busy ? 'login-resend-busy' : \"login-resend\") + 'x' + 'Not-an-id'")
                .collect();
        assert_eq!(quoted, ["login-resend-busy", "login-resend"]);
    }
}
