//! Words as the search index and the search script (`site/src/search/words.ts`) both read them:
//! runs of letters and digits, lowercased, accents folded ("Économie" and "economie" are one
//! word), and stemmed per language with the Snowball stemmers, so "members" finds "member".
//! The fixture `site/src/search/words.fixture.json` holds the two implementations together.

use rust_stemmers::{Algorithm, Stemmer};
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Words shorter than this are not indexed (single letters, the "s" of "association's").
pub const SHORTEST_WORD: usize = 2;

/// Lowercase, compatibility-decomposed, without combining marks: how both sides compare words.
pub fn fold(text: &str) -> String {
    text.nfkd().filter(|c| !is_combining_mark(*c)).flat_map(char::to_lowercase).collect()
}

/// The words of a text, in order, as written (split where a character is neither a letter nor a
/// digit); too short ones left out.
pub fn split(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphabetic() || c.is_numeric()))
        .filter(|word| word.chars().nth(SHORTEST_WORD - 1).is_some())
}

/// One language's stemmer; a language without one keeps its words whole.
pub struct Stems(Option<Stemmer>);

impl Stems {
    pub fn for_language(code: &str) -> Stems {
        let algorithm = match code.split('-').next().unwrap_or(code) {
            "en" => Some(Algorithm::English),
            "fr" => Some(Algorithm::French),
            "es" => Some(Algorithm::Spanish),
            "de" => Some(Algorithm::German),
            "it" => Some(Algorithm::Italian),
            "pt" => Some(Algorithm::Portuguese),
            "nl" => Some(Algorithm::Dutch),
            _ => None,
        };
        Stems(algorithm.map(Stemmer::create))
    }

    /// A word as written -> (its folded form, its folded stem). The stemmer reads the word with
    /// its accents (the French one needs them), then the stem is folded like the word.
    pub fn read(&self, word: &str) -> (String, String) {
        let lower = word.to_lowercase();
        let folded = fold(&lower);
        let stem = match &self.0 {
            Some(stemmer) => fold(&stemmer.stem(&lower)),
            None => folded.clone(),
        };
        // A stemmer never lengthens a word below the shortest indexed; keep a stem at least as
        // long, so a stem is never a word the index drops.
        if stem.chars().count() < SHORTEST_WORD { (folded.clone(), folded) } else { (folded, stem) }
    }
}

/// The file name of a shard's key: its bytes in hexadecimal, safe on any host.
pub fn shard_file(key: &str) -> String {
    key.bytes().map(|byte| format!("{byte:02x}")).collect()
}

/// The shard a folded word is in: its first two characters, one more for each prefix that was
/// split because its shard grew too large (`split` holds those prefixes).
pub fn shard_key(word: &str, split: &std::collections::BTreeSet<String>) -> String {
    let chars: Vec<char> = word.chars().collect();
    let mut length = SHORTEST_WORD.min(chars.len());
    loop {
        let key: String = chars[..length].iter().collect();
        if length < chars.len() && split.contains(&key) {
            length += 1;
        } else {
            return key;
        }
    }
}

/// The shard file a key is in: the last of `ranges` (first keys, in order) not after it.
pub fn range_of<'a>(key: &str, ranges: &'a [String]) -> Option<&'a str> {
    let after = ranges.partition_point(|first| first.as_str() <= key);
    ranges.get(after.saturating_sub(1)).map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_accents_and_case() {
        assert_eq!(fold("Économie ÉTÉ Ñandú"), "economie ete nandu");
        assert_eq!(fold("ﬁnance"), "finance");
    }

    #[test]
    fn splits_at_punctuation_and_drops_single_letters() {
        let words: Vec<&str> = split("the association’s l'économie, e-mail 2025!").collect();
        assert_eq!(words, ["the", "association", "économie", "mail", "2025"]);
    }

    #[test]
    fn stems_each_language_with_its_accents() {
        assert_eq!(Stems::for_language("en").read("Members").1, "member");
        assert_eq!(Stems::for_language("fr").read("économiques").1, "econom");
        assert_eq!(Stems::for_language("es").read("Solicitudes").1, "solicitud");
        assert_eq!(Stems::for_language("xx").read("Wörter").1, "worter");
    }

    #[test]
    fn a_split_prefix_sends_longer_words_one_character_further() {
        let split = ["co".to_string(), "con".to_string()].into_iter().collect();
        assert_eq!(shard_key("conference", &split), "conf");
        assert_eq!(shard_key("con", &split), "con");
        assert_eq!(shard_key("college", &split), "col");
        assert_eq!(shard_key("member", &split), "me");
        assert_eq!(shard_file("mé"), "6dc3a9");
    }
}
