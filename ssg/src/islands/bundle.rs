//! The islands' bundle: running npm and Vite in `site/` when their inputs changed, and reading
//! Vite's manifest to know which islands exist and which files each page must load.

use std::collections::{BTreeMap, BTreeSet};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Instant, SystemTime};

use serde::{Deserialize, Serialize};

use walkdir::WalkDir;

use super::kept_renderer;

use super::build_lock::{BUILD_LOCK, lock_islands};
use crate::diagnostics::{Diagnostic, Diagnostics};

/// What to do about the Vite build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IslandMode {
    /// Run npm ci / vite build when their inputs changed, then read the manifest.
    Build,
    /// Read the manifest of the last Vite build as it is (fast rebuilds, benchmarks).
    UseExisting,
}

pub const SITE_DIR: &str = "site";
const OUT_DIR: &str = "dist";
const MANIFEST: &str = "dist/.vite/manifest.json";
/// The build-time renderer (`vite build --ssr src/ssr.tsx`); see `prerender`.
pub(crate) const RENDERER: &str = "dist-ssr/ssr.js";
const FINGERPRINT: &str = "dist/.ssg-inputs";
/// The entries that are not islands (`PAGE_SCRIPTS` in `site/src/islands/registry.ts`): the
/// header's script, and the small one that keeps a deadline's days left right (no React).
const HEADER_ENTRY: &str = "header";
const DEADLINE_ENTRY: &str = "deadline";

#[derive(Debug, Deserialize)]
struct ManifestChunk {
    file: String,
    /// The entry's name in the registry (entries), or the chunk's.
    #[serde(default)]
    name: Option<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
}

/// The files one page loads, as site links (`/assets/...`); the theme applies the base path.
#[derive(Debug, Default, Clone, Serialize, PartialEq, Eq)]
pub struct Assets {
    pub scripts: Vec<String>,
    pub preloads: Vec<String>,
    pub styles: Vec<String>,
}

#[derive(Debug, Default)]
pub struct Islands {
    manifest: BTreeMap<String, ManifestChunk>,
    /// Island name -> manifest key of its entry.
    entries: BTreeMap<String, String>,
    header: Option<String>,
    deadline: Option<String>,
    /// Vite's output folder, whose `assets/` is copied into the site.
    pub out_dir: Option<PathBuf>,
    /// The `site/` folder, when it holds a built island renderer.
    pub(crate) renderer: Option<PathBuf>,
    /// Under `ssg serve`: one renderer process kept for every rebuild (see `keep_renderer`).
    pub(super) kept_renderer: Option<std::sync::Mutex<kept_renderer::KeptRenderer>>,
    pub vite_ran: bool,
}

impl Islands {
    /// A site without a `site/` folder has no islands and no header script.
    pub fn load(root: &Path, mode: IslandMode) -> Result<Islands, Diagnostics> {
        let site = root.join(SITE_DIR);
        if !site.join("package.json").is_file() {
            return Ok(Islands::default());
        }
        let mut vite_ran = false;
        let _building = match mode {
            IslandMode::Build => Some(lock_islands(&site).map_err(|error| {
                Diagnostic::file(
                    &Path::new(SITE_DIR).join(BUILD_LOCK),
                    format!("cannot lock the islands' build: {error}"),
                )
            })?),
            IslandMode::UseExisting => None,
        };
        if mode == IslandMode::Build {
            ensure_dependencies(&site)?;
            vite_ran = ensure_vite_build(&site)?;
        }
        let manifest_path = site.join(MANIFEST);
        let text = std::fs::read_to_string(&manifest_path).map_err(|error| {
            Diagnostic::file(
                &Path::new(SITE_DIR).join(MANIFEST),
                format!("cannot read Vite's manifest: {error}"),
            )
            .with_help("build the islands once with `ssg build` (without --skip-islands)")
        })?;
        let manifest: BTreeMap<String, ManifestChunk> =
            serde_json::from_str(&text).map_err(|error| {
                Diagnostic::file(
                    &Path::new(SITE_DIR).join(MANIFEST),
                    format!("Vite's manifest is not what ssg expects: {error}"),
                )
            })?;
        let mut entries = entries_by_name(&manifest);
        let header = entries.remove(HEADER_ENTRY);
        let deadline = entries.remove(DEADLINE_ENTRY);
        let renderer = site.join(RENDERER).is_file().then(|| site.clone());
        Ok(Islands {
            manifest,
            entries,
            header,
            deadline,
            out_dir: Some(site.join(OUT_DIR)),
            renderer,
            kept_renderer: None,
            vite_ran,
        })
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.keys().map(String::as_str)
    }

