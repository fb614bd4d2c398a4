//! What a build writes: a page for every route, the header's links, clean URLs under any base
//! path, scripts only where islands are used, and an output folder replaced only on success.

use crate::common;

use common::{SiteCopy, page};

/// Every route of the product spec (section 2) plus the three the header also links.
const SPEC_ROUTES: [&str; 31] = [
    "/",
    "/login",
    "/signup",
    "/forgot-password",
    "/otp-verification",
    "/reset-password",
    "/mission",
    "/publications",
    "/vision",
    "/strategic-goals",
    "/purpose-goals",
    "/global-role",
    "/code-of-ethics",
    "/about-college",
    "/about-journal",
    "/editorial-board",
    "/submission-guidelines",
    "/issues",
    "/members",
    "/membership-application",
    "/individual-membership",
    "/student-membership",
    "/corporate-membership",
    "/academic-membership",
    "/regions",
    "/careers",
    "/disclaimer",
    "/purpose-of-website",
    "/profile",
    "/account-settings",
    "/corresponding",
];

/// The header's four dropdown groups, in the spec's order.
const HEADER_GROUPS: [&[&str]; 4] = [
    &[
        "/mission",
        "/vision",
        "/strategic-goals",
        "/purpose-goals",
        "/global-role",
        "/code-of-ethics",
        "/about-college",
    ],
    &["/publications", "/about-journal", "/editorial-board", "/submission-guidelines", "/issues"],
    &[
        "/members",
        "/individual-membership",
        "/student-membership",
        "/corporate-membership",
        "/academic-membership",
        "/regions",
        "/careers",
    ],
    &["/disclaimer", "/purpose-of-website"],
];

/// The values of every `name="..."` attribute in a page.
fn attribute_values<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let marker = format!(" {name}=\"");
    html.match_indices(&marker)
        .map(|(at, m)| {
            let start = at + m.len();
            &html[start..start + html[start..].find('"').unwrap()]
        })
        .collect()
}

fn hrefs(html: &str) -> Vec<&str> {
    attribute_values(html, "href")
}

fn page_file(route: &str) -> String {
    if route == "/" { "dist/index.html".into() } else { format!("dist{route}/index.html") }
}

fn header(html: &str) -> &str {
    let start = html.find("<header").expect("a header");
    &html[start..start + html[start..].find("</header>").expect("header closes")]
}

#[test]
fn every_spec_route_is_a_clean_url_with_one_h1() {
    let site = SiteCopy::new();
    site.build().unwrap();
    for route in SPEC_ROUTES {
        let html = site.read(&page_file(route));
        assert_eq!(html.matches("<h1").count(), 1, "{route} has one h1");
        assert!(html.contains("<html lang=\"en\""), "{route} declares its language");
        assert!(html.contains("<main id=\"main\""), "{route} has a main landmark to skip to");
    }
    assert!(site.out().join("404.html").is_file());
}

#[test]
fn the_header_links_the_four_groups_in_the_spec_order_on_every_page() {
    let site = SiteCopy::new();
    site.build().unwrap();
    for route in ["/", "/regions", "/login"] {
        let html = site.read(&page_file(route));
        let links = hrefs(header(&html));
        let mut position = 0;
        for group in HEADER_GROUPS {
            for route in group {
                let wanted = format!("{route}/");
                let found = links[position..].iter().position(|href| *href == wanted);
                let found = found.unwrap_or_else(|| {
                    panic!("header lacks {wanted} after position {position}: {links:?}")
                });
                position += found + 1;
            }
        }
        for route in
            ["/", "/login/", "/signup/", "/corresponding/", "/profile/", "/account-settings/"]
        {
            assert!(links.contains(&route), "header links {route}: {links:?}");
        }
    }
}

