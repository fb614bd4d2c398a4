//! What passes between ssg and the Node renderer (`site/scripts/prerender.mjs`): the island
//! instances to render, and the HTML or error it answers for each.

use serde::{Deserialize, Serialize};

/// The script that renders islands, run from `site/`.
pub(super) const PRERENDER_SCRIPT: &str = "scripts/prerender.mjs";

/// The renderer's answer for one instance.
#[derive(Deserialize)]
pub(super) struct Prerendered {
    pub(super) html: Option<String>,
    pub(super) error: Option<String>,
}

/// One island on one page, to be rendered to HTML at build time.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Instance {
    pub name: String,
    pub props: serde_json::Map<String, serde_json::Value>,
    pub route: String,
    /// The base path the site is built for, so links in the HTML match the browser's.
    pub base_path: String,
    /// The page's language, the one the island's messages are written in.
    pub lang: String,
}
