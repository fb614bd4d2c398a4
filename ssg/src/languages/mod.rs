//! The site's languages: which there are (`languages:` in `content/data/site.yaml`), which pages
//! translate which (`mission.fr.md` translates `mission.md`, at `/fr/mission`), the links a page
//! in one language makes to the pages of its own, and what the head and the switcher say of the
//! others. A page not translated is not published in that language: links keep going to the
//! default language's page, and the switcher says so.

pub mod catalog;
pub mod form_catalogs;
pub mod gaps;
pub mod overlay;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::content::Page;
use crate::data::SiteData;
use crate::data::{GapSeverity, TextDirection};
use crate::diagnostics::{Diagnostic, Diagnostics, Problem};
use crate::urls::BaseUrl;

/// One language of the site.
#[derive(Debug, Clone, Serialize)]
pub struct Language {
    pub code: String,
    pub name: String,
    pub dir: &'static str,
}

/// The site's languages, the default first.
#[derive(Debug, Clone)]
pub struct Languages {
    pub list: Vec<Language>,
    pub gaps: GapSeverity,
}

impl Languages {
    /// From `site.yaml`, checked: codes of the right shape, each once, exactly one default.
    /// Without `languages:`, English alone.
    pub fn from_data(data: &SiteData, problems: &mut Diagnostics) -> Languages {
        let settings = &data.site.languages;
        let file = &data.sources["site"];
        let gaps = data.site.translation_gaps;
        if settings.is_empty() {
            let english = Language { code: "en".into(), name: "English".into(), dir: "ltr" };
            return Languages { list: vec![english], gaps };
        }
        let mut list: Vec<Language> = Vec::new();
        let mut default = None;
        for setting in settings {
            let at = crate::yaml::span(setting, 0);
            let value = &setting.value;
            let problem = |message: String| file.locate(Problem::new(at.clone(), message));
            if !crate::content::is_language_code(&value.code) {
                problems
                    .push(problem(format!("`{}` is not a language code", value.code)).with_help(
                    "write a BCP 47 code: two or three lower-case letters, e.g. fr, es or pt-BR",
                ));
                continue;
            }
            if list.iter().any(|language| language.code == value.code) {
                problems.push(problem(format!("the language {} is listed twice", value.code)));
                continue;
            }
            if value.default && default.replace(list.len()).is_some() {
                problems.push(problem("only one language can be the default".into()));
            }
            let dir = if value.dir == TextDirection::Rtl { "rtl" } else { "ltr" };
            list.push(Language { code: value.code.clone(), name: value.name.clone(), dir });
        }
        match default {
            Some(index) => {
                let language = list.remove(index);
                list.insert(0, language);
            }
            None if !list.is_empty() => problems.push(
                Diagnostic::file(&file.path, "no language is marked `default: true`")
                    .with_help("mark the language of the pages without a language in their name"),
            ),
            None => {}
        }
        if list.is_empty() {
            list.push(Language { code: "en".into(), name: "English".into(), dir: "ltr" });
        }
        Languages { list, gaps }
    }

    pub fn default_code(&self) -> &str {
        &self.list[0].code
    }

    pub fn get(&self, code: &str) -> Option<&Language> {
        self.list.iter().find(|language| language.code == code)
    }

    /// The other languages, in the order `site.yaml` gives.
    pub fn others(&self) -> &[Language] {
        &self.list[1..]
    }
}

/// Which pages exist in which language: for each default-language address, its translations.
#[derive(Debug, Clone)]
pub struct Translations {
    pub languages: Languages,
    /// Default-language address -> language -> the translation's address.
    by_key: BTreeMap<String, BTreeMap<String, String>>,
}

/// The address of the page a site link names, and what follows it (`/mission/#x` -> `/mission`,
/// `#x`), as `Translations` keys its pages.
fn page_key(link: &str) -> (&str, &str) {
    let split = link.find(['#', '?']).unwrap_or(link.len());
    let (path, rest) = link.split_at(split);
    let key = match path.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    };
    (key, rest)
}

/// A page's language versions, as its head's `hreflang` links and the switcher show them.
#[derive(Debug, Serialize)]
pub struct LanguageLink {
    pub code: String,
    pub name: String,
    pub href: String,
    /// Absolute, for `hreflang`.
    pub absolute: String,
    /// Whether the page exists in this language (else `href` is the default language's page).
    pub translated: bool,
    pub current: bool,
    /// Whether `href` is the page being read (a language it is not translated into, on the
    /// default language's page): the switcher then says so without a link to itself.
    pub here: bool,
}

