//! `ssg build` with its cache (`ssg::build_cache`) writes only what changed, and what it leaves
//! is byte for byte what a clean build writes: after every edit of a random sequence, and after a
//! broken edit that fails.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::SiteCopy;
use proptest::prelude::*;
use ssg::build_cache::{Changes, Reuse};

/// Every file of a built site, by path, with its bytes.
fn tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let relative = entry.path().strip_prefix(dir).unwrap().to_path_buf();
            (relative, std::fs::read(entry.path()).unwrap())
        })
        .collect()
}

fn cached_build(site: &SiteCopy) -> Reuse {
    match ssg::build_cache::build(&site.options(), false) {
        Ok((_, reuse)) => reuse,
        Err(failure) => panic!("the site does not build:\n{failure}"),
    }
}

/// The cached build's output is the clean build's, file for file.
fn assert_same_as_clean(site: &SiteCopy, after: &str) {
    assert_same_as_clean_with(site, site.options(), after);
}

fn assert_same_as_clean_with(site: &SiteCopy, options: ssg::BuildOptions, after: &str) {
    let clean = site.root().join("clean");
    let options = ssg::BuildOptions { out: clean.clone(), ..options };
    // The oracle: a whole build that neither reads nor writes the record, as `ssg serve` makes.
    ssg::build_and_keep(&options).expect("the clean build");
    let (cached, fresh) = (tree(&site.out()), tree(&clean));
    let paths = |t: &BTreeMap<PathBuf, Vec<u8>>| t.keys().cloned().collect::<Vec<_>>();
    assert_eq!(paths(&cached), paths(&fresh), "after {after}: not the same files");
    for (path, bytes) in &fresh {
        assert!(cached[path] == *bytes, "after {after}: {} differs", path.display());
    }
}

#[derive(Debug, Clone)]
enum Edit {
    PageText(usize),
    FrontMatter(usize),
    Template,
    DataFile,
    AddPage,
    RenamePage,
    DeletePage,
    Island,
    NewsEntry,
    /// A broken page, built (which fails and writes nothing), then mended.
    BrokenThenMended,
}

const PAGES: [&str; 4] = [
    "content/about/mission.md",
    "content/about/mission.fr.md",
    "content/membership/careers.md",
    "content/about/vision.md",
];

fn edits() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (0..PAGES.len()).prop_map(Edit::PageText),
        (0..PAGES.len()).prop_map(Edit::FrontMatter),
        Just(Edit::Template),
        Just(Edit::DataFile),
        Just(Edit::AddPage),
        Just(Edit::RenamePage),
        Just(Edit::DeletePage),
        Just(Edit::Island),
        Just(Edit::NewsEntry),
        Just(Edit::BrokenThenMended),
    ]
}

/// The pages this sequence added, by file name (none links to them, so they may move).
struct Added(Vec<String>);

