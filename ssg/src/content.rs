//! The pages of the site: every Markdown file under `content/`, its route and its front matter.
//! Folders only group files for editors; the file name is the URL (`about/mission.md` -> `/mission`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::frontmatter::{self, FrontMatter};
use crate::parallel;
use crate::source_file::SourceFile;

pub struct Page {
    pub source: SourceFile,
    pub route: String,
    pub front_matter: FrontMatter,
    pub body_start: usize,
    /// The language its file name gives (`mission.fr.md`); None for the default language.
    pub lang: Option<String>,
    /// The address of the default language's page it translates (its own, for that language).
    pub key: String,
}

impl Page {
    /// Where the page is written inside the output folder.
    pub fn output_path(&self) -> PathBuf {
        match self.route.as_str() {
            "/" => PathBuf::from("index.html"),
            // Hosts serve a 404 page by its file name: `404.html`, `fr/404.html`.
            route if self.is_not_found() => PathBuf::from(format!("{}.html", &route[1..])),
            route => Path::new(route.trim_start_matches('/')).join("index.html"),
        }
    }

    /// The link other pages use to reach this one.
    pub fn link(&self) -> std::borrow::Cow<'_, str> {
        if self.is_not_found() {
            format!("{}.html", self.route).into()
        } else {
            self.route.as_str().into()
        }
    }

    /// Whether this is the page for unknown addresses (`404.md`) or one of its translations.
    pub fn is_not_found(&self) -> bool {
        self.key == NOT_FOUND
    }
}

/// The route of the page for unknown addresses in the default language.
pub const NOT_FOUND: &str = "/404";

/// Folders of `content/` that hold something other than pages.
/// The folder of the pages, from the site's folder.
pub const CONTENT_DIR: &str = "content";
pub const DATA_DIR: &str = "data";
pub const STATIC_DIR: &str = "static";
/// Where news entries are written, from the site's folder; each is a page under `NEWS_ROUTE`.
pub const NEWS_DIR: &str = "content/news";
/// The news listing's address; entries are under it.
pub const NEWS_ROUTE: &str = "/news";

/// The pages that loaded, the addresses of those that did not (so links to them are not
/// reported twice), and what was wrong.
#[derive(Default)]
pub struct Loaded {
    pub pages: Vec<Page>,
    pub failed_routes: Vec<String>,
    pub problems: Diagnostics,
}

/// A page's front matter as the build cache kept it, for a file unchanged since: its text up to
/// the body, and the whole file's digest.
pub struct Recalled {
    pub front_matter: String,
    pub digest: u128,
}

/// Every page under `root`'s `content/`; `recall` gives the front matter of those whose files
/// the last build read as they are (by their path from `root`), which are not read again.
pub fn load(root: &Path, recall: &(dyn Fn(&Path) -> Option<Recalled> + Sync)) -> Loaded {
    let content = root.join("content");
    let mut problems = Diagnostics::default();
    let files = markdown_files(&content, &mut problems);
    // Reading and parsing front matter is independent for each file: spread it over the cores.
    let parsed = parallel::map(&files, |_, (path, relative)| {
        if let Some(Recalled { front_matter, digest }) = recall(relative) {
            let source = SourceFile::recalled(relative.clone(), front_matter, path.clone(), digest);
            let split = frontmatter::parse(&source);
            return Ok((source, split));
        }
        let text = std::fs::read_to_string(path).map_err(|error| {
            Diagnostic::file(relative, format!("cannot read this page: {error}"))
        })?;
        let mut source = SourceFile::new(relative.clone(), text);
        let split = frontmatter::parse(&source);
        // The body is read again when the page renders (`render::batches`): a large site's
        // bodies are most of its memory, and a build that keeps a page renders none of it.
        if let Ok(split) = &split {
            source.release_after(split.body_start, path.clone());
        }
        Ok::<_, Diagnostic>((source, split))
    });
    let mut pages = Vec::with_capacity(files.len());
    let mut routes: BTreeMap<String, &Path> = BTreeMap::new();
    let mut failed_routes = Vec::new();
    for ((_, relative), outcome) in files.iter().zip(parsed) {
        let (source, split) = match outcome {
            Ok(read) => read,
            Err(diagnostic) => {
                problems.push(diagnostic);
                continue;
            }
        };
        let route = route_of(relative);
        if let Some(other) = routes.insert(route.clone(), relative) {
            problems.push(
                Diagnostic::file(
                    relative,
                    format!("another page, {}, already has the address {route}", other.display()),
                )
                .with_help("the file name is the page's address: rename one of the two"),
            );
            continue;
        }
        match split {
            Ok(split) => {
                let page = Page {
                    source,
                    route,
                    front_matter: split.front_matter,
                    body_start: split.body_start,
                    lang: language_of(relative),
                    key: route_of(&without_language(relative)),
                };
                pages.push(page);
            }
            Err(found) => {
                problems.extend(found);
                failed_routes.push(route);
            }
        }
    }
    if pages.is_empty() && problems.is_empty() {
        problems.push(
            Diagnostic::file(Path::new("content"), "there are no pages")
                .with_help("add content/index.md"),
        );
    }
    Loaded { pages, failed_routes, problems }
}

