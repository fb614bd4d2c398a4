//! `ssg check --format github|json`: the same problems for a pull request's annotations and for
//! other tools, on standard output, and a failing exit status.

use crate::common;

use std::process::{Command, Output};

use common::{SiteCopy, page};

fn check(site: &SiteCopy, format: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ssg"))
        .args(["check", "--skip-islands", "--format", format, "--root"])
        .arg(site.root())
        .output()
        .expect("ssg runs")
}

fn with_a_broken_link() -> SiteCopy {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("Read [our vision](/visoin) today.\n"));
    site
}

#[test]
fn github_format_annotates_the_line_and_the_marked_columns() {
    let output = check(&with_a_broken_link(), "github");
    assert!(!output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        stdout.trim_end(),
        "::error file=content/test-page.md,line=6,col=19,endColumn=25,title=ssg check::\
         the link /visoin goes to no page%0Ahelp: did you mean /vision?"
    );
}

#[test]
fn json_format_lists_the_problems() {
    let output = check(&with_a_broken_link(), "json");
    assert!(!output.status.success());
    let problems: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("the output is JSON");
    assert_eq!(problems.as_array().map(Vec::len), Some(1));
    assert_eq!(problems[0]["file"], "content/test-page.md");
    assert_eq!(problems[0]["line"], 6);
    assert_eq!(problems[0]["column"], 19);
    assert_eq!(problems[0]["message"], "the link /visoin goes to no page");
}

#[test]
fn a_site_without_problems_lists_only_its_warnings() {
    let output = check(&SiteCopy::new(), "json");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let listed: Vec<serde_json::Value> = serde_json::from_slice(&output.stdout).unwrap();
    // The real site's pages not yet translated, reported without failing.
    assert!(!listed.is_empty());
    assert!(listed.iter().all(|problem| problem["severity"] == "warning"), "{listed:#?}");
}

#[test]
fn github_format_annotates_warnings_as_warnings() {
    let output = check(&SiteCopy::new(), "github");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.lines().all(|line| line.starts_with("::warning file=")), "{text}");
    assert!(text.contains("not translated into"), "{text}");
}