fn apply(site: &SiteCopy, edit: &Edit, step: usize, added: &mut Added) {
    let note = format!("Edit {step} of the sequence.");
    // With no page added yet, there is none to rename or delete: add one.
    let nothing_added = added.0.is_empty() && matches!(edit, Edit::RenamePage | Edit::DeletePage);
    let edit = if nothing_added { &Edit::AddPage } else { edit };
    match edit {
        Edit::PageText(page) => {
            let text = site.read(PAGES[*page]);
            site.write(PAGES[*page], &format!("{text}\n{note}\n"));
        }
        Edit::FrontMatter(page) => {
            site.edit(PAGES[*page], "title: \"", &format!("title: \"{step} "));
        }
        Edit::Template => {
            let base = "themes/default/templates/base.html";
            site.edit(
                base,
                "{% include \"partials/footer.html\" %}",
                &format!("<!-- {step} -->\n{{% include \"partials/footer.html\" %}}"),
            );
        }
        Edit::DataFile => {
            site.edit("content/data/jobs.yaml", "location: ", &format!("location: {step} "));
        }
        Edit::AddPage => {
            let name = format!("content/about/note-{step}.md");
            site.write(&name, &format!("---\ntitle: \"Note {step}\"\ndescription: \"A note.\"\n---\n\n## Heading {step}\n\n{note}\n"));
            added.0.push(name);
        }
        Edit::RenamePage => {
            let from = added.0.remove(0);
            let to = format!("content/about/renamed-{step}.md");
            std::fs::rename(site.root().join(&from), site.root().join(&to)).unwrap();
            added.0.push(to);
        }
        Edit::DeletePage => {
            std::fs::remove_file(site.root().join(added.0.remove(0))).unwrap();
        }
        Edit::Island => {
            let page = "content/membership/corporate-membership.md";
            if site.read(page).contains("<CorporateTiers />") {
                site.edit(page, "<CorporateTiers />", &note);
            } else {
                site.edit(
                    page,
                    "## What your organization receives",
                    "<CorporateTiers />\n\n## What your organization receives",
                );
            }
        }
        Edit::NewsEntry => {
            let entry = "content/news/2027-general-assembly.md";
            site.edit(entry, "summary: \"", &format!("summary: \"{step} "));
        }
        Edit::BrokenThenMended => {
            let page = PAGES[step % PAGES.len()];
            let before = site.read(page);
            site.write(page, &format!("{before}\nSee [nothing](/no-such-page-{step}).\n"));
            let written = tree(&site.out());
            assert!(
                ssg::build_cache::build(&site.options(), false).is_err(),
                "a broken link built"
            );
            assert!(tree(&site.out()) == written, "a failed build changed the site");
            site.write(page, &before);
        }
    }
}

/// How many random sequences of edits to build: 4, or `SSG_EDIT_SEQUENCES` for a longer search.
fn sequences() -> u32 {
    std::env::var("SSG_EDIT_SEQUENCES").ok().and_then(|n| n.parse().ok()).unwrap_or(4)
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(sequences()) })]

    #[test]
    fn every_build_after_edits_is_the_clean_build(sequence in prop::collection::vec(edits(), 3..6)) {
        let site = SiteCopy::new();
        assert_eq!(cached_build(&site), Reuse::Fresh);
        let mut added = Added(Vec::new());
        for (step, edit) in sequence.iter().enumerate() {
            apply(&site, edit, step, &mut added);
            let reuse = cached_build(&site);
            prop_assert!(matches!(reuse, Reuse::InPlace(_) | Reuse::Unchanged), "{edit:?}: {reuse:?}");
            assert_same_as_clean(&site, &format!("{edit:?} (step {step})"));
        }
    }
}

#[test]
fn a_build_with_nothing_changed_writes_nothing_and_one_edit_writes_its_files() {
    let site = SiteCopy::new();
    assert_eq!(cached_build(&site), Reuse::Fresh);
    // Its pages are kept for the next build, beside its record, in a folder it made.
    assert!(site.root().join(".ssg-cache/pages").is_file(), "the rendered pages were not kept");
    let untouched = site.out().join("vision/index.html");
    let modified = || std::fs::metadata(&untouched).unwrap().modified().unwrap();
    let before = modified();

    assert_eq!(cached_build(&site), Reuse::Unchanged);

    let text = site.read("content/about/mission.md");
    site.write("content/about/mission.md", &format!("{text}\nOne more sentence.\n"));
    let Reuse::InPlace(Changes { written, removed }) = cached_build(&site) else {
        panic!("the edit was not built in place");
    };
    // The page, and the search index's files that hold its words.
    assert!((1..40).contains(&written), "{written} files written for one page");
    assert_eq!(removed, 0);
    assert_eq!(modified(), before, "a page that did not change was written");
    assert!(site.read("dist/mission/index.html").contains("One more sentence."));
}