/// One page read again after an edit (under `ssg serve`), or what is wrong with it now.
pub fn reload(root: &Path, relative: &Path) -> Result<Page, Diagnostics> {
    let path = root.join(relative);
    let text = std::fs::read_to_string(&path)
        .map_err(|error| Diagnostic::file(relative, format!("cannot read this page: {error}")))?;
    let source = SourceFile::new(relative.to_path_buf(), text);
    let split = frontmatter::parse(&source)?;
    Ok(Page {
        source,
        route: route_of(relative),
        front_matter: split.front_matter,
        body_start: split.body_start,
        lang: language_of(relative),
        key: route_of(&without_language(relative)),
    })
}

/// Every Markdown file under `content/` (outside data/ and static/), as its path and its path
/// relative to the site, in file-name order; anything else there is reported.
fn markdown_files(content: &Path, problems: &mut Diagnostics) -> Vec<(PathBuf, PathBuf)> {
    // Read through links, as every folder of the site is (a folder of pages linked from elsewhere).
    let walker = WalkDir::new(content).follow_links(true).sort_by_file_name();
    let walker = walker.into_iter().filter_entry(|entry| {
        let relative = entry.path().strip_prefix(content).unwrap_or(entry.path());
        !(relative.starts_with(DATA_DIR) || relative.starts_with(STATIC_DIR))
    });
    let mut files = Vec::new();
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                problems.push(Diagnostic::file(
                    Path::new("content"),
                    format!("cannot read the content folder: {error}"),
                ));
                continue;
            }
        };
        if !entry.file_type().is_file() {
            continue;
        }
        let relative =
            Path::new("content").join(entry.path().strip_prefix(content).unwrap_or(entry.path()));
        if entry.path().extension().is_none_or(|ext| ext != "md") {
            problems.push(
                Diagnostic::file(&relative, "only Markdown pages (.md) belong here").with_help(
                    "put images and downloads in content/static/, data in content/data/",
                ),
            );
            continue;
        }
        files.push((entry.into_path(), relative));
    }
    files
}

/// The file name is the address: `about/mission.md` -> `/mission`, `index.md` -> `/`; a news
/// entry's address is under /news (`news/general-assembly.md` -> `/news/general-assembly`); a
/// translation's is under its language (`about/mission.fr.md` -> `/fr/mission`, `index.fr.md` ->
/// `/fr/`). `relative` is the path from the site's folder (`content/...`).
pub fn route_of(relative: &Path) -> String {
    let route = default_route_of(&without_language(relative));
    match language_of(relative) {
        Some(lang) if route == "/" => format!("/{lang}/"),
        Some(lang) => format!("/{lang}{route}"),
        None => route,
    }
}

fn default_route_of(relative: &Path) -> String {
    let stem = relative.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    if relative.starts_with(NEWS_DIR) {
        format!("{NEWS_ROUTE}/{stem}")
    } else if stem == "index" {
        "/".to_string()
    } else {
        format!("/{stem}")
    }
}

/// The language a file name gives: the part between the last two dots when it has the shape of
/// a language code (`fr`, `es`, `pt-BR`): `mission.fr.md` -> `fr`; `mission.md` -> None.
pub fn language_of(relative: &Path) -> Option<String> {
    let stem = relative.file_stem()?.to_str()?;
    let (_, code) = stem.rsplit_once('.')?;
    is_language_code(code).then(|| code.to_string())
}

/// `mission.fr.md` -> `mission.md`; any other path as it is.
pub fn without_language(relative: &Path) -> PathBuf {
    match (language_of(relative), relative.file_stem().and_then(|s| s.to_str())) {
        (Some(code), Some(stem)) => {
            let base = &stem[..stem.len() - code.len() - 1];
            relative.with_file_name(format!("{base}.md"))
        }
        _ => relative.to_path_buf(),
    }
}

/// Two or three lower-case letters, then at most one region or script subtag (`pt-BR`).
pub fn is_language_code(code: &str) -> bool {
    let (language, region) = code.split_once('-').unwrap_or((code, ""));
    (2..=3).contains(&language.len())
        && language.bytes().all(|b| b.is_ascii_lowercase())
        && (region.is_empty()
            || ((2..=4).contains(&region.len())
                && region.bytes().all(|b| b.is_ascii_alphanumeric())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_translation_is_published_under_its_language() {
        let route = |path: &str| route_of(Path::new(path));
        assert_eq!(route("content/about/mission.md"), "/mission");
        assert_eq!(route("content/about/mission.fr.md"), "/fr/mission");
        assert_eq!(route("content/index.es.md"), "/es/");
        assert_eq!(route("content/news/assembly.fr.md"), "/fr/news/assembly");
        assert_eq!(route("content/about/v1.2.md"), "/v1.2");
        assert_eq!(language_of(Path::new("content/x.pt-BR.md")).as_deref(), Some("pt-BR"));
        assert_eq!(without_language(Path::new("content/a/x.fr.md")), Path::new("content/a/x.md"));
    }
}
