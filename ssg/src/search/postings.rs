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

pub fn build(lang: &str, documents: &[&Document]) -> Postings {
    // Each page's different words (lowercased), with their weighted count and sections.
    let counted: Vec<PageWords> = parallel::map(documents, |_, doc| count_words(doc));
    // Each different word of the site is stemmed once.
    let distinct: Vec<&str> = {
        let mut seen = HashSet::new();
        counted.iter().flat_map(|page| page.words.keys()).map(String::as_str).filter(|w| seen.insert(*w)).collect()
    };
    let stems = Stems::for_language(lang);
    let stemmed: Vec<(String, String)> = distinct.iter().map(|word| stems.read(word)).collect();
    let read: HashMap<&str, &str> =
        distinct.iter().copied().zip(stemmed.iter().map(|(_, stem)| stem.as_str())).collect();
    let average = counted.iter().map(|page| page.length).sum::<usize>() as f32
        / counted.len().max(1) as f32;
    let per_page = parallel::map(&counted, |_, page| {
        page_postings(page, &read, page.length as f32 / average.max(1.0))
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

/// A page's different words, each with its count weighted by where it stands and the sections
/// (codes) it is in, and how many words the page has.
#[derive(Default)]
struct PageWords {
    words: HashMap<String, (f32, Vec<u16>)>,
    length: usize,
}

fn count_words(doc: &Document) -> PageWords {
    let mut page = PageWords::default();
    let mut add = |text: &str, weight: f32, code: u16| {
        let lower = text.to_lowercase();
        for word in split(&lower) {
            page.length += 1;
            let entry = match page.words.get_mut(word) {
                Some(entry) => entry,
                None => page.words.entry(word.to_string()).or_default(),
            };
            entry.0 += weight;
            if !entry.1.contains(&code) {
                entry.1.push(code);
            }
        }
    };
    add(&doc.text.title, TITLE_WEIGHT, IN_TITLE);
    for (index, section) in doc.text.sections.iter().enumerate() {
        let index = u16::try_from(index).unwrap_or(u16::MAX / 2);
        add(&section.heading, HEADING_WEIGHT, index * 2 + 1);
        add(&section.text, TEXT_WEIGHT, index * 2);
    }
    page
}

/// One page's stems with their scores and sections.
fn page_postings<'a>(
    page: &PageWords,
    read: &HashMap<&str, &'a str>,
    relative_length: f32,
) -> Vec<(&'a str, u8, Vec<u16>)> {
    let mut counts: HashMap<&'a str, (f32, Vec<u16>)> = HashMap::new();
    for (word, (weight, codes)) in &page.words {
        let Some(&stem) = read.get(word.as_str()) else { continue };
        let entry = counts.entry(stem).or_default();
        entry.0 += weight;
        for code in codes {
            if !entry.1.contains(code) {
                entry.1.push(*code);
            }
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
