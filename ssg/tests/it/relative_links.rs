//! Links written relative to the page, as editors who preview on GitHub write them: to another
//! page's Markdown file, beside the page or from the content root, or to an address relative to
//! the page's own. Each is written as the page's address and checked like every other link.

use crate::common;

use common::{SiteCopy, page};

const PAGE: &str = "content/about/test-page.md";

#[test]
fn links_to_markdown_files_and_relative_addresses_are_written_as_addresses() {
    let site = SiteCopy::new();
    site.write(
        PAGE,
        &page(
            "See [the code](code-of-ethics.md), [its governance](code-of-ethics.md#governance-of-the-code),\n\
             [the board](../publications/editorial-board.md), [the mission](/about/mission.md),\n\
             [the vision](/content/about/vision.md) and [the regions](../regions/#region-eu).\n",
        ),
    );
    site.build().unwrap_or_else(|failure| panic!("{failure}"));
    let html = site.read("dist/test-page/index.html");
    for href in [
        r#"href="/code-of-ethics/""#,
        r#"href="/code-of-ethics/#governance-of-the-code""#,
        r#"href="/editorial-board/""#,
        r#"href="/mission/""#,
        r#"href="/vision/""#,
        r#"href="/regions/#region-eu""#,
    ] {
        assert!(html.contains(href), "{href} in {html}");
    }
    assert!(!html.contains(".md\""), "no link is left to a Markdown file");
}

#[test]
fn a_relative_link_that_goes_nowhere_names_file_line_and_column() {
    let site = SiteCopy::new();
    site.write(
        PAGE,
        &page(
            "Meet [the board](editorial-board).\n\n\
             Read [the code](code-of-ethic.md).\n\n\
             See [the rules](code-of-ethics.md#principles) and [home](../x.md).\n",
        ),
    );
    let problems = site.problems();
    let expected = [
        "content/about/test-page.md:6:18: error: the link editorial-board (that is, /test-page/editorial-board) goes to no page",
        "content/about/test-page.md:8:17: error: the link code-of-ethic.md goes to content/about/code-of-ethic.md, which is not a page",
        "content/about/test-page.md:10:17: error: the link code-of-ethics.md#principles (that is, /code-of-ethics#principles) points at a missing anchor #principles",
        "content/about/test-page.md:10:58: error: the link ../x.md goes to content/x.md, which is not a page",
    ];
    for line in expected {
        assert!(problems.iter().any(|p| p.starts_with(line)), "{line}\nin {problems:#?}");
    }
    let all = problems.join("\n");
    assert!(all.contains("did you mean /editorial-board?"), "{all}");
    assert!(all.contains("did you mean content/about/code-of-ethics.md?"), "{all}");
    assert!(all.contains("did you mean #principles-of-the-code?"), "{all}");
}

#[test]
fn a_missing_picture_is_called_a_missing_file() {
    let site = SiteCopy::new();
    site.write(PAGE, &page("![The assembly](/images/assembly.jpg)\n"));
    let problem = site.problem();
    assert!(
        problem.contains("the link /images/assembly.jpg goes to a file that does not exist"),
        "{problem}"
    );
}
