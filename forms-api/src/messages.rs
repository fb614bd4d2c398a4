//! The service's side of the site's one message catalog (`locales/<lang>/*.ftl`, Project
//! Fluent). The service writes its messages in English, the spec's words, in its code; an answer
//! to a page in another language (`Accept-Language`, which the islands send) is rewritten on its
//! way out: each message's English is found in the English catalog, a `$variable` standing for
//! what changes (an address, a count, a wait that is itself a message), and the same message is
//! written in the page's language. The code keeps one text per message, and the translations
//! stay where translators and `ssg check` see them, beside the islands' own.

use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use crate::language::Language;

/// `(language, file under locales/, text)` of every catalog, built in by build.rs.
const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));
/// The catalogs whose messages the service uses by name alone (`say`): their English is never
/// looked for in an answer.
const BY_NAME_ONLY: [&str; 2] = ["mail.ftl", "site.ftl"];

/// How much fixed text a message with values needs to be recognised by it.
const MIN_LITERAL: usize = 4;

enum Piece {
    Text(String),
    Variable(String),
}

/// Every language's messages, and how to recognise each English one.
pub struct Catalog {
    exact: HashMap<String, String>,
    /// English messages with variables, the most literal text first, so the most specific wins.
    patterns: Vec<(String, Vec<Piece>)>,
    bundles: HashMap<Language, FluentBundle<FluentResource>>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::build);

/// `message` (English, as the service wrote it) in `language`; as it is when the catalog has
/// no such English message or no translation of it.
pub fn translate(language: Language, message: &str) -> String {
    CATALOG.translate(language, message).unwrap_or_else(|| message.to_string())
}

