//! The search index `ssg build` writes (`search/<lang>/`) and `ssg serve` keeps current: what it
//! holds, what it leaves out, and that it reads words as the search script does.

use crate::common;

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};

use common::{SiteCopy, repo_root};
use serde_json::Value;
use ssg::search::words::{Stems, fold, range_of, shard_file, shard_key, split};
use ssg::serve::incremental::rebuild_pages;

fn json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every page of a language's index: its number -> its fragment.
fn fragments(out: &Path, lang: &str) -> BTreeMap<usize, Value> {
    let dir = out.join("search").join(lang).join("p");
    std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.unwrap().path();
            let number = path.file_stem().unwrap().to_str().unwrap().parse().unwrap();
            (number, json(&path))
        })
        .collect()
}

fn page_number(out: &Path, lang: &str, url: &str) -> Option<usize> {
    fragments(out, lang).into_iter().find(|(_, page)| page["u"] == url).map(|(n, _)| n)
}

/// The shard holding `word` (folded), as the script finds it.
fn shard_of(out: &Path, lang: &str, word: &str) -> Value {
    let dir = out.join("search").join(lang);
    let meta = json(&dir.join("meta.json"));
    let split: BTreeSet<String> =
        meta["split"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_string()).collect();
    let ranges: Vec<String> = meta["ranges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_string())
        .collect();
    let file = shard_file(range_of(&shard_key(word, &split), &ranges).unwrap());
    json(&dir.join("t").join(format!("{file}.json")))
}

/// The pages (numbers) and section codes the shard gives for `word`.
fn postings(shard: &Value, word: &str) -> Vec<(usize, Vec<u64>)> {
    let stem = shard["w"].as_array().unwrap().iter().find(|entry| entry[0] == word);
    let Some(stem) = stem.map(|entry| entry[1].as_u64().unwrap() as usize) else {
        return Vec::new();
    };
    let row: Vec<u64> =
        shard["s"][stem].as_array().unwrap()[1..].iter().map(|n| n.as_u64().unwrap()).collect();
    let mut found = Vec::new();
    let (mut at, mut page) = (1, 0);
    while at < row.len() {
        page += row[at] as usize;
        let count = row[at + 2] as usize;
        found.push((page, row[at + 3..at + 3 + count].to_vec()));
        at += 3 + count;
    }
    found
}

#[test]
fn words_are_read_as_the_search_script_reads_them() {
    let fixture = json(&repo_root().join("site/src/search/words.fixture.json"));
    for case in fixture["fold"].as_array().unwrap() {
        assert_eq!(fold(case[0].as_str().unwrap()), case[1], "fold {}", case[0]);
    }
    for case in fixture["words"].as_array().unwrap() {
        let words: Vec<String> = split(case[0].as_str().unwrap()).map(fold).collect();
        assert_eq!(serde_json::json!(words), case[1], "words of {}", case[0]);
    }
    for case in fixture["shardKey"].as_array().unwrap() {
        let split: BTreeSet<String> =
            case[1].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_string()).collect();
        assert_eq!(shard_key(case[0].as_str().unwrap(), &split), case[2], "key of {}", case[0]);
    }
    for case in fixture["rangeOf"].as_array().unwrap() {
        let ranges: Vec<String> =
            case[1].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_string()).collect();
        assert_eq!(range_of(case[0].as_str().unwrap(), &ranges), case[2].as_str(), "{}", case[0]);
    }
    for case in fixture["shardFile"].as_array().unwrap() {
        assert_eq!(shard_file(case[0].as_str().unwrap()), case[1]);
    }
}

#[test]
fn each_language_has_its_index_without_drafts_or_pages_that_ask_to_be_left_out() {
    let site = SiteCopy::new();
    site.write(
        "content/annual-report.md",
        "---\ntitle: Annual report\ndescription: What the association did.\ndraft: true\n---\n\nZeppelinarium.\n",
    );
    site.build().expect("the site builds");
    let out = site.out();
    for lang in ["en", "fr", "es"] {
        let meta = json(&out.join("search").join(lang).join("meta.json"));
        let pages = fragments(&out, lang);
        assert_eq!(meta["pages"], pages.len(), "{lang}: the count of pages");
        let prefix = if lang == "en" { String::new() } else { format!("/{lang}") };
        for page in pages.values() {
            let url = page["u"].as_str().unwrap();
            // Another language's index also holds the English pages not translated into it,
            // each marked as English.
            let in_english = page["l"] == "en";
            assert!(lang == "en" || url.starts_with(&prefix) || in_english, "{lang} indexes {url}");
            assert!(lang != "en" || page.get("l").is_none(), "{url} is marked in en");
            for left_out in
                ["/annual-report", "/staff", "/confirm-email", "/reset-password", "/404.html"]
            {
                assert_ne!(url, format!("{prefix}{left_out}"), "{lang} indexes {url}");
            }
        }
        assert!(page_number(&out, lang, &format!("{prefix}/student-membership")).is_some());
    }
    assert!(postings(&shard_of(&out, "en", "zeppelinarium"), "zeppelinarium").is_empty());
    // The French pages are not in the English index.
    assert!(page_number(&out, "en", "/fr/mission").is_none());
}

