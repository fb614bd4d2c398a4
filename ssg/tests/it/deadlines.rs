//! Text that follows a deadline: built on dates either side of each deadline in the data, pages
//! say "open, N days left" with the small script that keeps it right, or "closed on" with none.

use crate::common;

use common::SiteCopy;

fn build_on(site: &SiteCopy, today: &str) {
    let mut options = site.options();
    options.today = Some(today.parse().unwrap());
    if let Err(problems) = ssg::build(&options, false) {
        panic!("the site does not build on {today}:\n{problems}");
    }
}

fn loads_the_deadline_script(html: &str) -> bool {
    html.contains("/assets/deadline-")
}

#[test]
fn the_call_for_papers_is_open_with_the_days_left_then_closed() {
    let site = SiteCopy::new();
    build_on(&site, "2025-11-19");
    let issues = site.read("dist/issues/index.html");
    assert!(
        issues.contains(
            "Submissions for both themes are open until December 1, 2025 (12 days left)."
        ),
        "{issues}"
    );
    assert!(issues.contains("data-deadline=\"2025-12-01\""));
    assert!(loads_the_deadline_script(&issues));
    let publications = site.read("dist/publications/index.html");
    assert!(publications.contains("are open until December 1, 2025 (12 days left)"));

    build_on(&site, "2025-12-01");
    assert!(site.read("dist/issues/index.html").contains("(closes today)"));

    build_on(&site, "2025-12-02");
    let issues = site.read("dist/issues/index.html");
    assert!(issues.contains("Submissions for both themes closed on December 1, 2025."));
    assert!(!issues.contains("data-deadline"));
    assert!(!loads_the_deadline_script(&issues));
}

#[test]
fn the_free_membership_offer_is_open_then_ended() {
    let site = SiteCopy::new();
    build_on(&site, "2025-04-01");
    let student = site.read("dist/student-membership/index.html");
    assert!(student.contains("30 days left"), "{student}");
    assert!(loads_the_deadline_script(&student));
    assert!(!student.contains("data-island"), "the student page places no island");
    // The first of the month in full: French writes it as an ordinal.
    let french = site.read("dist/fr/student-membership/index.html");
    assert!(french.contains("jusqu’au 1er mai 2025"), "{french}");
    let spanish = site.read("dist/es/student-membership/index.html");
    assert!(spanish.contains("1 de mayo de 2025"), "{spanish}");

    build_on(&site, "2025-05-02");
    let student = site.read("dist/student-membership/index.html");
    assert!(!student.contains("days left"));
    assert!(!loads_the_deadline_script(&student));
    assert!(!student.contains("data-island"));
}

#[test]
fn a_deadline_the_data_does_not_have_is_an_editors_problem() {
    let site = SiteCopy::new();
    let line = site.edit(
        "content/publications/issues.md",
        "<Deadline on=\"special_issues\"",
        "<Deadline on=\"special_isues\"",
    );
    let problems = site.build().unwrap_err().to_string();
    assert!(problems.contains(&format!("content/publications/issues.md:{line}:")), "{problems}");
    assert!(
        problems
            .contains("<Deadline /> names the date `special_isues`, which the data does not have"),
        "{problems}"
    );
    assert!(problems.contains("did you mean on=\"special_issues\"?"), "{problems}");
}