impl Catalog {
    fn build() -> Catalog {
        let mut catalog =
            Catalog { exact: HashMap::new(), patterns: Vec::new(), bundles: HashMap::new() };
        for &(code, file, text) in FILES {
            let language = Language::of(code);
            if language.code() != code {
                continue; // a language the service does not write in
            }
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(resource) => resource,
                Err((resource, _)) => resource, // `ssg check` names the line; the rest is used
            };
            let by_name_only = BY_NAME_ONLY.iter().any(|name| file.ends_with(name));
            if language == Language::En && !by_name_only {
                catalog.learn_english(&resource);
            }
            let bundle = catalog.bundles.entry(language).or_insert_with(|| {
                let id = code.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                bundle.set_use_isolating(false);
                bundle
            });
            // A message defined twice is reported by `ssg check`; the first is kept.
            let _ = bundle.add_resource(resource);
        }
        catalog.patterns.sort_by_key(|(_, pieces)| {
            std::cmp::Reverse(
                pieces
                    .iter()
                    .map(|p| if let Piece::Text(t) = p { t.len() } else { 0 })
                    .sum::<usize>(),
            )
        });
        catalog
    }

    fn learn_english(&mut self, resource: &FluentResource) {
        for entry in resource.entries() {
            let ast::Entry::Message(message) = entry else { continue };
            let Some(pattern) = &message.value else { continue };
            let id = message.id.name.to_string();
            let mut pieces = Vec::new();
            for element in &pattern.elements {
                match element {
                    ast::PatternElement::TextElement { value } => {
                        pieces.push(Piece::Text(value.to_string()))
                    }
                    ast::PatternElement::Placeable {
                        expression:
                            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }),
                    } if !matches!(pieces.last(), Some(Piece::Variable(_))) => {
                        pieces.push(Piece::Variable(id.name.to_string()));
                    }
                    // Selectors, references, two variables side by side: not a text to find.
                    _ => {
                        pieces.clear();
                        break;
                    }
                }
            }
            let literal: usize =
                pieces.iter().map(|p| if let Piece::Text(t) = p { t.len() } else { 0 }).sum();
            match pieces.as_slice() {
                [] => {}
                [Piece::Text(text)] => {
                    self.exact.entry(text.clone()).or_insert(id);
                }
                // A message that is mostly its values ("{ $name }") would match any text.
                _ if literal < MIN_LITERAL => {}
                _ => self.patterns.push((id, pieces)),
            }
        }
    }

    fn translate(&self, language: Language, message: &str) -> Option<String> {
        if language == Language::En {
            return None;
        }
        let (id, values) = self.find(message)?;
        let bundle = self.bundles.get(&language)?;
        let pattern = bundle.get_message(&id)?.value()?;
        let mut args = FluentArgs::new();
        for (name, value) in values {
            let value = self.translate(language, value).unwrap_or_else(|| value.to_string());
            // A count the English wrote with its thousands grouped ("2,000") is a number too.
            match value.replace(',', "").parse::<i64>() {
                Ok(number) => args.set(name, FluentValue::from(number)),
                Err(_) => args.set(name, FluentValue::from(value)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// The id of the English message `text` is, with the values of its variables.
    fn find<'a>(&'a self, text: &'a str) -> Option<(String, Vec<(&'a str, &'a str)>)> {
        if let Some(id) = self.exact.get(text) {
            return Some((id.clone(), Vec::new()));
        }
        self.patterns.iter().find_map(|(id, pieces)| Some((id.clone(), values_in(pieces, text)?)))
    }
}

/// The values of a pattern's variables in `text`, when `text` is that pattern.
fn values_in<'a>(pieces: &'a [Piece], text: &'a str) -> Option<Vec<(&'a str, &'a str)>> {
    let mut rest = text;
    let mut values = Vec::new();
    let mut variable: Option<&str> = None;
    for (index, piece) in pieces.iter().enumerate() {
        match piece {
            Piece::Variable(name) => variable = Some(name),
            Piece::Text(literal) => match variable.take() {
                None => rest = rest.strip_prefix(literal.as_str())?,
                Some(name) => {
                    // The last text ends the message; an inner one ends at its first occurrence.
                    let at = if index + 1 == pieces.len() {
                        rest.strip_suffix(literal.as_str()).map(str::len)?
                    } else {
                        rest.find(literal.as_str())?
                    };
                    if at == 0 {
                        return None;
                    }
                    values.push((name, &rest[..at]));
                    rest = &rest[at + literal.len()..];
                }
            },
        }
    }
    match variable {
        Some(name) if !rest.is_empty() => values.push((name, rest)),
        Some(_) => return None,
        None if !rest.is_empty() => return None,
        None => {}
    }
    Some(values)
}

/// "November 24, 2026 at 09:15 UTC", as `language` writes it: the date as the site writes one
/// (`date-long` and `month-<n>` of site.ftl), the time of day after it (`mail-date-time`).
pub fn human_time(language: Language, seconds: i64) -> String {
    let Ok(time) = jiff::Timestamp::from_second(seconds) else {
        return crate::clock::rfc3339(seconds);
    };
    let utc = time.to_zoned(jiff::tz::TimeZone::UTC);
    let month = say(language, &format!("month-{}", utc.month()), &[]);
    let (day, year) = (utc.day().to_string(), utc.year().to_string());
    let date = say(language, "date-long", &[("day", &day), ("month", &month), ("year", &year)]);
    let clock = utc.strftime("%H:%M").to_string();
    say(language, "mail-date-time", &[("date", &date), ("clock", &clock)])
}

/// The catalog's message `id` in `language` with `args` (a number's digits are a number, for the
/// plural and ordinal forms); in English when `language` lacks it. Every id the code uses is
/// rendered in every language by the tests of the modules that use it (`is_said`).
pub fn say(language: Language, id: &str, args: &[(&str, &str)]) -> String {
    formatted(language, id, args).or_else(|| formatted(Language::En, id, args)).unwrap_or_else(
        || {
            tracing::error!(id, "a message the catalog does not have");
            id.to_string()
        },
    )
}

/// Whether `language`'s catalog has the message `id`, and formats it with `args` without error
/// (for tests).
pub fn is_said(language: Language, id: &str, args: &[(&str, &str)]) -> bool {
    formatted(language, id, args).is_some()
}

fn formatted(language: Language, id: &str, args: &[(&str, &str)]) -> Option<String> {
    let bundle = CATALOG.bundles.get(&language)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut values = FluentArgs::new();
    for &(name, value) in args {
        // A number written as a number is one (a day for the ordinal, a year); "007", a
        // passkey's name, stays as written.
        match value.parse::<i64>() {
            Ok(number) if number.to_string() == value => {
                values.set(name, FluentValue::from(number))
            }
            _ => values.set(name, FluentValue::from(value.to_string())),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&values), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The catalog's message `id` in `language`, one without values ("application-type-student" is
/// "Étudiante" in French); None when the catalog has no such message.
pub fn text(language: Language, id: &str) -> Option<String> {
    let bundle = CATALOG.bundles.get(&language)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The name of a membership type (`regular`, `student`, as the form sends it) in `language`, as
/// the site shows it (applications.ftl: `regular` is "Individual", the spec's category); the
/// value itself for a type the catalog does not name.
pub fn membership_type(language: Language, value: &str) -> String {
    let known = !value.is_empty() && value.bytes().all(|b| b.is_ascii_lowercase());
    known
        .then(|| text(language, &format!("application-type-{value}")))
        .flatten()
        .unwrap_or_else(|| value.to_string())
}

/// The English messages of the catalog that a language has no translation of (for tests).
pub fn untranslated(language: Language) -> Vec<String> {
    let Some(bundle) = CATALOG.bundles.get(&language) else { return vec!["(no catalog)".into()] };
    let ids = CATALOG.exact.values().chain(CATALOG.patterns.iter().map(|(id, _)| id));
    let mut missing: Vec<String> = ids.filter(|id| !bundle.has_message(id)).cloned().collect();
    missing.sort();
    missing
}

/// Whether the English catalog holds `message`, as the service writes it (for tests).
pub fn knows(message: &str) -> bool {
    CATALOG.find(message).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_written_with_its_thousands_grouped_is_a_number_in_every_language() {
        let english = "Please use at most 2,000 characters";
        assert_eq!(translate(Language::Fr, english), "Veuillez ne pas dépasser 2000 caractères");
        assert!(
            translate(Language::Es, english).contains("2000"),
            "{}",
            translate(Language::Es, english)
        );
    }

    #[test]
    fn a_membership_type_is_named_as_the_site_names_it_in_each_language() {
        let name = |language, value| membership_type(language, value);
        assert_eq!(name(Language::En, "regular"), "Individual");
        assert_eq!(name(Language::Fr, "regular"), "Individuelle");
        assert_eq!(name(Language::Es, "regular"), "Individual");
        assert_eq!(name(Language::Fr, "student"), "Étudiante");
        assert_eq!(name(Language::Es, "student"), "Estudiantil");
        assert_eq!(name(Language::En, "unheard-of"), "unheard-of");
    }

    #[test]
    fn dates_read_as_each_language_writes_them() {
        let when = 1_795_511_700; // 2026-11-24 09:15 UTC
        assert_eq!(human_time(Language::En, when), "November 24, 2026 at 09:15 UTC");
        assert_eq!(human_time(Language::Fr, when), "24 novembre 2026 à 09:15 UTC");
        assert_eq!(human_time(Language::Es, when), "24 de noviembre de 2026 a las 09:15 UTC");
    }

    #[test]
    fn french_writes_the_first_of_a_month_as_an_ordinal() {
        let first = 1_746_093_600; // 2025-05-01 10:00 UTC
        assert_eq!(human_time(Language::Fr, first), "1er mai 2025 à 10:00 UTC");
        assert_eq!(human_time(Language::En, first), "May 1, 2025 at 10:00 UTC");
        assert_eq!(human_time(Language::Es, first), "1 de mayo de 2025 a las 10:00 UTC");
        assert_eq!(human_time(Language::Fr, first + 86_400), "2 mai 2025 à 10:00 UTC");
    }
}
