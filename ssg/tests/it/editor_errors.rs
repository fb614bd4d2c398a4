//! What an editor sees when they get something wrong: every problem named by file, line and
//! column, with the offending line and how to fix it; nothing written.

use crate::common;

use common::{SiteCopy, page};

#[test]
fn the_real_site_has_no_problems() {
    assert_eq!(SiteCopy::new().problems(), Vec::<String>::new());
}

#[test]
fn an_unknown_front_matter_field_names_its_line() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", "---\ntitle: A\ndescription: B\ntitel: C\n---\n\nText.\n");
    let problem = site.problem();
    assert!(
        problem.starts_with("content/test-page.md:4:1: error: front matter: unknown field `titel`"),
        "{problem}"
    );
    assert!(problem.contains("4 | titel: C"), "the source line is shown: {problem}");
    assert!(
        problem.contains("help: did you mean `title`? the fields a page may have are"),
        "{problem}"
    );
}

#[test]
fn malformed_front_matter_yaml_names_its_line() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", "---\ntitle: A\ndescription: [unclosed\n---\n\nText.\n");
    let problem = site.problem();
    assert!(problem.starts_with("content/test-page.md:"), "{problem}");
    assert!(problem.contains("front matter:"), "{problem}");
}

#[test]
fn a_missing_description_is_reported() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", "---\ntitle: A\n---\n\nText.\n");
    let problem = site.problem();
    assert!(problem.contains("front matter: the `description:` line is missing"), "{problem}");
}

#[test]
fn a_page_without_front_matter_is_reported() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", "Just some text.\n");
    assert!(
        site.problem().starts_with("content/test-page.md:1:1: error: the page has no front matter")
    );
}

#[test]
fn a_broken_internal_link_names_file_line_and_column() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("Intro.\n\nRead [our vision](/visoin) today.\n"));
    let problem = site.problem();
    assert!(
        problem.starts_with("content/test-page.md:8:19: error: the link /visoin goes to no page"),
        "{problem}"
    );
    assert!(problem.contains("did you mean /vision?"), "{problem}");
}

#[test]
fn a_broken_anchor_is_reported_with_the_nearest_id() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("See [Europe](/regions#region-europe).\n"));
    let problem = site.problem();
    assert!(problem.contains("content/test-page.md:6:"), "{problem}");
    assert!(problem.contains("missing anchor #region-europe"), "{problem}");
    assert!(problem.contains("did you mean #region-eu"), "{problem}");
}

#[test]
fn a_link_to_a_heading_on_the_same_page_is_checked() {
    let site = SiteCopy::new();
    site.write(
        "content/test-page.md",
        &page("## Fees and dues\n\nSee [fees](#fees-and-dues) and [x](#nothing).\n"),
    );
    let problem = site.problem();
    assert!(problem.contains("missing anchor #nothing"), "{problem}");
}

#[test]
fn an_unknown_island_fails_the_build_and_suggests_the_nearest_name() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("<Loginform />\n"));
    let problem = site.problem();
    assert!(
        problem.starts_with(
            "content/test-page.md:6:1: error: there is no component or island called <Loginform />"
        ),
        "{problem}"
    );
    assert!(problem.contains("did you mean <LoginForm />?"), "{problem}");
    assert!(site.build().is_err());
    assert!(!site.out().exists(), "nothing was written");
}

#[test]
fn a_tag_that_is_not_on_its_own_line_is_reported() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("Some text\n<RegionIndex />\n"));
    assert!(site.problem().contains("a component tag must stand on its own line"));
}

#[test]
fn invalid_json_in_a_prop_points_into_the_braces() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("<Cards set={\"vision_mission\",} />\n"));
    let problem = site.problem();
    assert!(
        problem
            .starts_with("content/test-page.md:6:13: error: the value in braces is not valid JSON"),
        "{problem}"
    );
}

#[test]
fn a_component_missing_a_required_prop_is_reported_at_the_tag() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("<Cards />\n"));
    let problem = site.problem();
    assert!(problem.starts_with("content/test-page.md:6:1: error: <Cards />:"), "{problem}");
}

#[test]
fn an_unknown_placeholder_is_reported_with_a_suggestion() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("Write to {{ site.emails.membershp }}.\n"));
    let problem = site.problem();
    assert!(problem.starts_with("content/test-page.md:6:10: error:"), "{problem}");
    assert!(problem.contains("did you mean `{{ site.emails.membership }}`?"), "{problem}");
}

#[test]
fn a_level_one_heading_in_a_body_is_reported() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("# Another title\n"));
    assert!(site.problem().contains("a page has one level-1 heading"));
}

#[test]
fn two_pages_with_the_same_file_name_are_reported() {
    let site = SiteCopy::new();
    site.write("content/other/mission.md", &page("Text.\n"));
    assert!(site.problem().contains("already has the address /mission"));
}

#[test]
fn an_invalid_country_code_in_the_regions_names_its_line() {
    let site = SiteCopy::new();
    let line = site.edit("content/data/regions.yaml", "\"GB\"", "\"UK\"");
    let problem = site.problem();
    let expected = format!("content/data/regions.yaml:{line}:");
    assert!(problem.starts_with(&expected), "{problem}");
    assert!(problem.contains("`UK` is not an ISO 3166-1 alpha-2 country code"), "{problem}");
}

#[test]
fn a_volume_that_is_not_year_minus_2020_is_reported() {
    let site = SiteCopy::new();
    let line =
        site.edit("content/data/journal.yaml", "year: 2024, volume: 4", "year: 2024, volume: 7");
    let problem = site.problem();
    assert!(problem.starts_with(&format!("content/data/journal.yaml:{line}:")), "{problem}");
    assert!(problem.contains("volume 4"), "{problem}");
}

#[test]
fn an_unknown_key_in_a_data_file_names_its_line() {
    let site = SiteCopy::new();
    let line =
        site.edit("content/data/site.yaml", "founded: 2016", "founded: 2016\nfounder: Someone");
    let problem = site.problem();
    assert!(
        problem.starts_with(&format!(
            "content/data/site.yaml:{}:1: error: unknown field `founder`",
            line + 1
        )),
        "{problem}"
    );
}

#[test]
fn a_broken_link_in_the_navigation_names_its_line() {
    let site = SiteCopy::new();
    let line = site.edit("content/data/navigation.yaml", "href: /careers }", "href: /career }");
    let problem = site.problem();
    assert!(problem.starts_with(&format!("content/data/navigation.yaml:{line}:")), "{problem}");
    assert!(problem.contains("did you mean /careers?"), "{problem}");
}

#[test]
fn every_problem_is_reported_in_one_run() {
    let site = SiteCopy::new();
    site.write(
        "content/test-page.md",
        &page("[a](/nope) and [b](/vision#nowhere)\n\n<Nothing />\n"),
    );
    site.write("content/test-other.md", "---\ntitle: A\n---\n");
    assert_eq!(site.problems().len(), 4, "{:#?}", site.problems());
}

#[test]
fn the_command_line_prints_problems_without_a_backtrace_and_fails() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("[a](/nope)\n"));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ssg"))
        .args(["check", "--skip-islands", "--root"])
        .arg(site.root())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr.contains("content/test-page.md:6:5: error: the link /nope goes to no page"),
        "{stderr}"
    );
    assert!(stderr.contains("1 problem found; nothing was written."), "{stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "{stderr}");
}

#[test]
fn an_island_prop_naming_missing_data_is_reported() {
    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("<LoginForm items=\"data:nothing.here\" />\n"));
    let problem = site.problem();
    assert!(problem.contains("the prop `items` asks for data:nothing.here"), "{problem}");
}
