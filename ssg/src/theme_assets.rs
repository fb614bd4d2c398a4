//! The theme's static files (stylesheets, logo, icons, pictures) under names that change with
//! their content, in `assets/` (`theme.css` -> `assets/theme-1f2e3d4c.css`), so hosts can let
//! browsers keep them for a year (`Cache-Control: immutable`, as for the islands' files) while a
//! changed stylesheet is a new name that every page asks for at once. The theme's templates keep
//! writing `'/theme.css' | url`; the filter gives the current name. The files also stay at their
//! plain names, for addresses written elsewhere.

use std::collections::BTreeMap;
use std::hash::Hasher;
use std::path::{Path, PathBuf};

use rustc_hash::FxHasher;

/// Where the named copies go, within the site.
pub const ASSETS_DIR: &str = "assets";

#[derive(Debug, Default, Clone)]
pub struct ThemeAssets {
    /// "/theme.css" -> "/assets/theme-1f2e3d4c.css".
    pub by_link: BTreeMap<String, String>,
    /// The named copies: (path within the site, bytes).
    pub files: Vec<(PathBuf, Vec<u8>)>,
}

impl ThemeAssets {
    /// The files of `static_dir` (the theme's), each under its content's name. A stylesheet's
    /// `url("x.svg")` naming another of them is rewritten to that one's name first, so the
    /// stylesheet's name changes with what it draws too.
    pub fn load(static_dir: &Path) -> std::io::Result<ThemeAssets> {
        let mut sources: Vec<(String, Vec<u8>)> = Vec::new();
        for entry in walkdir::WalkDir::new(static_dir).follow_links(true).sort_by_file_name() {
            let entry = entry.map_err(std::io::Error::other)?;
            if !entry.file_type().is_file() {
                continue;
            }
            let relative = entry.path().strip_prefix(static_dir).unwrap_or(entry.path());
            let link = format!("/{}", relative.to_string_lossy().replace('\\', "/"));
            sources.push((link, std::fs::read(entry.path())?));
        }
        let mut assets = ThemeAssets::default();
        // Stylesheets last: they may name the others.
        sources.sort_by_key(|(link, _)| link.ends_with(".css"));
        for (link, mut bytes) in sources {
            if link.ends_with(".css") {
                bytes = assets.rewrite_urls(&link, &bytes).into_bytes();
            }
            let named = named(&link, &bytes);
            assets.files.push((PathBuf::from(named.trim_start_matches('/')), bytes));
            assets.by_link.insert(link, named);
        }
        Ok(assets)
    }

    /// The current name of a theme file's link, if it is one.
    pub fn named(&self, link: &str) -> Option<&str> {
        self.by_link.get(link).map(String::as_str)
    }

    /// `url("network.svg")` in the stylesheet at `link` -> `url("network-0a1b2c3d.svg")`, for
    /// every relative address naming a theme file already named.
    fn rewrite_urls(&self, link: &str, bytes: &[u8]) -> String {
        let text = String::from_utf8_lossy(bytes);
        let folder = link.rsplit_once('/').map_or("", |(folder, _)| folder);
        let mut out = String::with_capacity(text.len());
        let mut rest: &str = &text;
        while let Some(at) = rest.find("url(") {
            out.push_str(&rest[..at + 4]);
            rest = &rest[at + 4..];
            let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'');
            let inner = &rest[quote.map_or(0, char::len_utf8)..];
            let end = inner.find(quote.map_or(')', |q| q)).unwrap_or(inner.len());
            let address = &inner[..end];
            let target = format!("{folder}/{address}");
            let relative = !address.contains(':') && !address.starts_with('/');
            if let Some(named) = self.by_link.get(&target).filter(|_| relative) {
                if let Some(q) = quote {
                    out.push(q);
                }
                // The stylesheet's own copy is in the same folder as the other copies.
                out.push_str(named.rsplit('/').next().unwrap_or(named));
                rest = &inner[end..];
            }
        }
        out.push_str(rest);
        out
    }
}

/// "/theme.css" with its bytes -> "/assets/theme-1f2e3d4c.css".
fn named(link: &str, bytes: &[u8]) -> String {
    let mut hasher = FxHasher::default();
    hasher.write(bytes);
    let hash = format!("{:016x}", hasher.finish());
    let file = link.rsplit('/').next().unwrap_or(link);
    let (stem, extension) = file.rsplit_once('.').unwrap_or((file, ""));
    let folder = link
        .trim_start_matches('/')
        .rsplit_once('/')
        .map_or(String::new(), |(f, _)| format!("{f}-"));
    let dot = if extension.is_empty() { "" } else { "." };
    format!("/{ASSETS_DIR}/{folder}{stem}-{}{dot}{extension}", &hash[..8])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_named_by_its_content_and_a_stylesheet_by_what_it_names() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("theme.css"),
            "a { background: url(\"network.svg\") } b { background: url(data:x) }",
        )
        .unwrap();
        std::fs::write(dir.path().join("network.svg"), "<svg>1</svg>").unwrap();
        let first = ThemeAssets::load(dir.path()).unwrap();
        let svg = first.named("/network.svg").unwrap().to_string();
        assert!(svg.starts_with("/assets/network-") && svg.ends_with(".svg"), "{svg}");
        let css = first.named("/theme.css").unwrap().to_string();
        let (_, text) =
            first.files.iter().find(|(path, _)| format!("/{}", path.display()) == css).unwrap();
        let text = String::from_utf8_lossy(text);
        assert!(
            text.contains(&format!("url(\"{}\")", svg.trim_start_matches("/assets/"))),
            "{text}"
        );
        assert!(text.contains("url(data:x)"), "{text}");

        // A changed picture renames the stylesheet that draws it.
        std::fs::write(dir.path().join("network.svg"), "<svg>2</svg>").unwrap();
        let second = ThemeAssets::load(dir.path()).unwrap();
        assert_ne!(second.named("/network.svg").unwrap(), svg);
        assert_ne!(second.named("/theme.css").unwrap(), css);
    }
}