/// A linked folder among the inputs (`site/node_modules` linked from elsewhere, as some package
/// managers leave it) is skipped by name; a linked folder of pages is read through its link.
#[test]
fn linked_folders_among_the_inputs_are_read_through_or_skipped() {
    let site = SiteCopy::new();
    let elsewhere = site.root().join("elsewhere");
    std::fs::create_dir_all(elsewhere.join("modules/react")).unwrap();
    std::fs::write(elsewhere.join("modules/react/index.js"), "").unwrap();
    std::fs::create_dir_all(elsewhere.join("notes")).unwrap();
    std::os::unix::fs::symlink(elsewhere.join("modules"), site.root().join("site/node_modules"))
        .unwrap();
    std::os::unix::fs::symlink(elsewhere.join("notes"), site.root().join("themes/notes")).unwrap();
    assert_eq!(cached_build(&site), Reuse::Fresh);
    assert_eq!(cached_build(&site), Reuse::Unchanged);
    // A file behind the link is an input like any other.
    std::fs::write(elsewhere.join("notes/readme.txt"), "a note").unwrap();
    assert!(matches!(cached_build(&site), Reuse::InPlace(Changes { written: 0, removed: 0 })));
}

#[test]
fn a_file_changed_in_the_output_is_written_again_and_a_stray_one_removed() {
    let site = SiteCopy::new();
    cached_build(&site);
    site.write("dist/index.html", "damaged");
    site.write("dist/stray.html", "left over");
    site.write("dist/gone/deeper/index.html", "a page the site no longer has");
    assert!(matches!(cached_build(&site), Reuse::InPlace(Changes { written: 1, removed: 2 })));
    assert!(!site.out().join("gone").exists(), "the folders it leaves empty are removed");
    assert_same_as_clean(&site, "damaging the output");
}

/// A build in place reads only the output's folders whose time changed since the last build
/// left them: a file or a folder put anywhere since is still found and removed.
#[test]
fn files_and_folders_put_in_the_output_since_are_removed_wherever_they_are() {
    let site = SiteCopy::new();
    cached_build(&site);
    let edit = |sentence: &str| {
        let text = site.read("content/about/mission.md");
        site.write("content/about/mission.md", &format!("{text}\n{sentence}\n"));
        let Reuse::InPlace(changes) = cached_build(&site) else { panic!("not built in place") };
        changes
    };
    // This build reads every folder, and keeps their times for the next.
    assert_eq!(edit("A first sentence.").removed, 0);
    site.write("dist/stray.html", "at the top");
    site.write("dist/vision/notes.txt", "beside a page that does not change");
    site.write("dist/search/en/p/old.json", "among the search index's files");
    site.write("dist/gone/deeper/index.html", "a page the site no longer has");
    std::fs::create_dir_all(site.out().join("empty/folders")).unwrap();
    assert_eq!(edit("A second sentence.").removed, 4);
    for gone in ["stray.html", "vision/notes.txt", "search/en/p/old.json", "gone", "empty"] {
        assert!(!site.out().join(gone).exists(), "{gone} was left");
    }
    assert_same_as_clean(&site, "files put in the output");
    // Nothing put there: nothing removed.
    assert_eq!(edit("A third sentence.").removed, 0);
}

#[test]
fn an_interrupted_write_or_other_options_make_a_fresh_build() {
    let site = SiteCopy::new();
    cached_build(&site);
    site.write(".ssg-cache/build.writing", "");
    assert_eq!(cached_build(&site), Reuse::Fresh, "after an interrupted build");
    assert!(!site.root().join(".ssg-cache/build.writing").exists());
    let other =
        ssg::BuildOptions { base_url: Some("https://example.org/sub/".into()), ..site.options() };
    assert!(matches!(ssg::build_cache::build(&other, false), Ok((_, Reuse::Fresh))));
    assert!(matches!(ssg::build_cache::build(&other, true), Ok((_, Reuse::Fresh))), "--clean");
}

#[test]
fn a_new_day_renders_again_and_writes_in_place() {
    let site = SiteCopy::new();
    let on = |day: &str| ssg::BuildOptions { today: Some(day.parse().unwrap()), ..site.options() };
    let build = |options| ssg::build_cache::build(&options, false).map(|(_, reuse)| reuse).unwrap();
    assert_eq!(build(on("2026-11-27")), Reuse::Fresh);
    assert_eq!(build(on("2026-11-27")), Reuse::Unchanged);
    // The General Assembly of March 2027 moves from the upcoming events to the past ones.
    assert!(matches!(build(on("2027-04-01")), Reuse::InPlace(Changes { written: 1.., .. })));
    assert_same_as_clean_with(&site, on("2027-04-01"), "a new day");
}

