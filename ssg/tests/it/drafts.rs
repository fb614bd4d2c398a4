//! Drafts: a page with `draft: true` is shown by `ssg serve` under a "Draft" banner, and left out
//! of what `ssg build` publishes; a published page that links to it is a problem.

use crate::common;

use common::SiteCopy;

const DRAFT: &str = "---\ntitle: Annual report 2026\ndescription: What the association did in 2026.\ndraft: true\n---\n\n## Highlights\n\nA year of growth.\n";

fn with_draft() -> SiteCopy {
    let site = SiteCopy::new();
    site.write("content/annual-report.md", DRAFT);
    site
}

#[test]
fn a_build_leaves_a_draft_out_of_the_site_and_the_sitemap() {
    let site = with_draft();
    site.build().expect("the site builds");
    assert!(!site.out().join("annual-report/index.html").exists());
    assert!(!site.read("dist/sitemap.xml").contains("annual-report"));
    assert!(site.out().join("vision/index.html").exists());
}

#[test]
fn serve_shows_a_draft_with_its_banner_and_keeps_it_from_search_engines() {
    let site = with_draft();
    let mut options = site.options();
    options.dev = true;
    ssg::build(&options, false).expect("the site builds with drafts");
    let html = site.read("dist/annual-report/index.html");
    assert!(html.contains("class=\"draft-banner\""), "{html}");
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
    assert!(!site.read("dist/sitemap.xml").contains("annual-report"));
    let published = site.read("dist/vision/index.html");
    assert!(!published.contains("draft-banner"));
}

#[test]
fn a_published_page_linking_to_a_draft_is_a_problem_for_the_build() {
    let site = with_draft();
    site.edit(
        "content/about/vision.md",
        "## Vision statement",
        "See the [annual report](/annual-report).\n\n## Vision statement",
    );
    let problem = site.problem();
    assert!(
        problem
            .contains("error: the link /annual-report goes to a draft, which the build leaves out"),
        "{problem}"
    );
    assert!(problem.contains("remove `draft: true`"), "{problem}");
    // Under `ssg serve` the draft is there, so the link is fine.
    let mut options = site.options();
    options.dev = true;
    ssg::build_and_keep(&options).expect("serve renders the draft and the link to it");
}