impl Translations {
    /// The index of `pages`; a page in a language the site does not have, or named with the
    /// default language's code, is reported (and taken out of `pages`).
    pub fn index(languages: Languages, pages: &mut Vec<Page>, problems: &mut Diagnostics) -> Self {
        pages.retain(|page| match &page.lang {
            Some(code) if code == languages.default_code() => {
                let name = crate::content::without_language(&page.source.path);
                problems.push(
                    Diagnostic::file(&page.source.path, format!("{code} is the site's default language"))
                        .with_help(format!("pages in the default language have no language in their name: rename it {}", name.display())),
                );
                false
            }
            Some(code) if languages.get(code).is_none() => {
                let known: Vec<&str> = languages.list.iter().map(|l| l.code.as_str()).collect();
                problems.push(
                    Diagnostic::file(&page.source.path, format!("{code} is not a language of the site"))
                        .with_help(format!(
                            "the site's languages are {}: add {code} to `languages:` in content/data/site.yaml, or rename the file",
                            known.join(", ")
                        )),
                );
                false
            }
            _ => true,
        });
        let mut by_key: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        for page in pages.iter() {
            let code = page.lang.clone().unwrap_or_else(|| languages.default_code().to_string());
            by_key.entry(page.key.clone()).or_default().insert(code, page.route.clone());
        }
        Translations { languages, by_key }
    }

    /// A page the build makes in every language (a news listing page): `key` in the default
    /// language, `route` in `lang`, so links and the switcher go to each language's version.
    pub fn add_generated(&mut self, key: &str, lang: &str, route: &str) {
        self.by_key.entry(key.to_string()).or_default().insert(lang.to_string(), route.to_string());
    }

    /// The language of a page.
    pub fn language_of<'a>(&'a self, page: &'a Page) -> &'a str {
        page.lang.as_deref().unwrap_or(self.languages.default_code())
    }

    /// A link as a page in `lang` writes it: to the page's own translation when there is one
    /// (`/mission#x` -> `/fr/mission#x`), else as it is.
    pub fn localize(&self, link: &str, lang: &str) -> String {
        if lang == self.languages.default_code() || !link.starts_with('/') {
            return link.to_string();
        }
        let (key, rest) = page_key(link);
        match self.by_key.get(key).and_then(|versions| versions.get(lang)) {
            Some(route) => format!("{route}{rest}"),
            None => link.to_string(),
        }
    }

    /// The default language's code when `link`, from a page in `lang`, goes to a page that has no
    /// version in `lang` (a French page's link to a page written only in English), so the link
    /// can say which language it leads to; None for a page in `lang`, or for a file.
    pub fn only_in_default(&self, link: &str, lang: &str) -> Option<&str> {
        let default = self.languages.default_code();
        if lang == default || !link.starts_with('/') {
            return None;
        }
        let versions = self.by_key.get(page_key(link).0)?;
        (!versions.contains_key(lang) && versions.contains_key(default)).then_some(default)
    }

    /// Every language's version of the page with address `key`, for its head and switcher.
    pub fn links(&self, key: &str, current: &str, base: &BaseUrl) -> Vec<LanguageLink> {
        let versions = self.by_key.get(key);
        let default_route = versions.and_then(|v| v.get(self.languages.default_code()));
        let current_route = versions.and_then(|v| v.get(current)).or(default_route);
        self.languages
            .list
            .iter()
            .map(|language| {
                let own = versions.and_then(|v| v.get(&language.code));
                let route = own.or(default_route).map_or(key, String::as_str);
                LanguageLink {
                    code: language.code.clone(),
                    name: language.name.clone(),
                    href: base.href(route),
                    absolute: base.absolute(route),
                    translated: own.is_some(),
                    current: language.code == current,
                    here: current_route.is_some_and(|here| here == route),
                }
            })
            .collect()
    }

    /// Addresses of the default language that have no translation in `lang` (but the 404 page:
    /// hosts serve one for every address).
    pub fn untranslated(&self, lang: &str) -> impl Iterator<Item = &str> {
        let default = self.languages.default_code();
        self.by_key.iter().filter_map(move |(key, versions)| {
            let missing = versions.contains_key(default) && !versions.contains_key(lang);
            (missing && key != "/404").then_some(key.as_str())
        })
    }

    /// Whether the address `key` has a page in the default language (a translation of no page
    /// is reported by the gap report).
    pub fn has_original(&self, key: &str) -> bool {
        self.by_key.get(key).is_some_and(|v| v.contains_key(self.languages.default_code()))
    }

    /// Every language that has at least one page.
    pub fn languages_with_pages(&self) -> BTreeSet<&str> {
        self.by_key.values().flat_map(|versions| versions.keys().map(String::as_str)).collect()
    }
}
