//! Addresses that would break: pages of an earlier version of the site (a git ref given with
//! `ssg check --since`, or the sitemap of the last build in the output folder) whose address no
//! page and no alias (`aliases:`) has any more. Renaming or removing a page is fine; leaving its
//! old address to a 404 is what an editor is told about, with the way to keep it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::content::{self, Page};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::failure::{Failure, SystemError};
use crate::rendering::Rendering;

/// `ssg check`'s report on a site rendered from `root`: the pages at git's `since` whose address
/// would break, as errors, or else those of the last build's sitemap in `out`, added to
/// `warnings`.
pub fn report(
    (root, out): (&Path, &Path),
    since: Option<&str>,
    rendering: &Rendering,
    warnings: &mut Diagnostics,
) -> Result<(), Failure> {
    let pages: Vec<&Page> = rendering.sources().collect();
    let kept = &rendering.generated_routes;
    match since {
        Some(reference) => {
            let earlier = at_git_ref(root, reference)?;
            gone(&earlier, &pages, kept, &format!("at {reference}")).into_result()?;
        }
        None => {
            let earlier = in_last_sitemap(out, rendering.inputs.base.path());
            for warning in gone(&earlier, &pages, kept, "in the last build").iter() {
                warnings.push(warning.clone().into_warning());
            }
        }
    }
    Ok(())
}

/// A page of the earlier version: its address, and where it was.
pub struct Earlier {
    pub route: String,
    pub source: PathBuf,
}

/// The pages in `content/` at git's `reference` (a commit, a tag, a branch).
pub fn at_git_ref(root: &Path, reference: &str) -> Result<Vec<Earlier>, SystemError> {
    let output = Command::new("git")
        .args(["ls-tree", "-r", "--name-only", reference, "--", content::CONTENT_DIR])
        .current_dir(root)
        .output()
        .map_err(|error| SystemError::new(format!("cannot run git: {error}")))?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr).trim().to_string();
        return Err(SystemError::new(format!("git cannot list content/ at {reference}: {said}"))
            .with_help(
                "give --since a commit, tag or branch of this repository, e.g. --since origin/main",
            ));
    }
    let data = Path::new(content::CONTENT_DIR).join(content::DATA_DIR);
    let statics = Path::new(content::CONTENT_DIR).join(content::STATIC_DIR);
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(PathBuf::from)
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .filter(|path| !path.starts_with(&data) && !path.starts_with(&statics))
        .map(|source| Earlier { route: content::route_of(&source), source })
        .collect())
}

/// The pages the sitemap of the last build lists (the site's own addresses, its base path taken
/// off); none when there is no earlier build.
pub fn in_last_sitemap(out: &Path, base_path: &str) -> Vec<Earlier> {
    let Ok(sitemap) = std::fs::read_to_string(out.join("sitemap.xml")) else { return Vec::new() };
    let source = out.join("sitemap.xml");
    sitemap
        .split("<loc>")
        .skip(1)
        .filter_map(|rest| rest.split("</loc>").next())
        .filter_map(|url| url::Url::parse(url).ok())
        .map(|url| {
            let path =
                url.path().strip_prefix(base_path.trim_end_matches('/')).unwrap_or(url.path());
            let (route, _) = crate::urls::split_target(path);
            Earlier { route, source: source.clone() }
        })
        .collect()
}

/// Each earlier page whose address no page, generated address (`generated`: the news listing
/// and feeds) or alias has now, described by `since` ("at origin/main", "in the last build").
pub fn gone(
    earlier: &[Earlier],
    pages: &[&Page],
    generated: &[String],
    since: &str,
) -> Diagnostics {
    let aliases = pages
        .iter()
        .flat_map(|page| &page.front_matter.aliases)
        .filter_map(|alias| crate::aliases::route(&alias.value).ok());
    let kept: BTreeSet<String> = pages
        .iter()
        .map(|page| page.route.clone())
        .chain(generated.iter().cloned())
        .chain(aliases)
        .map(|route| bare(&route).to_string())
        .collect();
    let mut found = Diagnostics::default();
    let mut told = BTreeSet::new();
    for page in earlier {
        let bare = bare(&page.route);
        if kept.contains(bare) || bare == "/404" || !told.insert(bare) {
            continue;
        }
        let route = &page.route;
        found.push(
            Diagnostic::file(
                &page.source,
                format!("the page at {route} {since} is gone, and no page keeps its address: links to {route} will break"),
            )
            .with_help(format!(
                "add `aliases: [{route}]` to the front matter of the page that replaces it"
            )),
        );
    }
    found
}

/// An address without its trailing slash ("/fr/" and "/fr" are one page), the home page's kept.
fn bare(route: &str) -> &str {
    match route.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    }
}