/// More pages than a batch (`render::batches`), linked to each other's headings across batches: a
/// fresh build, which writes each batch as it renders, writes what a build holding every page
/// writes, file for file. A broken anchor into an earlier batch fails it, leaving the last site
/// as it was and no staging folder behind.
#[test]
fn a_site_of_several_batches_is_written_as_a_whole_one_would_be() {
    let site = SiteCopy::new();
    let pages = 2_100;
    let body = |i: usize, anchor: &str| {
        let other = (i * 7 + 3) % pages;
        common::page(&format!("## Part {i}\n\nSee [page {other}](/page-{other}#{anchor}).\n"))
    };
    for i in 0..pages {
        let other = (i * 7 + 3) % pages;
        site.write(&format!("content/many/page-{i}.md"), &body(i, &format!("part-{other}")));
    }
    assert_eq!(cached_build(&site), Reuse::Fresh);
    assert_same_as_clean(&site, "a fresh build of several batches");

    let before = tree(&site.out());
    site.write("content/many/page-2090.md", &body(2090, "no-such-part"));
    // The page's text was let go once rendered; the report reads it again.
    let Err(ssg::Failure::Problems(problems)) = ssg::build_cache::build(&site.options(), true)
    else {
        panic!("a broken anchor was built");
    };
    let report = problems.to_string();
    assert!(report.contains("content/many/page-2090.md:8:"), "{report}");
    assert!(report.contains("See [page 2033](/page-2033#no-such-part)."), "{report}");
    assert!(tree(&site.out()) == before, "the last site changed");
    let left: Vec<_> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".dist."))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// A page whose file is unchanged is not read again: its front matter comes from the cache. A
/// problem found in it (its `next:` link, once the page it names is gone) is still reported at its
/// line, with the line shown. The failed build changed nothing: with the page back, there is
/// nothing to build.
#[test]
fn a_problem_in_a_kept_front_matter_is_shown_where_it_is_written() {
    let site = SiteCopy::new();
    assert_eq!(cached_build(&site), Reuse::Fresh);
    let goals = site.read("content/about/strategic-goals.md");
    std::fs::remove_file(site.root().join("content/about/strategic-goals.md")).unwrap();
    let Err(ssg::Failure::Problems(problems)) = ssg::build_cache::build(&site.options(), false)
    else {
        panic!("a link to a removed page was built");
    };
    let report = problems.to_string();
    assert!(report.contains("content/about/vision.md:5:"), "{report}");
    assert!(report.contains(r#"next: { href: /strategic-goals, label: "Strategic Goals" }"#));
    site.write("content/about/strategic-goals.md", &goals);
    assert_eq!(cached_build(&site), Reuse::Unchanged);
    assert_same_as_clean(&site, "a page removed, then put back");
}

/// A build in place keeps the pages it took from the last build as the lines it read them from:
/// what it keeps is what a clean build keeps, byte for byte.
#[test]
fn the_pages_kept_after_an_edit_are_those_a_clean_build_keeps() {
    let site = SiteCopy::new();
    cached_build(&site);
    let text = site.read("content/about/vision.md");
    site.write("content/about/vision.md", &format!("{text}\nOne more sentence.\n"));
    assert!(matches!(cached_build(&site), Reuse::InPlace(_)));
    let kept = std::fs::read(site.root().join(".ssg-cache/pages")).unwrap();
    assert!(matches!(ssg::build_cache::build(&site.options(), true), Ok((_, Reuse::Fresh))));
    let clean = std::fs::read(site.root().join(".ssg-cache/pages")).unwrap();
    assert!(kept == clean, "the kept pages differ from a clean build's");
}
