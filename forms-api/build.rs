//! The version the service reports: Cargo's, with the commit it was built from when built in git
//! (`0.1.0 (git a505222)`).

use std::process::Command;

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let commit = Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|commit| commit.trim().to_string())
        .filter(|commit| !commit.is_empty());
    let full = match commit {
        Some(commit) => format!("{version} (git {commit})"),
        None => version.to_string(),
    };
    println!("cargo:rustc-env=FORMS_API_VERSION={full}");
    // Again when HEAD moves (a commit, a checkout, a reset appends to its log).
    for path in ["../.git/HEAD", "../.git/logs/HEAD"] {
        println!("cargo:rerun-if-changed={path}");
    }
}
