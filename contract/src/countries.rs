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

/// The member states of the United Nations (193), sorted by name.
pub fn un_members() -> Vec<Country> {
    let mut countries: Vec<Country> = CountryIterator::new()
        .filter(|country| country.un_member())
        .map(|country| Country {
            code: format!("{:?}", country.alpha2()),
            name: country.iso_short_name().into(),
        })
        .collect();
    countries.sort_by(|a, b| a.name.cmp(&b.name));
    countries
}

/// Whether a name is one of the form's country choices.
pub fn is_choice(name: &str) -> bool {
    CountryIterator::new().any(|country| country.un_member() && country.iso_short_name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_real_codes_only() {
        assert_eq!(name("FR"), Some("France"));
        assert_eq!(name("UK"), None);
    }

    #[test]
    fn lists_the_un_member_states() {
        let members = un_members();
        assert_eq!(members.len(), 193);
        assert!(is_choice("France"));
        assert!(!is_choice("Atlantis"));
    }
}
