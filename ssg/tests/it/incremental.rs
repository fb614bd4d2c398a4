//! `ssg serve` rebuilds only the pages an edit touched, with the same checks as a full build.

use crate::common;

use std::collections::BTreeSet;
use std::path::PathBuf;

use common::SiteCopy;
use ssg::serve::incremental::{Outcome, rebuild_pages};

fn changed(site: &SiteCopy, relative: &str) -> BTreeSet<PathBuf> {
    BTreeSet::from([site.root().join(relative)])
}

#[test]
fn an_edited_page_is_rebuilt_alone_and_its_file_rewritten() {
    let site = SiteCopy::new();
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");
    let untouched = site.out().join("vision/index.html");
    let untouched_before = std::fs::metadata(&untouched).unwrap().modified().unwrap();

    site.edit(
        "content/about/mission.md",
        "---\n\n",
        "---\n\nA sentence added while the server runs.\n\n",
    );
    let outcome =
        rebuild_pages(&mut rendering, &site.options(), &changed(&site, "content/about/mission.md"))
            .expect("the edit is valid");

    assert!(matches!(outcome, Outcome::Rebuilt { pages: 1, .. }));
    let html = std::fs::read_to_string(site.out().join("mission/index.html")).unwrap();
    assert!(html.contains("A sentence added while the server runs."));
    let untouched_after = std::fs::metadata(&untouched).unwrap().modified().unwrap();
    assert_eq!(untouched_before, untouched_after, "another page was rewritten");
}

#[test]
fn a_broken_link_in_an_edit_is_reported_and_nothing_is_written() {
    let site = SiteCopy::new();
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");
    let before = std::fs::read_to_string(site.out().join("mission/index.html")).unwrap();

    let line = site.edit(
        "content/about/mission.md",
        "---\n\n",
        "---\n\nSee [the plan](/no-such-page).\n\n",
    );
    let problems = match rebuild_pages(
        &mut rendering,
        &site.options(),
        &changed(&site, "content/about/mission.md"),
    ) {
        Err(problems) => problems.to_string(),
        Ok(_) => panic!("a broken link was accepted"),
    };

    assert!(
        problems.contains(&format!("content/about/mission.md:{}:", line + 2))
            && problems.contains("the link /no-such-page goes to no page"),
        "{problems}"
    );
    let after = std::fs::read_to_string(site.out().join("mission/index.html")).unwrap();
    assert_eq!(before, after);
}

#[test]
fn removing_an_anchor_other_pages_link_to_is_reported_on_those_pages() {
    let site = SiteCopy::new();
    site.write(
        "content/linking.md",
        &common::page("Read [the vision's future](/vision#looking-ahead).\n"),
    );
    site.edit(
        "content/about/vision.md",
        "---\n\n",
        "---\n\n## Looking ahead\n\nThe next ten years.\n\n",
    );
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");

    site.edit("content/about/vision.md", "## Looking ahead", "## Later on");
    let problems = match rebuild_pages(
        &mut rendering,
        &site.options(),
        &changed(&site, "content/about/vision.md"),
    ) {
        Err(problems) => problems.to_string(),
        Ok(_) => panic!("a link to a removed anchor was accepted"),
    };
    assert!(
        problems.contains("content/linking.md") && problems.contains("looking-ahead"),
        "{problems}"
    );
}

#[test]
fn a_new_page_or_a_data_change_needs_a_full_build() {
    let site = SiteCopy::new();
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");

    site.write("content/added.md", &common::page("New.\n"));
    let added = rebuild_pages(&mut rendering, &site.options(), &changed(&site, "content/added.md"));
    assert!(matches!(added, Ok(Outcome::NeedsFullBuild)));

    let data =
        rebuild_pages(&mut rendering, &site.options(), &changed(&site, "content/data/site.yaml"));
    assert!(matches!(data, Ok(Outcome::NeedsFullBuild)));
}

#[test]
fn serve_and_build_accept_and_refuse_the_same_links() {
    let site = SiteCopy::new();
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");
    // Every kind of address the build writes besides pages, and files served as they are.
    let generated = "See [all news](/news/), [the feed](/news/atom.xml), [the sitemap](/sitemap.xml), \
                     [robots](/robots.txt), [the template](/downloads/special-issue-proposal-template.docx) \
                     and [the icon](/favicon.svg).";
    site.edit("content/about/vision.md", "---\n\n", &format!("---\n\n{generated}\n\n"));
    let edited = changed(&site, "content/about/vision.md");
    if let Err(problems) = rebuild_pages(&mut rendering, &site.options(), &edited) {
        panic!("ssg serve refused a generated address:\n{problems}");
    }
    if let Err(problems) = ssg::check(&site.options()) {
        panic!("ssg build refused a generated address:\n{problems}");
    }

    // A broken link: both say exactly the same.
    site.edit(
        "content/about/vision.md",
        "See [all news](/news/)",
        "See [all news](/news/no-such-entry)",
    );
    let served = match rebuild_pages(&mut rendering, &site.options(), &edited) {
        Err(problems) => problems.to_string(),
        Ok(_) => panic!("ssg serve accepted a broken link"),
    };
    let built = match ssg::check(&site.options()) {
        Err(problems) => problems.to_string(),
        Ok(_) => panic!("ssg build accepted a broken link"),
    };
    assert!(served.contains("the link /news/no-such-entry goes to no page"), "{served}");
    assert_eq!(served, built, "serve and build differ");
}
