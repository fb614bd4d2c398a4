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
    message_catalogs();
    // Again when HEAD moves (a commit, a checkout, a reset appends to its log).
    for path in ["../.git/HEAD", "../.git/logs/HEAD"] {
        println!("cargo:rerun-if-changed={path}");
    }
}

/// The message catalog the service answers from (`locales/<lang>/*.ftl`, the site's one catalog;
/// of the theme's `site.ftl`, the service uses the dates' words), built into the binary as
/// `(language, file, text)`.
fn message_catalogs() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    let mut pending = vec![root.clone()];
    while let Some(dir) = pending.pop() {
        println!("cargo:rerun-if-changed={}", dir.display());
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", path.display());
                files.push(path);
            }
        }
    }
    files.sort();
    let mut code = String::from("&[\n");
    for path in files {
        let relative = path.strip_prefix(&root).expect("under locales");
        let language = relative.components().next().expect("a language folder");
        let language = language.as_os_str().to_string_lossy();
        code.push_str(&format!(
            "    ({language:?}, {:?}, include_str!({:?})),\n",
            relative.display().to_string(),
            path.canonicalize().expect("readable").display().to_string()
        ));
    }
    code.push_str("]\n");
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogs.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
