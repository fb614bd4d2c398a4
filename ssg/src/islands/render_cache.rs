//! Islands prerendered by earlier builds, kept so that a build whose islands did not change
//! starts no Node at all. Each entry is keyed by the hash of the renderer (Vite's SSR bundle,
//! which holds every island) and of the instance (island, props, page, base path); the file sits
//! in the renderer's own folder, which Vite empties when it rebuilds the renderer.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::protocol::Instance;

pub const CACHE_FILE: &str = "dist-ssr/ssg-prerendered.json";

#[derive(Default, Serialize, Deserialize)]
struct Stored {
    entries: HashMap<String, String>,
}

pub struct RenderCache {
    path: PathBuf,
    renderer: u64,
    stored: Stored,
}

impl RenderCache {
    /// The cache of the renderer in `site/` (empty when there is none or it is unreadable).
    pub fn open(site: &Path, renderer: &Path) -> RenderCache {
        let mut hasher = DefaultHasher::new();
        std::fs::read(renderer).unwrap_or_default().hash(&mut hasher);
        let path = site.join(CACHE_FILE);
        let stored = std::fs::read(&path)
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default();
        RenderCache { path, renderer: hasher.finish(), stored }
    }

    pub fn key(&self, instance: &Instance) -> String {
        let mut hasher = DefaultHasher::new();
        self.renderer.hash(&mut hasher);
        serde_json::to_string(instance).unwrap_or_default().hash(&mut hasher);
        format!("{:016x}", hasher.finish())
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.stored.entries.get(key).map(String::as_str)
    }

    /// Keeps exactly these entries (this build's), so the file never grows past the site.
    pub fn save(&mut self, entries: HashMap<String, String>) {
        if entries == self.stored.entries {
            return;
        }
        self.stored.entries = entries;
        if let Ok(bytes) = serde_json::to_vec(&self.stored) {
            // A cache that cannot be written only costs the next build a Node run.
            let _ = std::fs::write(&self.path, bytes);
        }
    }
}
