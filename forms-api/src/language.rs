//! The languages the service writes to people in: English (the spec's words), French and
//! Spanish. A request's language is the page's (the islands send it as `Accept-Language`); an
//! account keeps the language it signed up in, an application the one it was sent in, and each
//! mail is written in the language of the person it goes to (the staff's notices in English).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Fr,
    Es,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::En, Language::Fr, Language::Es];

    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Fr => "fr",
            Language::Es => "es",
        }
    }

    /// A stored or sent code (`fr`, `fr-CA`); English for anything else.
    pub fn of(code: &str) -> Language {
        let primary = code.trim().split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Language::ALL.into_iter().find(|language| language.code() == primary).unwrap_or_default()
    }

    /// The first language of an `Accept-Language` header the service writes in, by the
    /// header's order of preference (`q`); English when none is.
    pub fn from_accept_language(header: Option<&str>) -> Language {
        let mut offered: Vec<(f32, &str)> = header
            .unwrap_or("")
            .split(',')
            .filter_map(|part| {
                let mut pieces = part.split(';');
                let code = pieces.next()?.trim();
                let q = pieces
                    .find_map(|piece| piece.trim().strip_prefix("q="))
                    .and_then(|q| q.parse().ok())
                    .unwrap_or(1.0);
                (!code.is_empty()).then_some((q, code))
            })
            .collect();
        offered.sort_by(|a, b| b.0.total_cmp(&a.0));
        offered
            .into_iter()
            .find_map(|(q, code)| {
                let primary = code.split('-').next().unwrap_or("").to_ascii_lowercase();
                let known = Language::ALL.into_iter().find(|l| l.code() == primary);
                known.filter(|_| q > 0.0)
            })
            .unwrap_or_default()
    }

    /// The address of the site's page `route` ("login", "confirm-email#token=...") in this
    /// language: the default's at the root, the others under /<code>/ (every page a mail links
    /// to is translated).
    pub fn page(self, site_url: &str, route: &str) -> String {
        match self {
            Language::En => format!("{site_url}{route}"),
            other => format!("{site_url}{}/{route}", other.code()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_s_preference_picks_a_language_the_service_writes() {
        let pick = |header: &str| Language::from_accept_language(Some(header));
        assert_eq!(pick("fr-FR,fr;q=0.9,en;q=0.8"), Language::Fr);
        assert_eq!(pick("de-DE, es;q=0.7, en;q=0.5"), Language::Es);
        assert_eq!(pick("en;q=0.1, es;q=0.9"), Language::Es);
        assert_eq!(pick("de, it"), Language::En);
        assert_eq!(pick("fr;q=0, es"), Language::Es);
        assert_eq!(Language::from_accept_language(None), Language::En);
        assert_eq!(Language::of("fr-CA"), Language::Fr);
        assert_eq!(Language::of("xx"), Language::En);
    }

    #[test]
    fn a_mail_links_to_the_page_in_its_language() {
        let site = "https://example.org/sub/";
        assert_eq!(Language::En.page(site, "login"), "https://example.org/sub/login");
        assert_eq!(
            Language::Fr.page(site, "confirm-email#token=x"),
            "https://example.org/sub/fr/confirm-email#token=x"
        );
    }
}