#[test]
fn a_base_url_with_a_sub_path_rewrites_every_link_and_asset() {
    let site = SiteCopy::new();
    let mut options = site.options();
    options.base_url = Some("https://example.org/sub/".into());
    ssg::build(&options, false).unwrap();
    let html = site.read("dist/student-membership/index.html");
    for href in hrefs(&html).into_iter().chain(attribute_values(&html, "src")) {
        let external = href.starts_with("https://")
            || href.starts_with("mailto:")
            || href.starts_with("tel:")
            || href.starts_with('#');
        assert!(external || href.starts_with("/sub/"), "{href} is not under /sub/");
        assert!(
            !href.starts_with("https://")
                || href.starts_with("https://example.org/sub/")
                || !href.contains("example.org"),
            "{href}"
        );
    }
    assert!(
        html.contains(
            "<link rel=\"canonical\" href=\"https://example.org/sub/student-membership/\""
        )
    );
    assert!(site.read("dist/sitemap.xml").contains("<loc>https://example.org/sub/mission/</loc>"));
    assert!(site.read("dist/robots.txt").contains("Sitemap: https://example.org/sub/sitemap.xml"));
}

#[test]
fn a_reading_page_loads_only_the_header_module() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let html = site.read("dist/mission/index.html");
    let scripts: Vec<&str> = html
        .match_indices("<script")
        .map(|(at, _)| &html[at..at + html[at..].find('>').unwrap()])
        .collect();
    assert_eq!(scripts.len(), 1, "{scripts:?}");
    assert!(
        scripts[0].contains("type=\"module\"") && scripts[0].contains("/assets/header-"),
        "{scripts:?}"
    );
    let preloads: Vec<&str> = html
        .match_indices("rel=\"modulepreload\" href=\"")
        .map(|(at, m)| &html[at + m.len()..])
        .collect();
    assert!(
        preloads.iter().all(|rest| !rest.starts_with("/assets/react-")),
        "no React chunk is preloaded: {preloads:?}"
    );
}

#[test]
fn a_page_with_an_island_loads_it_with_its_chunks_preloaded() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let html = site.read("dist/membership-application/index.html");
    assert!(
        html.contains("data-island=\"MembershipWizard\" data-props=\"{&quot;countries&quot;:[{"),
        "mount point with props, the countries from the site's data"
    );
    assert!(
        html.contains("<script type=\"module\" src=\"/assets/MembershipWizard-"),
        "island script"
    );
    assert!(html.contains("rel=\"modulepreload\""), "shared chunks preloaded");
    for asset in hrefs(&html).into_iter().filter(|h| h.starts_with("/assets/")) {
        assert!(site.out().join(asset.trim_start_matches('/')).is_file(), "{asset} was copied");
    }
}

#[test]
fn the_sitemap_lists_public_pages_only() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let sitemap = site.read("dist/sitemap.xml");
    assert!(sitemap.contains("<loc>https://www.example.org/regions/</loc>"), "{sitemap}");
    assert!(!sitemap.contains("/login/"), "sign-in is not for search engines");
    assert!(!sitemap.contains("404"));
}

#[test]
fn a_table_scrolls_in_a_focusable_region_named_after_its_section() {
    let site = SiteCopy::new();
    site.write(
        "content/table-test.md",
        &page("## Fees & dues\n\n| Plan | Fee |\n|---|---|\n| Student | 0 |\n\nAfter.\n"),
    );
    site.build().unwrap();
    let html = site.read("dist/table-test/index.html");
    assert!(
        html.contains(
            "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Fees &amp; dues\">\n<table>"
        ),
        "{html}"
    );
    assert!(html.contains("</table>\n</div>"), "{html}");
}

#[test]
fn the_security_headers_are_written_for_static_hosts() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let headers = site.read("dist/_headers");
    let rule: Vec<&str> = headers.lines().collect();
    assert_eq!(rule[0], "/*", "{headers}");
    let policy = rule
        .iter()
        .find_map(|line| line.trim().strip_prefix("Content-Security-Policy: "))
        .expect("a policy");
    assert!(policy.contains("script-src 'self';"), "{policy}");
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    assert!(!policy.contains("unsafe-inline"), "{policy}");
    assert!(headers.contains("  X-Content-Type-Options: nosniff\n"));
}

#[test]
fn placeholders_come_from_the_site_settings() {
    let site = SiteCopy::new();
    site.edit(
        "content/data/site.yaml",
        "membership: membership@example.org",
        "membership: join@example.org",
    );
    site.write(
        "content/test-page.md",
        &page("Write to {{ site.emails.membership }} or <Email to=\"membership\" />.\n"),
    );
    site.build().unwrap();
    let html = site.read("dist/test-page/index.html");
    assert!(
        html.contains("Write to join@example.org or <a href=\"mailto:join@example.org\""),
        "{html}"
    );
}

