//! The lock that lets one process at a time install and build the islands.

use std::path::Path;

/// In site/: held while one process installs, builds and reads the islands.
pub(super) const BUILD_LOCK: &str = ".ssg-islands.lock";

/// One process at a time installs, builds and reads the islands: two `ssg` commands at once (a
/// build beside `ssg serve`, the generator's tests beside the browser tests) would otherwise both
/// run Vite into site/dist, each wiping what the other wrote. The second waits, then finds the
/// islands built. The operating system releases the lock when the file is closed or the process
/// ends.
pub(super) fn lock_islands(site: &Path) -> std::io::Result<std::fs::File> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(site.join(BUILD_LOCK))?;
    file.lock()?;
    Ok(file)
}
