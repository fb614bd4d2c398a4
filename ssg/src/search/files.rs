//! One language's index as the files the search script fetches, under `search/<lang>/`:
//!
//! - `meta.json`: the number of pages, the prefixes whose shards were split, the page kinds and
//!   news years to filter by, and a version the other files are fetched with (`?v=`), so a new
//!   build is never read with an old shard.
//! - `t/<key>.json`, shards of words by prefix (two letters, more where a prefix's words grew
//!   past `SHARD_BYTES`; neighbouring small prefixes share a shard, named by its first, which
//!   `meta.json` lists as `ranges`): words as folded with their stems, and the postings of those
//!   stems. A query fetches one shard a word; the shard also holds what a misspelled word and the
//!   last, unfinished word of a query are compared with.
//! - `p/<n>.json`, one page's address, title, kind, date and text by section, for the excerpts of
//!   the results shown.
//! - `f/<filter>.json`, the pages of one kind (`k<kind>`) or one year of news (`y<year>`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::path::PathBuf;

use serde_json::json;

use super::Document;
use super::postings::Postings;
use super::words::{SHORTEST_WORD, shard_file, shard_key};

/// A shard larger than this (uncompressed) is split by one more letter.
const SHARD_BYTES: usize = 24 * 1024;
/// Prefixes grow to this many characters at most.
const LONGEST_KEY: usize = 6;
/// The text kept of a section for its excerpt, in characters (cut at a word): the text is most
/// of the index's bytes, and most sections are shorter. A word further on still finds the
/// section; its excerpt then shows the section's start.
const SECTION_TEXT: usize = 600;

/// Excerpt files made and handed on at a time.
const PART: usize = 4096;

/// The files of one language's index, as paths under the output folder, handed to `write` a part
/// at a time (a large site's excerpts are a tenth of its size: never all in memory at once).
pub fn write_language_files(
    lang: &str,
    documents: &[&Document],
    postings: &Postings,
    kind_label: impl Fn(&str) -> String,
    write: &mut dyn FnMut(Vec<(PathBuf, String)>),
) {
    let dir = PathBuf::from("search").join(lang);
    let (shards, split) = shards(postings);
    let ranges = ranges(shards, postings);
    let mut kinds: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut years: BTreeMap<i16, Vec<usize>> = BTreeMap::new();
    for (page, doc) in documents.iter().enumerate() {
        kinds.entry(doc.kind.as_str()).or_default().push(page);
        if let Some(date) = doc.date {
            years.entry(date.year()).or_default().push(page);
        }
    }
    // The version digests every other file in order, as a list of them would hash (its length
    // first), without holding them all.
    let mut hasher = rustc_hash::FxHasher::default();
    hasher.write_usize(ranges.len() + documents.len() + kinds.len() + years.len());
    let mut hand_on = |files: Vec<(PathBuf, String)>| {
        files.iter().for_each(|file| file.hash(&mut hasher));
        write(files);
    };
    hand_on(
        ranges
            .iter()
            .map(|(first, words)| {
                (dir.join("t").join(format!("{}.json", shard_file(first))), shard(words, postings))
            })
            .collect(),
    );
    for (part, docs) in documents.chunks(PART).enumerate() {
        hand_on(crate::parallel::map(docs, |index, doc| {
            (dir.join("p").join(format!("{}.json", part * PART + index)), fragment(doc, lang))
        }));
    }
    let mut filters = Vec::new();
    for (kind, pages) in &kinds {
        let path = dir.join("f").join(format!("k{}.json", shard_file(kind)));
        filters.push((path, json!(pages).to_string()));
    }
    for (year, pages) in &years {
        filters.push((dir.join("f").join(format!("y{year}.json")), json!(pages).to_string()));
    }
    hand_on(filters);
    let meta = json!({
        "v": format!("{:016x}", hasher.finish()),
        "pages": documents.len(),
        "split": split,
        "ranges": ranges.iter().map(|(first, _)| first).collect::<Vec<_>>(),
        "kinds": kinds.iter().map(|(kind, pages)| json!([kind, kind_label(kind), pages.len()])).collect::<Vec<_>>(),
        "years": years.iter().rev().map(|(year, pages)| json!([year, pages.len()])).collect::<Vec<_>>(),
    });
    write(vec![(dir.join("meta.json"), meta.to_string())]);
}

/// The words of each shard, and the prefixes that were split.
fn shards(postings: &Postings) -> (BTreeMap<String, Vec<&str>>, BTreeSet<String>) {
    let mut split = BTreeSet::new();
    loop {
        let mut shards: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for word in postings.words.keys() {
            if word.chars().count() >= SHORTEST_WORD {
                shards.entry(shard_key(word, &split)).or_default().push(word);
            }
        }
        let oversized: Vec<String> = shards
            .iter()
            .filter(|(key, words)| {
                key.chars().count() < LONGEST_KEY
                    && !split.contains(*key)
                    && words.iter().any(|word| word.chars().count() > key.chars().count())
                    && size(words, postings) > SHARD_BYTES
            })
            .map(|(key, _)| key.clone())
            .collect();
        if oversized.is_empty() {
            return (shards, split);
        }
        split.extend(oversized);
    }
}

/// Neighbouring prefixes (in the order of their characters) whose words together stay under half
/// a shard's limit share one file, named by the first: fewer, fuller files, each compressed once.
fn ranges<'a>(
    shards: BTreeMap<String, Vec<&'a str>>,
    postings: &Postings,
) -> Vec<(String, Vec<&'a str>)> {
    let mut ranges: Vec<(String, Vec<&str>, usize)> = Vec::new();
    for (key, words) in shards {
        let bytes = size(&words, postings);
        match ranges.last_mut() {
            Some((_, joined, total)) if *total + bytes <= SHARD_BYTES / 2 => {
                joined.extend(words);
                *total += bytes;
            }
            _ => ranges.push((key, words, bytes)),
        }
    }
    ranges.into_iter().map(|(first, words, _)| (first, words)).collect()
}

