//! Country names from ISO 3166-1 (the keshvar crate): the choices of the application's country
//! field, shared with the site generator so the form and the service agree.

use keshvar::{Alpha2, CountryIterator};
use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Country {
    pub code: String,
    pub name: String,
}

/// The ISO short name of an alpha-2 code, or None when the code does not exist.
pub fn name(code: &str) -> Option<&'static str> {
    let alpha2 = Alpha2::try_from(code).ok()?;
    Some(alpha2.to_country().iso_short_name())
}

/// The name of an alpha-2 code in a language (`"DE"`, `"fr"` -> `"Allemagne"`, from the Unicode
/// CLDR as the browsers' `Intl.DisplayNames` has it); the ISO short name where there is none.
pub fn name_in(code: &str, language: &str) -> Option<&'static str> {
    let country = Alpha2::try_from(code).ok()?.to_country();
    let translated = country.translations().get(language).copied();
    Some(translated.unwrap_or(country.iso_short_name()))
}

/// The member states of the United Nations (193), sorted by name.
pub fn un_members() -> Vec<Country> {
    let mut countries: Vec<Country> = CountryIterator::new()
        .filter(|country| country.un_member())
        .map(|country| Country {
            code: format!("{:?}", country.alpha2()),
            name: country.iso_short_name().into(),
        })
        .collect();
    countries.sort_by_cached_key(|country| sort_key(&country.name));
    countries
}

/// The name as an alphabetical list orders it, as a person (or `Intl.Collator`) would: accents
/// and case set aside (`Côte d'Ivoire` between `Costa Rica` and `Croatia`, not after `Czechia`).
fn sort_key(name: &str) -> String {
    name.chars()
        .map(|c| match c.to_lowercase().next().unwrap_or(c) {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
            'ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ý' | 'ÿ' => 'y',
            lower => lower,
        })
        .collect()
}

/// Whether a name is one of the form's country choices.
pub fn is_choice(name: &str) -> bool {
    CountryIterator::new().any(|country| country.un_member() && country.iso_short_name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_countries_in_each_language() {
        assert_eq!(name_in("DE", "fr"), Some("Allemagne"));
        assert_eq!(name_in("DE", "es"), Some("Alemania"));
        assert_eq!(name_in("DE", "en"), Some("Germany"));
        assert_eq!(name_in("DE", "xx"), name("DE"));
        assert_eq!(name_in("XX", "fr"), None);
    }

    #[test]
    fn knows_real_codes_only() {
        assert_eq!(name("FR"), Some("France"));
        assert_eq!(name("UK"), None);
    }

    #[test]
    fn names_are_in_alphabetical_order_accents_aside() {
        let names: Vec<String> = un_members().into_iter().map(|c| c.name).collect();
        let at = |name: &str| names.iter().position(|n| n == name).unwrap();
        assert_eq!(at("Côte d'Ivoire"), at("Costa Rica") + 1);
        assert_eq!(at("Croatia"), at("Côte d'Ivoire") + 1);
        assert_eq!(at("Türkiye"), at("Tunisia") + 1);
        assert!(
            names.iter().all(|n| n.chars().all(|c| c.is_ascii() || "ôüéçãíñóáèâ".contains(c))),
            "a letter the sort does not fold: {names:?}"
        );
    }

    #[test]
    fn lists_the_un_member_states() {
        let members = un_members();
        assert_eq!(members.len(), 193);
        assert!(is_choice("France"));
        assert!(!is_choice("Atlantis"));
    }
}
