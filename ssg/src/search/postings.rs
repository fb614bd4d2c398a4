//! One language's inverted index: for each stem, the pages that hold it, each with a score and the
//! sections it is in. The score is BM25's term-frequency part (k1 1.2, b 0.75) over the words
//! weighted by where they stand (title 8, headings 4, text 1), in one byte; the script multiplies
//! it by the stem's rarity, which it computes from the number of pages (`df`).
//!
//! Words and stems are numbered once for the whole site, so the work per page (tens of thousands
//! of pages, hundreds of words each) hashes short strings and allocates nothing per word.

use std::collections::BTreeMap;
use std::ops::Range;

use rustc_hash::FxHashMap;

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
    pub stems: FxHashMap<String, (usize, Vec<Posting>)>,
    /// Every word as folded -> its stem.
    pub words: BTreeMap<String, String>,
}

/// A page's words: its text lowercased in one string, its different words (their places in it),
/// and every word it has with its weight (where it stands) and section code.
#[derive(Default)]
struct PageWords {
    lower: String,
    distinct: Vec<Range<usize>>,
    /// (the word's number among `distinct`, weight, section code), in the page's order.
    places: Vec<(u32, f32, u16)>,
}

/// A page's stems: each with its score and its section codes, a range of `codes`.
struct PageStems {
    codes: Vec<u16>,
    stems: Vec<(u32, u8, Range<usize>)>,
}

pub fn build(lang: &str, documents: &[&Document]) -> Postings {
    let pages: Vec<PageWords> = parallel::map(documents, |_, doc| count_words(doc));
    // Each different word of the site is numbered and stemmed once; stems are numbered too.
    let mut numbers: FxHashMap<&str, u32> = FxHashMap::default();
    let mut distinct: Vec<&str> = Vec::new();
    for page in &pages {
        for range in &page.distinct {
            let word = &page.lower[range.clone()];
            numbers.entry(word).or_insert_with(|| {
                distinct.push(word);
                (distinct.len() - 1) as u32
            });
        }
    }
    let stemmer = Stems::for_language(lang);
    let read: Vec<(String, String)> = distinct.iter().map(|word| stemmer.read(word)).collect();
    let mut stem_numbers: FxHashMap<&str, u32> = FxHashMap::default();
    let mut stems: Vec<&str> = Vec::new();
    let stem_of: Vec<u32> = read
        .iter()
        .map(|(_, stem)| {
            *stem_numbers.entry(stem.as_str()).or_insert_with(|| {
                stems.push(stem);
                (stems.len() - 1) as u32
            })
        })
        .collect();
    let average = pages.iter().map(|page| page.places.len()).sum::<usize>() as f32
        / pages.len().max(1) as f32;
    let per_page = parallel::map(&pages, |_, page| {
        let local: Vec<u32> = page
            .distinct
            .iter()
            .map(|range| stem_of[numbers[&page.lower[range.clone()]] as usize])
            .collect();
        page_stems(page, &local, page.places.len() as f32 / average.max(1.0))
    });
    Postings {
        stems: stems
            .iter()
            .map(|stem| stem.to_string())
            .zip(lists(&per_page, stems.len()))
            .collect(),
        words: read.into_iter().collect(),
    }
}

