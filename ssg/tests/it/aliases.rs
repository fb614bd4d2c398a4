//! A page's old addresses (`aliases:` in its front matter) keep working: each is a page that sends
//! visitors on, a line of `_redirects` and of nginx's `redirects.map`; an alias that collides
//! with a page, a file or another alias is an error at its line, and a link to an old address
//! names the page instead.

use crate::common;

use std::collections::BTreeSet;

use common::{SiteCopy, page};
use ssg::serve::incremental::{Outcome, rebuild_pages};

const NEXT_LINE: &str = "next: { href: /strategic-goals, label: \"Strategic Goals\" }\n";

fn with_aliases(site: &SiteCopy, aliases: &str) -> usize {
    site.edit("content/about/vision.md", NEXT_LINE, &format!("{NEXT_LINE}aliases: {aliases}\n")) + 1
}

#[test]
fn an_old_address_sends_visitors_on_and_is_listed_for_hosts() {
    let site = SiteCopy::new();
    with_aliases(&site, "[/our-vision, /about/vision/]");
    site.edit("content/about/mission.fr.md", "---\n", "---\naliases: [/fr/notre-mission]\n");
    site.build().expect("the site builds");

    let moved = site.read("dist/our-vision/index.html");
    assert!(moved.contains("<meta http-equiv=\"refresh\" content=\"0; url=/vision/\">"), "{moved}");
    assert!(moved.contains("<link rel=\"canonical\" href=\"https://"), "{moved}");
    assert!(moved.contains("/vision/\">"), "{moved}");
    assert!(moved.contains("<meta name=\"robots\" content=\"noindex\">"), "{moved}");
    assert!(moved.contains("This page has moved: <a href=\"/vision/\">Our Vision</a>"), "{moved}");
    assert!(site.out().join("about/vision/index.html").exists());
    let french = site.read("dist/fr/notre-mission/index.html");
    assert!(french.contains("<html lang=\"fr\">"), "{french}");
    assert!(
        french.contains("Cette page a changé d’adresse\u{a0}: <a href=\"/fr/mission/\">"),
        "{french}"
    );

    let redirects = site.read("dist/_redirects");
    assert!(
        redirects.contains("/our-vision /vision/ 301\n/our-vision/ /vision/ 301\n"),
        "{redirects}"
    );
    assert!(redirects.contains("/fr/notre-mission /fr/mission/ 301\n"), "{redirects}");
    let map = site.read("dist/redirects.map");
    assert!(map.contains("\n/about/vision /vision/;\n/about/vision/ /vision/;\n"), "{map}");
    assert!(!site.read("dist/sitemap.xml").contains("our-vision"));
}

#[test]
fn under_a_sub_path_the_redirects_carry_it() {
    let site = SiteCopy::new();
    with_aliases(&site, "[/our-vision]");
    let mut options = site.options();
    options.base_url = Some("https://example.org/sub/".into());
    ssg::build(&options, false).expect("the site builds");
    assert!(site.read("dist/_redirects").contains("/sub/our-vision /sub/vision/ 301\n"));
    let moved = site.read("dist/our-vision/index.html");
    assert!(moved.contains("url=/sub/vision/\""), "{moved}");
    assert!(moved.contains("href=\"https://example.org/sub/vision/\""), "{moved}");
}

#[test]
fn an_alias_that_collides_is_an_error_at_its_line() {
    let site = SiteCopy::new();
    let line = with_aliases(&site, "[/mission, /sitemap.xml, /vision, old-vision, /kept]");
    site.edit("content/about/global-role.md", "---\n", "---\naliases: [/kept]\n");
    let problems = site.problems();
    let first_lines: Vec<&str> = problems.iter().map(|p| p.lines().next().unwrap()).collect();
    let at = |column: usize, message: &str| {
        format!("content/about/vision.md:{line}:{column}: error: {message}")
    };
    assert!(
        first_lines.contains(
            &at(11, "the alias /mission is the address of content/about/mission.md").as_str()
        ),
        "{first_lines:#?}"
    );
    assert!(
        first_lines.contains(
            &at(21, "the alias /sitemap.xml is an address the build writes itself").as_str()
        ),
        "{first_lines:#?}"
    );
    assert!(
        first_lines.contains(&at(35, "the alias /vision is this page's own address").as_str()),
        "{first_lines:#?}"
    );
    assert!(
        first_lines
            .iter()
            .any(|l| l.contains("the alias `old-vision` is not an address of this site")),
        "{first_lines:#?}"
    );
    // The page holding /kept second, in the order pages are read, is told who has it.
    assert!(
        first_lines
            .iter()
            .any(|l| l.contains("the alias /kept is already an alias of content/about/")),
        "{first_lines:#?}"
    );
    assert_eq!(first_lines.len(), 5, "{problems:#?}");
}

#[test]
fn a_link_to_an_old_address_names_the_page_instead() {
    let site = SiteCopy::new();
    with_aliases(&site, "[/our-vision]");
    site.write("content/test-page.md", &page("Read [our vision](/our-vision).\n"));
    let problem = site.problem();
    assert!(
        problem.contains("error: the link /our-vision goes to an old address of /vision"),
        "{problem}"
    );
    assert!(problem.contains("link to /vision itself"), "{problem}");
}

#[test]
fn serve_rebuilds_everything_when_a_page_gains_an_old_address() {
    let site = SiteCopy::new();
    let (_, mut rendering) = ssg::build_and_keep(&site.options()).expect("the site builds");
    with_aliases(&site, "[/our-vision]");
    let changed = BTreeSet::from([site.root().join("content/about/vision.md")]);
    let outcome =
        rebuild_pages(&mut rendering, &site.options(), &changed).expect("the edit is valid");
    assert!(matches!(outcome, Outcome::NeedsFullBuild));
}
