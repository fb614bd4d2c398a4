//! A membership application as stored and exported: every field of the wizard's form, validated
//! and trimmed (`api::application_rules` makes one from the form).

use poem_openapi::Object;
use serde::{Deserialize, Serialize};

/// A stored application: every field validated and trimmed.
#[derive(Debug, Clone, Default, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Application {
    pub first_name: String,
    pub family_name: String,
    pub gender: String,
    pub email: String,
    pub country: String,
    pub mobile: String,
    pub job_title: String,
    pub job_classification: String,
    pub highest_qualification: String,
    pub department: String,
    pub institution: String,
    pub years_in_academia: Option<f64>,
    pub research_interests: String,
    pub subject_classification: String,
    pub areas_of_specialization: String,
    pub contact_person_institution: String,
    pub contact_person_name: String,
    pub areas_for_collaboration: String,
    pub confidentiality_consent: bool,
    pub membership_type: String,
    /// The language it was sent in (`en`, `fr` or `es`; empty in those sent before): the
    /// applicant's mail is written in it.
    #[serde(default)]
    pub language: String,
}

impl Application {
    /// The application stored as `json`: the one reading of a stored payload (the database's
    /// rows, and the applications waiting for their applicant's link), at the database's
    /// boundary (`db::types`, `db::pending`, the keys' backfill).
    pub fn from_json(json: &str) -> Result<Application, serde_json::Error> {
        serde_json::from_str(json)
    }

    /// The application as the database stores it: the one writing of a payload.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("an application is plain data")
    }

    pub fn language(&self) -> crate::language::Language {
        crate::language::Language::of(&self.language)
    }
}

/// What the staff filter, sort and search applications by, kept in columns beside the answers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ApplicationKeys {
    pub membership_type: String,
    pub country: String,
    /// "First Family", as the list shows it.
    pub applicant_name: String,
    /// "family first", folded (`fold`): sorting by name.
    pub name_key: String,
    /// Every word of the name, folded, each after a space (" emilie du pont"): searching by the
    /// start of any of them.
    pub search_words: String,
}

impl ApplicationKeys {
    pub fn of(application: &Application) -> ApplicationKeys {
        let name = format!("{} {}", application.first_name, application.family_name);
        ApplicationKeys {
            membership_type: application.membership_type.clone(),
            country: application.country.clone(),
            applicant_name: name.trim().to_string(),
            name_key: search_key(&format!(
                "{} {}",
                application.family_name, application.first_name
            )),
            search_words: name_words(&name).iter().map(|word| format!(" {word}")).collect(),
        }
    }
}

/// Text as names are sorted: folded, spaces collapsed.
pub fn search_key(text: &str) -> String {
    fold(text).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The words of a name as they are searched: folded, split wherever a letter or digit is not
/// ("Fernández-Villaverde" is "fernandez" and "villaverde", "O'Brien" is "o" and "brien"). The
/// staff's search box goes through the same function, so the words of a search are letters and
/// digits only.
pub fn name_words(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_string)
        .collect()
}

/// Lower case without accents, as a staff member types a name: "Émilie" and "EMILIE" are
/// "emilie", "Zoë" is "zoe", "Łódź" is "lodz", "Straße" is "strasse". Compatibility forms are
/// taken apart (NFKD: a fullwidth "Ａ" is "a", "ﬁ" is "fi") and the marks they leave dropped;
/// the few Latin letters that no decomposition takes apart are spelt as their readers type them.
pub fn fold(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization as _;
    use unicode_normalization::char::is_combining_mark;
    let mut folded = String::with_capacity(text.len());
    for c in text.to_lowercase().nfkd().filter(|c| !is_combining_mark(*c)) {
        match c {
            'ß' => folded.push_str("ss"),
            'æ' => folded.push_str("ae"),
            'œ' => folded.push_str("oe"),
            'þ' => folded.push_str("th"),
            'ø' => folded.push('o'),
            'ł' => folded.push('l'),
            'đ' | 'ð' => folded.push('d'),
            'ı' => folded.push('i'),
            'ħ' => folded.push('h'),
            other => folded.push(other),
        }
    }
    folded
}

#[cfg(test)]
mod tests {
    use super::{Application, ApplicationKeys, fold, name_words};

    #[test]
    fn folding_drops_case_and_accents() {
        for (text, folded) in [
            ("Émilie", "emilie"),
            ("EMILIE", "emilie"),
            ("Zoë", "zoe"),
            ("Łódź", "lodz"),
            ("Straße", "strasse"),
            ("Søren Ærø", "soren aero"),
            ("İstanbul", "istanbul"),
            ("Ｎｇｕｙễｎ", "nguyen"),
            ("Đặng", "dang"),
            ("Þóra", "thora"),
        ] {
            assert_eq!(fold(text), folded, "{text}");
        }
    }

    #[test]
    fn a_name_is_searched_by_its_words() {
        assert_eq!(
            name_words("  O'Brien,  Fernández-Villaverde "),
            ["o", "brien", "fernandez", "villaverde"]
        );
        let keys = ApplicationKeys::of(&Application {
            first_name: "Émilie".into(),
            family_name: "Du Pont".into(),
            ..Application::default()
        });
        assert_eq!(keys.search_words, " emilie du pont");
        assert_eq!(keys.name_key, "du pont emilie");
        assert_eq!(keys.applicant_name, "Émilie Du Pont");
    }
}
