//! One language's inverted index: for each stem, the pages that hold it, each with a score and the
//! sections it is in. The score is BM25's term-frequency part (k1 1.2, b 0.75) over the words
//! weighted by where they stand (title 8, headings 4, text 1), in one byte; the script multiplies
//! it by the stem's rarity, which it computes from the number of pages (`df`).
//!
//! Each page's words are counted on the thread that reads it (`counting`); stems are then
//! numbered once for the site, and each stem's list made from the pages' counts.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;

use super::Document;
use super::counting::{Bag, Vocabulary};
use super::words::Stems;
use crate::parallel;

const K1: f32 = 1.2;
const B: f32 = 0.75;
/// A stem on more pages than this keeps only its best-scoring ones: a word on thousands of pages
/// says little about any of them, and its list would be most of what a query downloads.
pub const MOST_PAGES_PER_STEM: usize = 400;

#[derive(Debug, Default)]
pub struct Postings {
    /// Stem -> its postings as the shards write them: how many pages hold it, then for each page
    /// it keeps (the best ones, by page number) the distance from the previous page's number, its
    /// score (1 to 255), the number of its sections and the sections. A section is written as
    /// `section * 2`, plus one when the stem is in the section's heading; 1 (the heading of the
    /// opening text, which has none) stands for the page's title.
    pub stems: FxHashMap<String, String>,
    /// Every word as folded -> its stem.
    pub words: BTreeMap<String, String>,
}

/// A page's counted stems, with its thread's numbers mapped to the site's.
struct Page<'a> {
    bag: &'a Bag,
    site_number: &'a [u32],
}

impl Page<'_> {
    /// Each stem of the page: its number for the site, its score, its section codes.
    fn stems(&self, average: f32) -> impl Iterator<Item = (usize, u8, &[u16])> {
        let norm = 1.0 - B + B * (self.bag.length as f32 / average.max(1.0));
        self.bag.stems.iter().map(move |(stem, frequency, codes)| {
            let saturated = frequency * (K1 + 1.0) / (frequency + K1 * norm);
            let score = (saturated / (K1 + 1.0) * 255.0).round().clamp(1.0, 255.0) as u8;
            let codes = &self.bag.codes[codes.start as usize..codes.end as usize];
            (self.site_number[*stem as usize] as usize, score, codes)
        })
    }
}

pub fn build(lang: &str, documents: &[&Document]) -> Postings {
    let stemmer = Stems::for_language(lang);
    let parts = parallel::map_with(documents, Vocabulary::default, |vocabulary, _, doc| {
        vocabulary.count(doc, &stemmer)
    });
    // The stems of every thread numbered once for the site; each thread's numbers mapped to those.
    let mut numbers: FxHashMap<&str, u32> = FxHashMap::default();
    let mut stems: Vec<&str> = Vec::new();
    let mut words: BTreeMap<String, String> = BTreeMap::new();
    let mut site_numbers: Vec<Vec<u32>> = Vec::with_capacity(parts.len());
    for (vocabulary, _) in &parts {
        let site_number = vocabulary
            .stems
            .iter()
            .map(|stem| {
                *numbers.entry(stem.as_str()).or_insert_with(|| {
                    stems.push(stem);
                    (stems.len() - 1) as u32
                })
            })
            .collect();
        for (folded, stem) in &vocabulary.words {
            words.insert(folded.clone(), vocabulary.stems[*stem as usize].clone());
        }
        site_numbers.push(site_number);
    }
    let pages: Vec<Page> = parts
        .iter()
        .zip(&site_numbers)
        .flat_map(|((_, bags), site_number)| bags.iter().map(move |bag| Page { bag, site_number }))
        .collect();
    let lists = lists(&pages, stems.len());
    Postings { stems: stems.iter().map(|stem| stem.to_string()).zip(lists).collect(), words }
}

/// `,` and the number in decimal: millions of these make a large site's postings, and `write!`
/// took most of their time.
fn push_number(out: &mut String, mut value: usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.push(',');
    // Only ASCII digits were written.
    out.push_str(std::str::from_utf8(&digits[at..]).unwrap_or_default());
}

/// Each stem's postings, at most `MOST_PAGES_PER_STEM` (those scoring best; among equal scores,
/// the first pages). The scores are counted first, so the postings a stem does not keep are
/// never written.
fn lists(pages: &[Page], count: usize) -> Vec<String> {
    let average =
        pages.iter().map(|page| page.bag.length as f32).sum::<f32>() / pages.len().max(1) as f32;
    let mut df = vec![0usize; count];
    for page in pages {
        for (stem, _, _) in &page.bag.stems {
            df[page.site_number[*stem as usize] as usize] += 1;
        }
    }
    let mut scores: Vec<[u32; 256]> = Vec::new();
    let mut histogram_of: Vec<Option<usize>> = vec![None; count];
    for page in pages {
        for (stem, score, _) in page.stems(average) {
            if df[stem] > MOST_PAGES_PER_STEM {
                let at = *histogram_of[stem].get_or_insert_with(|| {
                    scores.push([0; 256]);
                    scores.len() - 1
                });
                scores[at][score as usize] += 1;
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
    let mut previous = vec![0usize; count];
    let mut lists: Vec<String> = df.iter().map(usize::to_string).collect();
    for (number, page) in pages.iter().enumerate() {
        for (stem, score, codes) in page.stems(average) {
            if let Some((lowest, at_lowest)) = cut[stem] {
                if score < lowest || (score == lowest && taken_at_cut[stem] == at_lowest) {
                    continue;
                }
                if score == lowest {
                    taken_at_cut[stem] += 1;
                }
            }
            let out = &mut lists[stem];
            for value in [number - previous[stem], score.into(), codes.len()] {
                push_number(out, value);
            }
            for code in codes {
                push_number(out, (*code).into());
            }
            previous[stem] = number;
        }
    }
    lists
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_format_writes_them() {
        let mut out = String::new();
        for value in [0, 7, 10, 255, 65_535, 1_000_000, usize::MAX] {
            push_number(&mut out, value);
        }
        assert_eq!(out, format!(",0,7,10,255,65535,1000000,{}", usize::MAX));
    }
}
