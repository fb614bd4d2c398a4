//! The editor's messages point at the true line and say what to do: an unclosed quote at the line
//! that opens it, every front-matter mistake of a file in one run, a yes-or-no field given
//! another value, a field given twice, an `<Email />` naming an
//! address the site does not have in the site's own words.

use crate::common;

use common::{SiteCopy, page};

#[test]
fn an_unclosed_quote_is_reported_at_the_line_that_opens_it() {
    let site = SiteCopy::new();
    site.write(
        "content/test-page.md",
        "---\ntitle: \"Our Vision\ndescription: A page written by a test.\n---\n\nBody.\n",
    );
    let problem = site.problem();
    assert!(
        problem.starts_with(
            "content/test-page.md:2:8: error: front matter: the value of `title` opens a quote (\") that is not closed on its line"
        ),
        "{problem}"
    );
    assert!(problem.contains("add the closing \" at the end of the value"), "{problem}");
    assert!(!problem.contains("trailing content"), "{problem}");
}

#[test]
fn every_front_matter_mistake_of_a_file_is_reported_in_one_run() {
    let site = SiteCopy::new();
    site.write(
        "content/test-page.md",
        "---\ntitel: Test page\ndescription: A page written by a test.\nlayuot: wide\n---\n\nBody.\n",
    );
    let problems = site.problems();
    let lines: Vec<&str> = problems.iter().map(|p| p.lines().next().unwrap()).collect();
    assert_eq!(
        lines,
        [
            "content/test-page.md:1:1: error: front matter: the `title:` line is missing",
            "content/test-page.md:2:1: error: front matter: unknown field `titel`",
            "content/test-page.md:4:1: error: front matter: unknown field `layuot`",
        ],
        "{problems:#?}"
    );
    assert!(problems[1].contains("did you mean `title`?"), "{}", problems[1]);
    assert!(problems[2].contains("did you mean `layout`?"), "{}", problems[2]);
}

#[test]
fn a_field_given_twice_is_named_without_the_parser_s_own_advice() {
    let site = SiteCopy::new();
    site.write(
        "content/test-page.md",
        "---\nsearch: false\ntitle: Test page\ndescription: A page written by a test.\nsearch: true\n---\n\nBody.\n",
    );
    let problem = site.problem();
    assert!(
        problem
            .starts_with("content/test-page.md:5:1: error: front matter: `search` is given twice"),
        "{problem}"
    );
    assert!(problem.contains("keep one `search:` line in the front matter"), "{problem}");
    assert!(!problem.contains("DuplicateKeyPolicy"), "{problem}");
}

#[test]
fn a_yes_or_no_field_with_another_value_says_which_values_it_takes() {
    let site = SiteCopy::new();
    site.write(
        "content/test-page.md",
        "---\ntitle: Test page\ndescription: A page written by a test.\nsearch: maybe\n---\n\nBody.\n",
    );
    let problem = site.problem();
    assert!(
        problem.starts_with("content/test-page.md:4:9: error: front matter: invalid boolean"),
        "{problem}"
    );
    assert!(
        problem.contains("`sitemap`, `search` and `draft` take `true` or `false`"),
        "{problem}"
    );
}

#[test]
fn an_email_tag_naming_an_unknown_address_says_so() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("Write to <Email to=\"region\" /> today.\n"));
    let problem = site.problem();
    assert!(
        problem.contains(
            "error: <Email /> names the address `region`, which content/data/site.yaml does not have under emails:"
        ),
        "{problem}"
    );
    assert!(
        problem.contains("the addresses are:") || problem.contains("did you mean"),
        "{problem}"
    );
    assert!(!problem.contains("Variable"), "{problem}");
}
