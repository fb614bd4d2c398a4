//! The React islands built by Vite in `site/`: the bundle and its manifest (`bundle`), and their
//! HTML rendered at build time (`prerender`, through the Node renderer of `protocol`, one process
//! a build or one kept for `ssg serve`, with the answers cached by `render_cache`).

mod build_lock;
mod bundle;
mod kept_renderer;
mod prerender;
mod protocol;
mod render_cache;

pub use bundle::{Assets, IslandMode, Islands, SITE_DIR};
pub use prerender::{island_marker, prerender_islands};
pub use protocol::Instance;
pub use render_cache::CACHE_FILE as PRERENDER_CACHE;
