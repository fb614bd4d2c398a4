//! `ssg check` tells an editor which addresses a change would break: a page removed or renamed
//! since a git ref (`--since`, errors) or since the last build (its sitemap, warnings), whose
//! address no page or alias keeps.

use crate::common;

use std::process::Command;

use common::SiteCopy;
use ssg::site::check_addresses;

fn git(site: &SiteCopy, args: &[&str]) {
    let status = Command::new("git")
        .args(["-c", "user.name=Test", "-c", "user.email=test@example.org"])
        .args(args)
        .current_dir(site.root())
        .output()
        .expect("git runs");
    assert!(status.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&status.stderr));
}

const REPORT: &str = "---\ntitle: Annual report\ndescription: What the association did this year.\n---\n\nA year of growth.\n";

/// The annual report moves to an address with its year.
fn rename_report(site: &SiteCopy) {
    std::fs::remove_file(site.root().join("content/annual-report.md")).unwrap();
    site.write("content/annual-report-2026.md", REPORT);
}

#[test]
fn a_page_renamed_since_a_git_ref_without_an_alias_is_an_error_until_it_has_one() {
    let site = SiteCopy::new();
    site.write("content/annual-report.md", REPORT);
    git(&site, &["init", "-q"]);
    git(&site, &["add", "-A"]);
    git(&site, &["commit", "-q", "-m", "published"]);
    rename_report(&site);
    let problems = match check_addresses(&site.options(), Some("HEAD")) {
        Err(failure) => failure.to_string(),
        Ok(_) => panic!("the broken address went unreported"),
    };
    assert!(
        problems.contains("content/annual-report.md:1:1: error: the page at /annual-report at HEAD is gone, and no page keeps its address: links to /annual-report will break"),
        "{problems}"
    );
    assert!(problems.contains("add `aliases: [/annual-report]`"), "{problems}");

    site.edit("content/annual-report-2026.md", "---\n", "---\naliases: [/annual-report]\n");
    check_addresses(&site.options(), Some("HEAD")).expect("the old address is kept");
}

#[test]
fn a_page_gone_since_the_last_build_is_a_warning() {
    let site = SiteCopy::new();
    site.write("content/annual-report.md", REPORT);
    site.build().expect("the site builds");
    rename_report(&site);
    let summary = check_addresses(&site.options(), None).expect("warnings only");
    let warnings = summary.warnings.to_string();
    assert!(
        warnings.contains(
            "warning: the page at /annual-report in the last build is gone, and no page keeps its address"
        ),
        "{warnings}"
    );
}

#[test]
fn a_ref_git_does_not_know_is_said_plainly() {
    let site = SiteCopy::new();
    git(&site, &["init", "-q"]);
    let failure = match check_addresses(&site.options(), Some("no-such-branch")) {
        Err(failure) => failure.to_string(),
        Ok(_) => panic!("an unknown ref was accepted"),
    };
    assert!(failure.contains("git cannot list content/ at no-such-branch"), "{failure}");
    assert!(failure.contains("--since origin/main"), "{failure}");
}
