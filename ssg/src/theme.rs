//! Where the theme lives: `themes/<THEME>/` in the site's folder, with its `templates/` and
//! `static/`. A leaf: the generator's stages that read the theme's files all name it from here.

use std::path::{Path, PathBuf};

/// The theme the site is built with.
pub const THEME: &str = "default";

/// The theme's folder in the site at `root`.
pub fn folder(root: &Path) -> PathBuf {
    root.join("themes").join(THEME)
}
