//! `forms-api backup --to FILE`: a consistent copy of the SQLite database, taken while the
//! service runs. `VACUUM INTO` reads one snapshot (in WAL mode, writers carry on meanwhile) and
//! writes it as a new, compact database. The copy is written beside the target and renamed into
//! place once complete, so FILE is never half a database. PostgreSQL is backed up with its own
//! tools (`pg_dump`; see docs/deployment.md).

use std::path::{Path, PathBuf};

use crate::db::{Backend, Db};
use crate::error::{Error, Result};

/// Copy the database at `database` to `to`; the copy's size in bytes.
pub async fn backup(database: &str, to: &Path) -> Result<u64> {
    if Backend::of(database)? == Backend::Postgres {
        return Err(Error::Unusable(
            "backup copies a SQLite database; back up PostgreSQL with pg_dump (see docs/deployment.md)"
                .into(),
        ));
    }
    if to.exists() {
        return Err(Error::Unusable(format!(
            "{} exists already; name a new file",
            to.display()
        )));
    }
    let partial = partial_path(to);
    let _ = std::fs::remove_file(&partial);
    let db = Db::connect(database).await?;
    let path = partial
        .to_str()
        .ok_or_else(|| Error::Unusable(format!("{} is not a UTF-8 path", partial.display())))?;
    db.vacuum_into(path).await.map_err(|error| {
        let _ = std::fs::remove_file(&partial);
        Error::Unusable(format!("cannot copy {database}: {error}"))
    })?;
    restrict_and_sync(&partial)?;
    std::fs::rename(&partial, to)?;
    Ok(std::fs::metadata(to)?.len())
}

/// `backup.db` -> `backup.db.partial`, in the same folder (so the rename is atomic).
fn partial_path(to: &Path) -> PathBuf {
    let mut name = to.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    to.with_file_name(name)
}

/// The copy holds personal data: readable by its owner alone, and on disk before it is renamed.
fn restrict_and_sync(path: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    std::fs::File::open(path)?.sync_all()?;
    Ok(())
}