    /// Keep one renderer process for every render of these islands (`ssg serve`), instead of
    /// starting Node for each.
    pub fn keep_renderer(&mut self) {
        if let Some(site) = &self.renderer {
            let kept = kept_renderer::KeptRenderer::new(site);
            self.kept_renderer = Some(std::sync::Mutex::new(kept));
        }
    }

    /// The kept renderer's process id while it runs (for diagnostics and tests).
    pub fn kept_renderer_pid(&self) -> Option<u32> {
        let kept = self.kept_renderer.as_ref()?;
        kept.lock().ok()?.pid()
    }

    pub fn contains(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    pub fn count(&self) -> usize {
        self.entries.len()
    }

    /// The scripts, preloads and styles of a page that uses these islands (plus the header, and
    /// the deadline script when the page shows a deadline still open).
    pub fn assets_for<'a>(&self, used: impl IntoIterator<Item = &'a str>, dated: bool) -> Assets {
        let roots: Vec<&String> = self
            .header
            .iter()
            .chain(self.deadline.iter().filter(|_| dated))
            .chain(used.into_iter().filter_map(|name| self.entries.get(name)))
            .collect();
        let mut assets = Assets::default();
        let mut seen = BTreeSet::new();
        for root in &roots {
            if let Some(chunk) = self.manifest.get(*root) {
                push_unique(&mut assets.scripts, format!("/{}", chunk.file));
            }
        }
        let mut stack: Vec<&String> = roots.clone();
        while let Some(key) = stack.pop() {
            if !seen.insert(key) {
                continue;
            }
            let Some(chunk) = self.manifest.get(key) else {
                continue;
            };
            for css in &chunk.css {
                push_unique(&mut assets.styles, format!("/{css}"));
            }
            for import in &chunk.imports {
                if let Some(imported) = self.manifest.get(import) {
                    push_unique(&mut assets.preloads, format!("/{}", imported.file));
                }
                stack.push(import);
            }
        }
        assets
    }
}

fn push_unique(list: &mut Vec<String>, item: String) {
    if !list.contains(&item) {
        list.push(item);
    }
}

/// `src/islands/Countdown/index.tsx` -> `Countdown`.
/// Entry name -> manifest key. The Vite config keys every entry by its name in
/// `site/src/islands/registry.ts`, so an island's entry chunk carries `"name": "<Island>"`.
fn entries_by_name(manifest: &BTreeMap<String, ManifestChunk>) -> BTreeMap<String, String> {
    manifest
        .iter()
        .filter(|(_, chunk)| chunk.is_entry)
        .filter_map(|(key, chunk)| Some((chunk.name.clone()?, key.clone())))
        .collect()
}