#[test]
fn a_french_search_finds_pages_only_in_english_marked_as_such_and_no_navigation_boxes() {
    let site = SiteCopy::new();
    site.build().expect("the site builds");
    let out = site.out();
    for lang in ["fr", "es"] {
        let regions = page_number(&out, lang, "/regions").expect("the English-only regions page");
        assert_eq!(fragments(&out, lang)[&regions]["l"], "en", "{lang}");
        assert!(
            postings(&shard_of(&out, lang, "kenya"), "kenya").iter().any(|(p, _)| *p == regions)
        );
        // A page that has its translation is found as the translation only.
        assert!(page_number(&out, lang, "/mission").is_none(), "{lang}");
        assert!(page_number(&out, lang, &format!("/{lang}/mission")).is_some(), "{lang}");
    }
    for lang in ["en", "fr", "es"] {
        for page in fragments(&out, lang).values() {
            let sections = page["s"].as_array().unwrap();
            assert!(
                sections.iter().all(|section| section[0] != "section-nav-title"),
                "{lang}: {} indexes its side navigation",
                page["u"]
            );
        }
    }
}

#[test]
fn a_word_leads_to_its_pages_with_the_sections_and_title_that_hold_it() {
    let site = SiteCopy::new();
    site.build().expect("the site builds");
    let out = site.out();
    let student = page_number(&out, "en", "/student-membership").unwrap();
    let fragment = &fragments(&out, "en")[&student];
    assert_eq!(fragment["t"], "Student Membership");
    assert_eq!(fragment["k"], "membership");
    // "students" and "student" are one stem; the page has it in its title (code 1).
    let shard = shard_of(&out, "en", "students");
    let pages = postings(&shard, "students");
    let (_, codes) = pages.iter().find(|(page, _)| *page == student).expect("the page holds it");
    assert!(codes.contains(&1), "{codes:?}");
    assert_eq!(pages, postings(&shard, "student"));
    // A heading's words point at its section (code section * 2 + 1).
    let sections = fragment["s"].as_array().unwrap();
    let faq = sections.iter().position(|s| s[0] == "what-counts-as-proof-of-enrollment").unwrap();
    let enrollment = postings(&shard_of(&out, "en", "enrollment"), "enrollment");
    let (_, codes) = enrollment.iter().find(|(page, _)| *page == student).unwrap();
    assert!(codes.contains(&(faq as u64 * 2 + 1)), "{codes:?}");
    // French words are stemmed as French, their accents folded.
    let stems = Stems::for_language("fr");
    let (word, _) = stems.read("Étudiants");
    assert!(!postings(&shard_of(&out, "fr", &word), &word).is_empty(), "{word}");
}

#[test]
fn every_section_of_a_result_links_to_an_anchor_its_page_has() {
    let site = SiteCopy::new();
    site.build().expect("the site builds");
    let out = site.out();
    for lang in ["en", "fr", "es"] {
        for page in fragments(&out, lang).values() {
            let url = page["u"].as_str().unwrap();
            let html_path: PathBuf = out.join(url.trim_start_matches('/')).join("index.html");
            let html = std::fs::read_to_string(&html_path)
                .unwrap_or_else(|e| panic!("{}: {e}", html_path.display()));
            let ids: HashSet<&str> = ssg::link_checker::element_ids(&html);
            for section in page["s"].as_array().unwrap().iter().skip(1) {
                let anchor = section[0].as_str().unwrap();
                assert!(ids.contains(anchor), "{url} has no #{anchor}");
                assert!(!section[1].as_str().unwrap().is_empty(), "{url}#{anchor} has no heading");
            }
        }
    }
}

#[test]
fn a_folder_the_catalog_does_not_name_as_a_kind_of_page_is_a_warning() {
    let site = SiteCopy::new();
    site.write(
        "content/events/summer-school.md",
        "---\ntitle: Summer school\ndescription: A week of courses.\n---\n\nCourses.\n",
    );
    let summary = ssg::check(&site.options()).expect("the site checks");
    let warnings = summary.warnings.to_string();
    assert!(
        warnings.contains(
            "content/events/summer-school.md:1:1: warning: the pages of content/events/ are a kind of page the search filters by, which locales/en/site.ftl does not name"
        ),
        "{warnings}"
    );
    assert!(warnings.contains("add `search-kind-events = <its name>`"), "{warnings}");
    assert!(!warnings.contains("content/membership/ are a kind"), "{warnings}");
}

#[test]
fn serve_updates_the_index_of_an_edited_page() {
    let site = SiteCopy::new();
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");
    let out = site.out();
    let version = json(&out.join("search/en/meta.json"))["v"].clone();
    let mission = page_number(&out, "en", "/mission").unwrap();
    site.edit("content/about/mission.md", "---\n\n", "---\n\nOur zeppelinarium opens.\n\n");
    let changed = BTreeSet::from([site.root().join("content/about/mission.md")]);
    rebuild_pages(&mut rendering, &site.options(), &changed).expect("the edit is valid");

    let pages = postings(&shard_of(&out, "en", "zeppelinarium"), "zeppelinarium");
    assert_eq!(pages.iter().map(|(page, _)| *page).collect::<Vec<_>>(), [mission]);
    assert_ne!(json(&out.join("search/en/meta.json"))["v"], version, "the version is the same");
    assert!(fragments(&out, "en")[&mission].to_string().contains("Our zeppelinarium opens."));
}
