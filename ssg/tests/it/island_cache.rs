//! Prerendered islands are kept between builds: a build whose islands did not change starts no
//! Node at all, and an island whose props changed is rendered again.

use crate::common;

use common::SiteCopy;

const WIZARD_PAGE: &str = "content/membership/membership-application.md";

#[test]
fn a_build_whose_islands_did_not_change_starts_no_node() {
    let site = SiteCopy::new();
    site.build().expect("the first build renders every island");
    let login = site.read("dist/login/index.html");
    assert!(login.contains("<form"), "the login form is prerendered");
    // A renderer that fails if started: the next build must not need it.
    site.write("site/scripts/prerender.mjs", "process.exit(3);\n");
    site.build().expect("the second build takes every island from the cache");
    assert_eq!(site.read("dist/login/index.html"), login);
}

#[test]
fn an_island_whose_props_changed_is_rendered_again() {
    let site = SiteCopy::new();
    site.build().expect("the first build renders every island");
    site.write("site/scripts/prerender.mjs", "process.exit(3);\n");
    site.edit(WIZARD_PAGE, "<MembershipWizard ", "<MembershipWizard variant=\"b\" ");
    let failure = site.build().expect_err("the changed island needs the renderer");
    assert!(failure.to_string().contains("rendering the islands failed"), "{failure}");
}