fn run(site: &Path, program: &str, args: &[&str], what: &str) -> Result<(), Diagnostics> {
    let started = Instant::now();
    eprintln!("islands: {what}...");
    let output = Command::new(program).args(args).current_dir(site).output().map_err(|error| {
        Diagnostic::file(Path::new(SITE_DIR), format!("cannot run `{program}`: {error}"))
            .with_help("install Node.js 20 and npm (see README.md)")
    })?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let stdout = String::from_utf8_lossy(&output.stdout);
        let detail: Vec<&str> =
            stdout.lines().chain(stderr.lines()).filter(|l| !l.trim().is_empty()).collect();
        let tail = detail[detail.len().saturating_sub(25)..].join("\n");
        return Err(Diagnostic::file(Path::new(SITE_DIR), format!("{what} failed:\n{tail}")).into());
    }
    eprintln!("islands: {what} done in {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// `npm ci` when node_modules is missing or older than the lock file.
fn ensure_dependencies(site: &Path) -> Result<(), Diagnostics> {
    let installed = modified(&site.join("node_modules/.package-lock.json"));
    let locked = modified(&site.join("package-lock.json"));
    if installed.is_some() && installed >= locked {
        return Ok(());
    }
    run(site, "npm", &["ci", "--no-audit", "--no-fund"], "npm ci")
}

/// `vite build` when the island sources, the lock file or the build config changed since the
/// last build; returns whether it ran.
fn ensure_vite_build(site: &Path) -> Result<bool, Diagnostics> {
    let fingerprint = inputs_fingerprint(site);
    let previous = std::fs::read_to_string(site.join(FINGERPRINT)).unwrap_or_default();
    if previous == fingerprint && site.join(MANIFEST).is_file() {
        return Ok(false);
    }
    run(
        site,
        "node",
        &["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
        "vite build",
    )?;
    let render_build =
        ["node_modules/vite/bin/vite.js", "build", "--ssr", "src/ssr.tsx", "--logLevel", "warn"];
    run(site, "node", &render_build, "vite build of the island renderer")?;
    std::fs::write(site.join(FINGERPRINT), fingerprint).map_err(|error| {
        Diagnostic::file(Path::new(SITE_DIR), format!("cannot record the Vite build: {error}"))
    })?;
    Ok(true)
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|meta| meta.modified()).ok()
}

/// Names, sizes and modification times of everything Vite reads: cheap, and changes whenever an
/// editor saves a file.
fn inputs_fingerprint(site: &Path) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    // Vite writes the forms' service address into the islands.
    std::env::var("VITE_API_BASE").ok().hash(&mut hasher);
    // Besides the islands' own files, the common-password list they load from contract/.
    let top_level = [
        "package-lock.json",
        "vite.config.ts",
        "tsconfig.json",
        "scripts/prerender.mjs",
        "../contract/common-passwords.txt",
    ]
    .map(|name| site.join(name));
    let sources =
        WalkDir::new(site.join("src")).sort_by_file_name().into_iter().filter_map(Result::ok);
    // The forms' message catalogs, which the islands' build compiles (not the theme's site.ftl).
    let catalogs = WalkDir::new(site.join("../locales"))
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name() != "site.ftl");
    let files = sources.chain(catalogs).map(|entry| entry.into_path());
    for path in top_level.into_iter().chain(files) {
        if let Ok(meta) = std::fs::metadata(&path) {
            path.hash(&mut hasher);
            meta.len().hash(&mut hasher);
            meta.modified().ok().hash(&mut hasher);
        }
    }
    format!("{:016x}", hasher.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_process_waits_for_the_islands_being_built_then_finds_them_built() {
        let root = tempfile::tempdir().unwrap();
        let site = root.path().join("site");
        std::fs::create_dir_all(site.join("src")).unwrap();
        std::fs::create_dir_all(site.join("dist/.vite")).unwrap();
        std::fs::create_dir_all(site.join("node_modules")).unwrap();
        std::fs::write(site.join("package.json"), "{}").unwrap();
        std::fs::write(site.join("package-lock.json"), "{}").unwrap();
        std::fs::write(site.join("node_modules/.package-lock.json"), "{}").unwrap();
        std::fs::write(site.join("src/main.ts"), "export {};").unwrap();
        std::fs::write(site.join(MANIFEST), "{}").unwrap();
        std::fs::write(site.join(FINGERPRINT), inputs_fingerprint(&site)).unwrap();

        // Another process is building: the load waits for it.
        let building = lock_islands(&site).unwrap();
        let (done, finished) = std::sync::mpsc::channel();
        let path = root.path().to_path_buf();
        let loader = std::thread::spawn(move || {
            let loaded = Islands::load(&path, IslandMode::Build).map(|islands| islands.vite_ran);
            done.send(()).unwrap();
            loaded
        });
        let waited = finished.recv_timeout(std::time::Duration::from_millis(300));
        assert!(waited.is_err(), "the load did not wait for the build under way");
        drop(building);
        assert!(!loader.join().unwrap().unwrap(), "the islands were built: no Vite again");
    }

    #[test]
    fn a_changed_catalog_of_the_forms_rebuilds_the_islands_and_the_theme_s_does_not() {
        let root = tempfile::tempdir().unwrap();
        let site = root.path().join("site");
        std::fs::create_dir_all(site.join("src")).unwrap();
        std::fs::create_dir_all(root.path().join("locales/fr")).unwrap();
        std::fs::write(site.join("src/main.ts"), "export {};").unwrap();
        let forms = root.path().join("locales/fr/forms.ftl");
        let theme = root.path().join("locales/fr/site.ftl");
        std::fs::write(&forms, "a = A\n").unwrap();
        std::fs::write(&theme, "b = B\n").unwrap();
        let before = inputs_fingerprint(&site);
        std::fs::write(&theme, "b = Bien plus long\n").unwrap();
        assert_eq!(inputs_fingerprint(&site), before, "the theme's catalog is not the islands'");
        std::fs::write(&forms, "a = Bien plus long\n").unwrap();
        assert_ne!(inputs_fingerprint(&site), before);
    }

    #[test]
    fn entries_are_named_as_in_the_registry() {
        let manifest = r#"{
          "src/header/header.ts": {"file": "a.js", "name": "header", "isEntry": true},
          "src/islands/Countdown/index.tsx": {"file": "b.js", "name": "Countdown", "isEntry": true},
          "_react-3.js": {"file": "c.js", "name": "react"}
        }"#;
        let manifest: BTreeMap<String, ManifestChunk> = serde_json::from_str(manifest).unwrap();
        let entries = entries_by_name(&manifest);
        assert_eq!(entries["Countdown"], "src/islands/Countdown/index.tsx");
        assert_eq!(entries["header"], "src/header/header.ts");
        assert!(!entries.contains_key("react"));
    }

    #[test]
    fn a_page_loads_the_header_its_islands_and_their_shared_chunks() {
        let manifest = r#"{
          "src/header/header.ts": {"file": "assets/header-1.js", "src": "src/header/header.ts", "isEntry": true},
          "src/islands/Countdown/index.tsx": {"file": "assets/Countdown-2.js", "src": "src/islands/Countdown/index.tsx", "isEntry": true, "imports": ["_react-3.js"], "css": ["assets/Countdown-4.css"]},
          "_react-3.js": {"file": "assets/react-3.js"}
        }"#;
        let manifest: BTreeMap<String, ManifestChunk> = serde_json::from_str(manifest).unwrap();
        let islands = Islands {
            entries: [("Countdown".to_string(), "src/islands/Countdown/index.tsx".to_string())]
                .into(),
            header: Some("src/header/header.ts".into()),
            manifest,
            ..Islands::default()
        };
        let reading = islands.assets_for([], false);
        assert_eq!(reading.scripts, ["/assets/header-1.js"]);
        assert!(reading.preloads.is_empty());
        let with_island = islands.assets_for(["Countdown"], false);
        assert_eq!(with_island.scripts, ["/assets/header-1.js", "/assets/Countdown-2.js"]);
        assert_eq!(with_island.preloads, ["/assets/react-3.js"]);
        assert_eq!(with_island.styles, ["/assets/Countdown-4.css"]);
    }
}