#[test]
fn a_failed_build_leaves_the_previous_output_untouched() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let before = site.read("dist/mission/index.html");
    site.write("dist/marker.txt", "from the previous build");
    site.write("content/about/mission.md", "---\ntitle: Broken\n---\n");
    assert!(site.build().is_err());
    assert_eq!(site.read("dist/mission/index.html"), before);
    assert_eq!(site.read("dist/marker.txt"), "from the previous build");
    let leftovers: Vec<_> = std::fs::read_dir(site.root())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".dist."))
        .collect();
    assert!(leftovers.is_empty(), "no staging folder left behind: {leftovers:?}");
}

#[test]
fn a_successful_build_replaces_the_whole_output() {
    let site = SiteCopy::new();
    site.build().unwrap();
    site.write("dist/stale.html", "left from an old build");
    site.build().unwrap();
    assert!(!site.out().join("stale.html").exists(), "the output holds this build only");
    assert!(site.out().join("mission/index.html").is_file());
}

#[test]
fn an_island_prop_can_name_site_data() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("<LoginForm countries=\"data:countries\" />\n"));
    site.build().unwrap();
    let html = site.read("dist/test-page/index.html");
    assert!(html.contains("&quot;countries&quot;:[{&quot;code&quot;:&quot;AF&quot;,&quot;name&quot;:&quot;Afghanistan&quot;}"), "{html}");
}

#[test]
fn islands_are_rendered_to_html_at_build_time() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("<LoginForm />\n"));
    site.build().unwrap();
    let html = site.read("dist/test-page/index.html");
    let mount = &html[html.find("data-island=\"LoginForm\"").unwrap()..];
    let inner = &mount[mount.find('>').unwrap() + 1..];
    assert!(
        inner.starts_with("<form class=\"account-form\"")
            && inner.contains("<label for=\"email\">Email</label>"),
        "prerendered: {}",
        &inner[..inner.len().min(300)]
    );
}

#[test]
fn a_section_with_an_overview_page_is_a_link_in_the_breadcrumb() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let board = site.read("dist/editorial-board/index.html");
    assert!(board.contains(r#"<li><a href="/publications/">Publications</a></li>"#), "{board}");
    let regions = site.read("dist/regions/index.html");
    assert!(regions.contains(r#"<li><a href="/members/">Membership</a></li>"#));
    // A section without one stays plain text, and the overview page itself is not linked twice.
    assert!(site.read("dist/vision/index.html").contains("<li>About</li>"));
    assert!(
        !site.read("dist/publications/index.html").contains(r#"<li><a href="/publications/">"#)
    );
}

/// The site's folders are read through links, as an editor who links a folder in expects: a
/// folder of pages and a folder of downloads linked from elsewhere are built like their own; a
/// link back up the tree is reported, naming it, and nothing is written.
#[test]
fn linked_folders_are_read_through_and_a_link_loop_is_reported() {
    let site = SiteCopy::new();
    let elsewhere = site.root().join("elsewhere");
    std::fs::create_dir_all(elsewhere.join("pages")).unwrap();
    std::fs::write(elsewhere.join("pages/linked-page.md"), page("## Linked\n\nFrom elsewhere."))
        .unwrap();
    std::fs::create_dir_all(elsewhere.join("files")).unwrap();
    std::fs::write(elsewhere.join("files/agenda.txt"), "agenda").unwrap();
    let link = |to: &std::path::Path, at: &str| {
        std::os::unix::fs::symlink(to, site.root().join(at)).unwrap()
    };
    link(&elsewhere.join("pages"), "content/linked");
    link(&elsewhere.join("files"), "content/static/linked-files");
    site.build().unwrap();
    assert!(site.read("dist/linked-page/index.html").contains("From elsewhere."));
    assert_eq!(site.read("dist/linked-files/agenda.txt"), "agenda");

    link(&site.root().join("content"), "content/linked/back");
    let before = site.read("dist/linked-page/index.html");
    let problem = site.problem();
    assert!(problem.contains("content/linked/back"), "{problem}");
    assert_eq!(site.read("dist/linked-page/index.html"), before);
}