/// The size of a shard's file, near enough to decide a split.
fn size(words: &[&str], postings: &Postings) -> usize {
    let stems: BTreeSet<&str> = words.iter().map(|word| postings.words[*word].as_str()).collect();
    words.iter().map(|word| word.len() + 8).sum::<usize>()
        + stems
            .iter()
            .map(|stem| stem.len() + 8 + postings.stems.get(*stem).map_or(0, String::len))
            .sum::<usize>()
}

/// `{"w":[[word, stem number]...], "s":[[stem, df, page, score, n, sections..., ...]...]}`.
fn shard(words: &[&str], postings: &Postings) -> String {
    let stems: Vec<&str> = words
        .iter()
        .map(|word| postings.words[*word].as_str())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .filter(|stem| postings.stems.contains_key(*stem))
        .collect();
    let number: BTreeMap<&str, usize> =
        stems.iter().enumerate().map(|(n, stem)| (*stem, n)).collect();
    let mut out = String::from("{\"w\":[");
    let mut first = true;
    for word in words {
        let Some(n) = number.get(postings.words[*word].as_str()) else { continue };
        if !first {
            out.push(',');
        }
        first = false;
        let _ = write!(out, "[{},{n}]", json!(word));
    }
    out.push_str("],\"s\":[");
    for (n, stem) in stems.iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        let _ = write!(out, "[{},{}]", json!(stem), postings.stems[*stem]);
    }
    out.push_str("]}");
    out
}

/// One page for its results, as `{"u": address, "t": title, "k": kind, "d": date, "l": language,
/// "s": [[anchor, heading, text]...]}`; `l` only for a page in another language than the index's
/// (an English page not yet translated, found from the French search).
#[derive(serde::Serialize)]
struct Fragment<'a> {
    u: &'a str,
    t: &'a str,
    k: &'a str,
    d: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    l: Option<&'a str>,
    s: Vec<(&'a str, &'a str, &'a str)>,
}

fn fragment(doc: &Document, index_lang: &str) -> String {
    let fragment = Fragment {
        u: &doc.url,
        t: &doc.text.title,
        k: &doc.kind,
        d: doc.date.map(|date| date.to_string()),
        l: (doc.lang != index_lang).then_some(doc.lang.as_str()),
        s: doc
            .text
            .sections
            .iter()
            .map(|section| {
                (
                    section.anchor.as_str(),
                    section.heading.as_str(),
                    shorten(&section.text, SECTION_TEXT),
                )
            })
            .collect(),
    };
    serde_json::to_string(&fragment).unwrap_or_default()
}

fn shorten(text: &str, most: usize) -> &str {
    match text.char_indices().nth(most) {
        Some((at, _)) => text[..at].rsplit_once(' ').map_or(&text[..at], |(kept, _)| kept),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Document, PageText, Section};

    fn document(number: usize) -> Document {
        // Each page has words of its own starting with "co", so that shard grows past its limit.
        let words: Vec<String> =
            (0..40).map(|i| format!("co{}x{number}y{i}", ["n", "m", "l"][i % 3])).collect();
        Document {
            lang: "en".into(),
            url: format!("/page-{number}"),
            kind: "general".into(),
            date: None,
            text: PageText {
                title: format!("Page {number}"),
                sections: vec![Section {
                    anchor: String::new(),
                    heading: String::new(),
                    text: words.join(" "),
                }],
            },
        }
    }

    #[test]
    fn a_shard_past_its_limit_is_split_by_one_more_letter() {
        let documents: Vec<Document> = (0..200).map(document).collect();
        let refs: Vec<&Document> = documents.iter().collect();
        let postings = crate::search::postings::build("en", &refs);
        let mut files = Vec::new();
        write_language_files("en", &refs, &postings, str::to_string, &mut |part| {
            files.extend(part)
        });
        let meta: serde_json::Value =
            serde_json::from_str(&files.iter().find(|(p, _)| p.ends_with("meta.json")).unwrap().1)
                .unwrap();
        assert!(meta["split"].as_array().unwrap().contains(&json!("co")), "{}", meta["split"]);
        let shards: Vec<&(PathBuf, String)> =
            files.iter().filter(|(p, _)| p.starts_with("search/en/t")).collect();
        for (path, text) in &shards {
            assert!(text.len() <= SHARD_BYTES * 2, "{} has {} bytes", path.display(), text.len());
        }
        // Every word is in the shard file the script looks in, and in no other.
        let split: BTreeSet<String> = meta["split"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_string())
            .collect();
        let ranges: Vec<String> = meta["ranges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_string())
            .collect();
        let mut found = 0;
        for word in postings.words.keys() {
            let first = super::super::words::range_of(&shard_key(word, &split), &ranges).unwrap();
            let path = PathBuf::from("search/en/t").join(format!("{}.json", shard_file(first)));
            let (_, text) = shards.iter().find(|(p, _)| *p == path).expect("the shard exists");
            assert!(text.contains(&format!("[\"{word}\",")), "{word} is not in {}", path.display());
            found += 1;
        }
        let words: usize = shards
            .iter()
            .map(|(_, text)| {
                serde_json::from_str::<serde_json::Value>(text).unwrap()["w"]
                    .as_array()
                    .unwrap()
                    .len()
            })
            .sum();
        assert_eq!(words, found);
    }
}
