//! Counting one page's words, stemmed, on the thread that reads it. Each thread keeps its own
//! vocabulary (a word as written -> its stems), so a word met thousands of times is lowercased,
//! folded and stemmed once a thread, and a page's counting hashes each word once and allocates
//! only its result.

use std::ops::Range;

use rustc_hash::FxHashMap;

use super::Document;
use super::words::{Stems, split};

const TITLE_WEIGHT: f32 = 8.0;
const HEADING_WEIGHT: f32 = 4.0;
const TEXT_WEIGHT: f32 = 1.0;
/// The section code that stands for the title.
const IN_TITLE: u16 = 1;

/// One thread's words and stems, numbered in the order the thread met them.
#[derive(Default)]
pub struct Vocabulary {
    /// A word as written -> its stems' numbers, a range of `stems_of_written` (usually one; none
    /// for a word too short; more where lowercasing splits it).
    written: FxHashMap<Box<str>, Range<u32>>,
    stems_of_written: Vec<u32>,
    /// A lowercased word -> its stem's number.
    lowered: FxHashMap<Box<str>, u32>,
    /// Each lowercased word met, as folded, with its stem's number, in the order met.
    pub words: Vec<(String, u32)>,
    /// Each stem, by number.
    pub stems: Vec<String>,
    stem_numbers: FxHashMap<String, u32>,
    /// For each stem, where it stands in the page being counted (`u32::MAX`: not in it).
    slot_of: Vec<u32>,
}

/// A page's stems, each with its frequency (words weighted by where they stand) and the section
/// codes it is in (a range of `codes`, ascending, each once); stems by this thread's numbers.
#[derive(Debug, Default)]
pub struct Bag {
    /// How many words the page has.
    pub length: u32,
    pub stems: Vec<(u32, f32, Range<u32>)>,
    pub codes: Vec<u16>,
}

impl Vocabulary {
    /// The page's bag. The fields are its title (code 1), then each section's heading (its
    /// number * 2 + 1) and text (its number * 2).
    pub fn count(&mut self, doc: &Document, stemmer: &Stems) -> Bag {
        let mut fields: Vec<(&str, f32, u16)> = vec![(&doc.text.title, TITLE_WEIGHT, IN_TITLE)];
        for (index, section) in doc.text.sections.iter().enumerate() {
            let index = u16::try_from(index).unwrap_or(u16::MAX / 2);
            fields.push((&section.heading, HEADING_WEIGHT, index * 2 + 1));
            fields.push((&section.text, TEXT_WEIGHT, index * 2));
        }
        let mut length = 0u32;
        // Per stem of the page: its frequency and its codes as met (one per field at most).
        let mut found: Vec<(u32, f32)> = Vec::new();
        let mut places: Vec<(u32, u16)> = Vec::new();
        for (text, weight, code) in fields {
            for written in text.split(|c: char| !(c.is_alphabetic() || c.is_numeric())) {
                if written.is_empty() {
                    continue;
                }
                let stems = self.stems_of(written, stemmer);
                for at in stems {
                    let stem = self.stems_of_written[at as usize];
                    length += 1;
                    let slot = &mut self.slot_of[stem as usize];
                    if *slot == u32::MAX {
                        *slot = found.len() as u32;
                        found.push((stem, 0.0));
                    }
                    found[*slot as usize].1 += weight;
                    if places.last() != Some(&(*slot, code)) {
                        places.push((*slot, code));
                    }
                }
            }
        }
        for (stem, _) in &found {
            self.slot_of[*stem as usize] = u32::MAX;
        }
        bag(length, found, places)
    }

    /// The stems of a word as written, numbered (a range of `stems_of_written`).
    fn stems_of(&mut self, written: &str, stemmer: &Stems) -> Range<u32> {
        if let Some(range) = self.written.get(written) {
            return range.clone();
        }
        let start = self.stems_of_written.len() as u32;
        let lower = written.to_lowercase();
        for word in split(&lower) {
            let stem = match self.lowered.get(word) {
                Some(stem) => *stem,
                None => {
                    let (folded, stem) = stemmer.read(word);
                    let number = self.stem_number(stem);
                    self.words.push((folded, number));
                    self.lowered.insert(word.into(), number);
                    number
                }
            };
            self.stems_of_written.push(stem);
        }
        let range = start..self.stems_of_written.len() as u32;
        self.written.insert(written.into(), range.clone());
        range
    }

    fn stem_number(&mut self, stem: String) -> u32 {
        if let Some(number) = self.stem_numbers.get(&stem) {
            return *number;
        }
        let number = self.stems.len() as u32;
        self.stems.push(stem.clone());
        self.stem_numbers.insert(stem, number);
        self.slot_of.push(u32::MAX);
        number
    }
}

/// The bag from each stem's frequency and its (stem's place in `found`, code) pairs.
fn bag(length: u32, found: Vec<(u32, f32)>, places: Vec<(u32, u16)>) -> Bag {
    // The codes grouped by stem, in two passes over the pairs (counts, then places).
    let mut starts = vec![0u32; found.len() + 1];
    for (slot, _) in &places {
        starts[*slot as usize + 1] += 1;
    }
    for at in 1..starts.len() {
        starts[at] += starts[at - 1];
    }
    let mut filled = starts.clone();
    let mut grouped = vec![0u16; places.len()];
    for (slot, code) in places {
        grouped[filled[slot as usize] as usize] = code;
        filled[slot as usize] += 1;
    }
    let mut codes = Vec::with_capacity(grouped.len());
    let mut stems = Vec::with_capacity(found.len());
    for (slot, (stem, frequency)) in found.into_iter().enumerate() {
        let group = &mut grouped[starts[slot] as usize..starts[slot + 1] as usize];
        group.sort_unstable();
        let start = codes.len() as u32;
        for code in group.iter() {
            if codes.len() as u32 == start || codes.last() != Some(code) {
                codes.push(*code);
            }
        }
        stems.push((stem, frequency, start..codes.len() as u32));
    }
    Bag { length, stems, codes }
}
