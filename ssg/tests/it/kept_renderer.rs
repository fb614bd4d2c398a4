//! `ssg serve` keeps one island renderer running for its rebuilds: a save that changes an island
//! is rendered by it without starting Node, a renderer that died is started again, and one that
//! cannot run is an error the overlay shows.

use crate::common;

use std::collections::BTreeSet;
use std::path::PathBuf;

use common::SiteCopy;
use ssg::serve::incremental::{Outcome, rebuild_pages};

const WIZARD_PAGE: &str = "content/membership/membership-application.md";

fn serving(site: &SiteCopy) -> (ssg::BuildOptions, ssg::rendering::Rendering) {
    let mut options = site.options();
    options.dev = true;
    // No cached islands: the first build renders them through the kept renderer.
    let _ = std::fs::remove_file(site.root().join("site/dist-ssr/ssg-prerendered.json"));
    let (_, rendering) = ssg::build_and_keep(&options).expect("the site builds");
    (options, rendering)
}

fn change_the_island(site: &SiteCopy, variant: &str) -> BTreeSet<PathBuf> {
    let mut text = site.read(WIZARD_PAGE);
    // Drop the variant an earlier change gave it.
    if let Some(start) = text.find(" variant=\"") {
        let end = start + text[start + 10..].find('"').unwrap() + 11;
        text.replace_range(start..end, "");
    }
    let edited = text.replacen(
        "<MembershipWizard ",
        &format!("<MembershipWizard variant=\"{variant}\" "),
        1,
    );
    site.write(WIZARD_PAGE, &edited);
    BTreeSet::from([site.root().join(WIZARD_PAGE)])
}

fn renderer_pid(rendering: &ssg::rendering::Rendering) -> u32 {
    let islands = &rendering.inputs.islands;
    islands.kept_renderer_pid().expect("the renderer runs")
}

fn kill(pid: u32) {
    // SAFETY: sending a signal to a process id has no memory effects.
    let killed = unsafe { libc::kill(pid as libc::pid_t, libc::SIGKILL) };
    assert_eq!(killed, 0, "the renderer could not be stopped");
}

#[test]
fn one_renderer_serves_every_rebuild() {
    let site = SiteCopy::new();
    let (options, mut rendering) = serving(&site);
    let pid = renderer_pid(&rendering);
    for variant in ["a", "b"] {
        let changed = change_the_island(&site, variant);
        let outcome = rebuild_pages(&mut rendering, &options, &changed).expect("the page rebuilds");
        assert!(matches!(outcome, Outcome::Rebuilt { pages: 1, .. }));
    }
    assert_eq!(rendering.inputs.islands.kept_renderer_pid(), Some(pid), "the same process");
    let html = site.read("dist/membership-application/index.html");
    assert!(html.contains("variant&quot;:&quot;b&quot;"), "the new props are in the page");
}

#[test]
fn a_renderer_that_died_is_started_again() {
    let site = SiteCopy::new();
    let (options, mut rendering) = serving(&site);
    let pid = renderer_pid(&rendering);
    kill(pid);
    let changed = change_the_island(&site, "after-a-crash");
    rebuild_pages(&mut rendering, &options, &changed).expect("a new renderer takes over");
    let new_pid = renderer_pid(&rendering);
    assert_ne!(new_pid, pid);
}

#[test]
fn a_renderer_that_cannot_run_is_an_error_for_the_overlay() {
    let site = SiteCopy::new();
    let (options, mut rendering) = serving(&site);
    site.write(
        "site/scripts/prerender.mjs",
        "console.error('the renderer is broken'); process.exit(3);\n",
    );
    kill(renderer_pid(&rendering));
    let changed = change_the_island(&site, "broken");
    let Err(failure) = rebuild_pages(&mut rendering, &options, &changed) else {
        panic!("no renderer can run, yet the page rebuilt");
    };
    let message = failure.to_string();
    assert!(message.contains("the island renderer stopped"), "{message}");
    assert!(message.contains("the renderer is broken"), "{message}");
}
