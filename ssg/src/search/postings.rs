//! One language's inverted index: for each stem, the pages that hold it, each with a score and the
//! sections it is in. The score is BM25's term-frequency part (k1 1.2, b 0.75) over the words
//! weighted by where they stand (title 8, headings 4, text 1), in one byte; the script multiplies
//! it by the stem's rarity, which it computes from the number of pages (`df`).

use std::collections::{BTreeMap, HashMap, HashSet};

use super::Document;
use super::words::{Stems, split};
use crate::parallel;

const TITLE_WEIGHT: f32 = 8.0;
const HEADING_WEIGHT: f32 = 4.0;
const TEXT_WEIGHT: f32 = 1.0;
const K1: f32 = 1.2;
const B: f32 = 0.75;
/// The section code that stands for the title.
const IN_TITLE: u16 = 1;
/// A stem on more pages than this keeps only its best-scoring ones: a word on thousands of pages
/// says little about any of them, and its list would be most of what a query downloads.
pub const MOST_PAGES_PER_STEM: usize = 400;

/// A page holding a stem: its number, its score (1 to 255), and the sections the stem is in,
/// each as `section * 2`, plus one when the stem is in the section's heading; 1 (the heading of
/// the opening text, which has none) stands for the page's title.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Posting {
    pub page: u32,
    pub score: u8,
    pub sections: Vec<u16>,
}

#[derive(Debug, Default)]
pub struct Postings {
    /// Stem -> how many pages hold it, and its postings (the best ones, by page number).
    pub stems: HashMap<String, (usize, Vec<Posting>)>,
    /// Every word as folded -> its stem.
    pub words: BTreeMap<String, String>,
}

/// Where a word stands: the title, or a section's heading or text.
#[derive(Clone, Copy)]
enum Field {
    Title,
    Heading(u16),
    Text(u16),
}

pub fn build(lang: &str, documents: &[&Document]) -> Postings {
    // Each page's words as written, lowercased, with where they stand.
    let tokens: Vec<Vec<(String, Field)>> = parallel::map(documents, |_, doc| tokens(doc));
    // Each different word is stemmed once.
    let distinct: Vec<&str> = {
        let mut seen = HashSet::new();
        tokens.iter().flatten().map(|(w, _)| w.as_str()).filter(|w| seen.insert(*w)).collect()
    };
    let stemmed = parallel::map(&distinct, |_, word| Stems::for_language(lang).read(word));
    let read: HashMap<&str, &(String, String)> = distinct.iter().copied().zip(&stemmed).collect();
    let lengths: Vec<usize> = tokens.iter().map(Vec::len).collect();
    let average = (lengths.iter().sum::<usize>() as f32 / lengths.len().max(1) as f32).max(1.0);
    let per_page = parallel::map(&tokens, |page, words| {
        page_postings(words, &read, lengths[page] as f32 / average)
    });
    let mut postings = Postings::default();
    for (page, stems) in per_page.into_iter().enumerate() {
        for (stem, score, sections) in stems {
            let entry = postings.stems.entry(stem.to_string()).or_default();
            entry.0 += 1;
            entry.1.push(Posting { page: page as u32, score, sections });
        }
    }
    for (_, list) in postings.stems.values_mut() {
        if list.len() > MOST_PAGES_PER_STEM {
            list.sort_by(|a, b| b.score.cmp(&a.score).then(a.page.cmp(&b.page)));
            list.truncate(MOST_PAGES_PER_STEM);
            list.sort_by_key(|posting| posting.page);
        }
    }
    postings.words = stemmed.into_iter().collect();
    postings
}

fn tokens(doc: &Document) -> Vec<(String, Field)> {
    let mut out = Vec::new();
    let mut add = |text: &str, field: Field| {
        out.extend(split(text).map(|word| (word.to_lowercase(), field)));
    };
    add(&doc.text.title, Field::Title);
    for (index, section) in doc.text.sections.iter().enumerate() {
        let index = u16::try_from(index).unwrap_or(u16::MAX);
        add(&section.heading, Field::Heading(index));
        add(&section.text, Field::Text(index));
    }
    out
}

/// One page's stems with their scores and sections.
fn page_postings<'a>(
    words: &[(String, Field)],
    read: &HashMap<&str, &'a (String, String)>,
    relative_length: f32,
) -> Vec<(&'a str, u8, Vec<u16>)> {
    let mut counts: HashMap<&'a str, (f32, Vec<u16>)> = HashMap::new();
    for (word, field) in words {
        let Some(&read) = read.get(word.as_str()) else { continue };
        let entry = counts.entry(read.1.as_str()).or_default();
        let (weight, section) = match *field {
            Field::Title => (TITLE_WEIGHT, Some(IN_TITLE)),
            Field::Heading(s) => (HEADING_WEIGHT, Some(s.saturating_mul(2) + 1)),
            Field::Text(s) => (TEXT_WEIGHT, Some(s.saturating_mul(2))),
        };
        entry.0 += weight;
        if let Some(section) = section
            && !entry.1.contains(&section)
        {
            entry.1.push(section);
        }
    }
    let norm = 1.0 - B + B * relative_length;
    let mut stems: Vec<(&str, u8, Vec<u16>)> = counts
        .into_iter()
        .map(|(stem, (frequency, mut sections))| {
            let saturated = frequency * (K1 + 1.0) / (frequency + K1 * norm);
            let score = (saturated / (K1 + 1.0) * 255.0).round().clamp(1.0, 255.0) as u8;
            sections.sort_unstable();
            (stem, score, sections)
        })
        .collect();
    stems.sort_unstable_by(|a, b| a.0.cmp(b.0));
    stems
}