/// Each stem's pages: how many hold it, and its postings, at most `MOST_PAGES_PER_STEM` (those
/// scoring best; among equal scores, the first pages), by page number. The scores are counted
/// first, so the postings a stem does not keep are never made.
fn lists(pages: &[PageStems], count: usize) -> Vec<(usize, Vec<Posting>)> {
    let mut scores: Vec<[u32; 256]> = Vec::new();
    let mut histogram_of: Vec<Option<usize>> = vec![None; count];
    let mut df = vec![0usize; count];
    for page in pages {
        for (stem, _, _) in &page.stems {
            df[*stem as usize] += 1;
        }
    }
    for page in pages {
        for (stem, score, _) in &page.stems {
            if df[*stem as usize] > MOST_PAGES_PER_STEM {
                let at = *histogram_of[*stem as usize].get_or_insert_with(|| {
                    scores.push([0; 256]);
                    scores.len() - 1
                });
                scores[at][*score as usize] += 1;
            }
        }
    }
    // For a stem on too many pages: the lowest score it keeps, and how many of that score.
    let cut: Vec<Option<(u8, u32)>> = histogram_of
        .iter()
        .map(|at| {
            let histogram = &scores[(*at)?];
            let mut kept = 0u32;
            for score in (0..=255u8).rev() {
                let here = histogram[score as usize];
                if kept + here >= MOST_PAGES_PER_STEM as u32 {
                    return Some((score, MOST_PAGES_PER_STEM as u32 - kept));
                }
                kept += here;
            }
            None
        })
        .collect();
    let mut taken_at_cut = vec![0u32; count];
    let mut lists: Vec<(usize, Vec<Posting>)> = df.iter().map(|df| (*df, Vec::new())).collect();
    for (number, page) in pages.iter().enumerate() {
        for (stem, score, codes) in &page.stems {
            let stem = *stem as usize;
            if let Some((lowest, at_lowest)) = cut[stem] {
                if *score < lowest || (*score == lowest && taken_at_cut[stem] == at_lowest) {
                    continue;
                }
                if *score == lowest {
                    taken_at_cut[stem] += 1;
                }
            }
            let sections = page.codes[codes.clone()].to_vec();
            lists[stem].1.push(Posting { page: number as u32, score: *score, sections });
        }
    }
    lists
}

fn count_words(doc: &Document) -> PageWords {
    let mut fields: Vec<(&str, f32, u16)> = vec![(&doc.text.title, TITLE_WEIGHT, IN_TITLE)];
    for (index, section) in doc.text.sections.iter().enumerate() {
        let index = u16::try_from(index).unwrap_or(u16::MAX / 2);
        fields.push((&section.heading, HEADING_WEIGHT, index * 2 + 1));
        fields.push((&section.text, TEXT_WEIGHT, index * 2));
    }
    let mut page = PageWords::default();
    let mut places: Vec<(Range<usize>, f32, u16)> = Vec::new();
    for (text, weight, code) in fields {
        let start = page.lower.len();
        page.lower.push_str(&text.to_lowercase());
        page.lower.push(' ');
        let field = &page.lower[start..];
        for word in split(field) {
            let at = start + (word.as_ptr() as usize - field.as_ptr() as usize);
            places.push((at..at + word.len(), weight, code));
        }
    }
    let mut index: FxHashMap<&str, u32> = FxHashMap::default();
    let mut distinct = Vec::new();
    page.places = places
        .into_iter()
        .map(|(range, weight, code)| {
            let number = *index.entry(&page.lower[range.clone()]).or_insert_with(|| {
                distinct.push(range);
                (distinct.len() - 1) as u32
            });
            (number, weight, code)
        })
        .collect();
    page.distinct = distinct;
    page
}

/// One page's stems with their scores and sections; `stem_of` gives the stem of each of the
/// page's different words.
fn page_stems(page: &PageWords, stem_of: &[u32], relative_length: f32) -> PageStems {
    let mut places: Vec<(u32, u16, f32)> = page
        .places
        .iter()
        .map(|(word, weight, code)| (stem_of[*word as usize], *code, *weight))
        .collect();
    places.sort_unstable_by_key(|(stem, code, _)| (*stem, *code));
    let norm = 1.0 - B + B * relative_length;
    let mut found = PageStems { codes: Vec::new(), stems: Vec::new() };
    for group in places.chunk_by(|a, b| a.0 == b.0) {
        let frequency: f32 = group.iter().map(|(_, _, weight)| weight).sum();
        let saturated = frequency * (K1 + 1.0) / (frequency + K1 * norm);
        let score = (saturated / (K1 + 1.0) * 255.0).round().clamp(1.0, 255.0) as u8;
        let start = found.codes.len();
        for (_, code, _) in group {
            if found.codes.last() != Some(code) || found.codes.len() == start {
                found.codes.push(*code);
            }
        }
        found.stems.push((group[0].0, score, start..found.codes.len()));
    }
    found
}
