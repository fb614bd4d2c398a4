//! Pictures made ready for the web: every JPEG or PNG in `content/static/images/` is written as
//! WebP at a few widths (never wider than the original), for `srcset`, with its own width and
//! height so the page does not shift while it loads. Encoded files are kept in
//! `.ssg-cache/images/`, named by the hash of the original, so a build encodes only new pictures.

use std::collections::BTreeMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::parallel;

/// Where pictures are, from the site's folder, and their address.
pub const IMAGES_DIR: &str = "content/static/images";
const ROUTE: &str = "/images";
const CACHE_DIR: &str = ".ssg-cache/images";
/// The widths written, in pixels; the original's own width too when it is smaller than the last.
const WIDTHS: [u32; 3] = [480, 960, 1600];
const QUALITY: f32 = 80.0;

/// One picture, ready for an `<img>`: its largest WebP, every width, and its proportions.
#[derive(Debug, Clone, Serialize)]
pub struct Picture {
    pub src: String,
    pub srcset: String,
    pub width: u32,
    pub height: u32,
}

impl Picture {
    /// The same picture with its addresses under the site's base path.
    pub fn under(&self, base: &crate::urls::BaseUrl) -> Picture {
        let srcset = self
            .srcset
            .split(", ")
            .map(|entry| match entry.split_once(' ') {
                Some((path, width)) => format!("{} {width}", base.href(path)),
                None => entry.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ");
        Picture { src: base.href(&self.src), srcset, ..self.clone() }
    }

    /// The `<img>` of a picture in a page's text: as wide as the text column at most, lazily
    /// loaded, with its proportions so nothing shifts while it loads.
    pub fn img(&self, alt: &str) -> String {
        let mut html = format!(
            "<img src=\"{}\" srcset=\"{}\" sizes=\"(min-width: 48rem) 46rem, 100vw\" width=\"{}\" height=\"{}\" alt=\"",
            self.src, self.srcset, self.width, self.height
        );
        let _ = pulldown_cmark_escape::escape_html(&mut html, alt);
        html.push_str("\" loading=\"lazy\" decoding=\"async\">");
        html
    }
}

/// The pictures by address (`/images/board/ada.jpg`), and the files to copy into the site.
#[derive(Debug, Default)]
pub struct Pictures {
    pub by_address: BTreeMap<String, Picture>,
    /// (encoded file in the cache, its path in the site)
    pub files: Vec<(PathBuf, PathBuf)>,
}

/// Every picture of the site, encoded where the cache does not have it yet.
pub fn prepare(root: &Path) -> Result<Pictures, Diagnostics> {
    let dir = root.join(IMAGES_DIR);
    let sources: Vec<PathBuf> = walkdir::WalkDir::new(&dir)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file() && is_picture(entry.path()))
        .map(walkdir::DirEntry::into_path)
        .collect();
    let cache = root.join(CACHE_DIR);
    let outcomes = parallel::map(&sources, |_, source| one(root, &cache, source));
    let mut pictures = Pictures::default();
    let mut problems = Diagnostics::default();
    for outcome in outcomes {
        match outcome {
            Ok((address, picture, files)) => {
                pictures.by_address.insert(address, picture);
                pictures.files.extend(files);
            }
            Err(problem) => problems.push(problem),
        }
    }
    problems.into_result().map(|()| pictures)
}

pub fn is_picture(path: &Path) -> bool {
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    matches!(extension.to_ascii_lowercase().as_str(), "jpg" | "jpeg" | "png")
}

type Prepared = (String, Picture, Vec<(PathBuf, PathBuf)>);

fn one(root: &Path, cache: &Path, source: &Path) -> Result<Prepared, Diagnostic> {
    let relative = source.strip_prefix(root).unwrap_or(source);
    let unreadable = |why: String| {
        Diagnostic::file(relative, format!("cannot read this picture: {why}"))
            .with_help("save it again as a JPEG or PNG file")
    };
    let bytes = std::fs::read(source).map_err(|e| unreadable(e.to_string()))?;
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    let hash = format!("{:016x}", hasher.finish());
    let in_images = source.strip_prefix(root.join(IMAGES_DIR)).unwrap_or(source);
    let address = format!("{ROUTE}/{}", in_images.to_string_lossy().replace('\\', "/"));
    let stem = in_images.with_extension("");
    let stem = stem.to_string_lossy().replace('\\', "/");
    let (width, height) = image::ImageReader::new(std::io::Cursor::new(&bytes))
        .with_guessed_format()
        .map_err(|e| unreadable(e.to_string()))?
        .into_dimensions()
        .map_err(|e| unreadable(e.to_string()))?;
    let widths = widths_for(width);
    let mut files = Vec::with_capacity(widths.len());
    let mut decoded = None;
    let mut srcset = Vec::with_capacity(widths.len());
    for &target in &widths {
        let name = format!("{stem}-{}-{target}.webp", &hash[..8]);
        let cached = cache.join(format!("{hash}-{target}.webp"));
        if !cached.is_file() {
            let original = match &decoded {
                Some(image) => image,
                None => decoded.insert(
                    image::load_from_memory(&bytes).map_err(|e| unreadable(e.to_string()))?,
                ),
            };
            encode(original, target, &cached).map_err(unreadable)?;
        }
        srcset.push(format!("{ROUTE}/{name} {target}w"));
        files.push((cached, Path::new("images").join(&name)));
    }
    let largest = widths.last().copied().unwrap_or(width);
    let picture = Picture {
        src: format!("{ROUTE}/{stem}-{}-{largest}.webp", &hash[..8]),
        srcset: srcset.join(", "),
        width,
        height,
    };
    Ok((address, picture, files))
}

/// The widths to write: each of `WIDTHS` below the original's, and the original's when smaller
/// than the largest.
fn widths_for(original: u32) -> Vec<u32> {
    let mut widths: Vec<u32> = WIDTHS.into_iter().filter(|&w| w < original).collect();
    if original <= WIDTHS[WIDTHS.len() - 1] {
        widths.push(original);
    }
    widths
}

fn encode(original: &image::DynamicImage, width: u32, to: &Path) -> Result<(), String> {
    let height = (u64::from(original.height()) * u64::from(width) / u64::from(original.width()))
        .max(1) as u32;
    let resized = original.resize_exact(width, height, image::imageops::FilterType::Triangle);
    let rgba = resized.to_rgba8();
    let encoded = webp::Encoder::from_rgba(&rgba, width, height).encode(QUALITY);
    if let Some(folder) = to.parent() {
        std::fs::create_dir_all(folder).map_err(|e| e.to_string())?;
    }
    // Written aside and renamed, so a build stopped halfway never leaves half a file in the cache.
    let partial = to.with_extension(format!("partial-{}", std::process::id()));
    std::fs::write(&partial, &*encoded)
        .and_then(|()| std::fs::rename(&partial, to))
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::widths_for;

    #[test]
    fn a_picture_is_never_made_wider_than_it_is() {
        assert_eq!(widths_for(3000), [480, 960, 1600]);
        assert_eq!(widths_for(1200), [480, 960, 1200]);
        assert_eq!(widths_for(300), [300]);
    }
}
