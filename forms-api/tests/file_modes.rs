// Its own test binary: it sets the umask, which is the whole process's (tests/it shares one process).
//! The SQLite database holds password hashes and applicants' personal data: its file and the
//! `-wal` and `-shm` files beside it are the owner's alone (0600), whatever the umask of whoever
//! started the service. Alone in its test binary, since the umask is the whole process's.

#[path = "it/common/mod.rs"]
mod common;

use std::os::unix::fs::PermissionsExt;

use common::Service;
use reqwest::StatusCode;

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

#[tokio::test]
async fn the_database_files_are_private_whatever_the_umask() {
    if std::env::var("FORMS_TEST_POSTGRES").is_ok() {
        eprintln!("skipped: a PostgreSQL server keeps its own files");
        return;
    }
    rustix::process::umask(rustix::fs::Mode::empty());
    let service = Service::start().await;
    let applied = service.apply(common::fixtures::application("ada@example.org")).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    let file = service.dir.path().join("forms.db");
    for suffix in ["", "-wal", "-shm"] {
        let path = std::path::PathBuf::from(format!("{}{suffix}", file.display()));
        assert_eq!(mode(&path), 0o600, "{} under umask 000", path.display());
    }
}

/// A file an earlier run left readable by others is tightened at start.
#[tokio::test]
async fn a_database_left_readable_is_tightened() {
    if std::env::var("FORMS_TEST_POSTGRES").is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("forms.db");
    std::fs::write(&file, b"").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let url = format!("sqlite://{}", file.display());
    forms_api::db::Db::open(
        &url,
        forms_api::db::Opening::Service { wait: std::time::Duration::ZERO },
    )
    .await
    .unwrap();
    assert_eq!(mode(&file), 0o600);
}
