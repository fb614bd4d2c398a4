//! `forms-api backup --to FILE`: a consistent copy of the database, taken while the service runs.
//! SQLite: `VACUUM INTO` reads one snapshot (in WAL mode, writers carry on meanwhile) and writes it
//! as a new, compact database, which is then marked as a copy (see `restored`). PostgreSQL:
//! `pg_dump --format=custom`, given the password through its environment, never its arguments.
//! Either way the copy is written beside FILE, readable by its owner alone, flushed, and renamed
//! into place once complete, so FILE is never half a backup.

use std::path::{Path, PathBuf};
use std::process::Stdio;

use crate::db::{Backend, Db, Opening};
use crate::error::{Error, Result};
use crate::redact;

/// Copy the database at `database` to `to`, taken at `now`; the copy's size in bytes.
pub async fn backup(database: &str, to: &Path, now: i64) -> Result<u64> {
    let backend = Backend::of(database)?;
    if to.exists() {
        return Err(Error::Unusable(format!("{} exists already; name a new file", to.display())));
    }
    // Refuses a database that is not there or not the service's, before anything is written.
    let db = Db::open(database, Opening::Existing).await?;
    let partial = partial_path(to);
    let _ = std::fs::remove_file(&partial);
    let copied = match backend {
        Backend::Sqlite => copy_sqlite(&db, &partial, now).await,
        Backend::Postgres => dump_postgres(database, &partial).await,
    };
    let finished = copied.and_then(|()| restrict_and_sync(&partial));
    if let Err(error) = finished {
        let _ = std::fs::remove_file(&partial);
        return Err(error);
    }
    std::fs::rename(&partial, to)?;
    sync_folder(to)?;
    Ok(std::fs::metadata(to)?.len())
}

async fn copy_sqlite(db: &Db, partial: &Path, now: i64) -> Result<()> {
    let path = partial
        .to_str()
        .ok_or_else(|| Error::Unusable(format!("{} is not a UTF-8 path", partial.display())))?;
    // Created empty and private first (VACUUM INTO writes into an empty file), so the copy is
    // never readable by others, even for a moment.
    create_private(partial)?;
    db.vacuum_into(path)
        .await
        .map_err(|error| Error::Unusable(format!("cannot copy the database: {error}")))?;
    crate::restored::mark_copy(partial, now).await
}

/// `pg_dump` into `partial`, which exists (empty, 0600) before pg_dump writes to it.
async fn dump_postgres(database: &str, partial: &Path) -> Result<()> {
    let (without_password, password) = split_password(database);
    create_private(partial)?;
    let mut command = tokio::process::Command::new("pg_dump");
    command
        .arg("--format=custom")
        .arg("--no-owner")
        .arg("--file")
        .arg(partial)
        .arg("--dbname")
        .arg(&without_password)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    if let Some(password) = password {
        command.env("PGPASSWORD", password);
    }
    let output = command.output().await.map_err(|error| {
        Error::Unusable(format!(
            "cannot run pg_dump ({error}); install it (Debian: apt-get install postgresql-client)"
        ))
    })?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        return Err(Error::Unusable(format!("pg_dump failed: {}", redact::secrets(said.trim()))));
    }
    Ok(())
}

/// `postgres://forms:secret@db/iaaii` -> (`postgres://forms@db/iaaii`, `secret`), the password
/// percent-decoded as libpq would.
fn split_password(url: &str) -> (String, Option<String>) {
    let Some((scheme, rest)) = url.split_once("://") else {
        return (url.to_string(), None);
    };
    let Some(at) = rest.rfind('@') else {
        return (url.to_string(), None);
    };
    let (user_info, host) = rest.split_at(at);
    let Some((user, password)) = user_info.split_once(':') else {
        return (url.to_string(), None);
    };
    (format!("{scheme}://{user}{host}"), Some(percent_decode(password)))
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `backup.db` -> `backup.db.partial`, in the same folder (so the rename is atomic).
fn partial_path(to: &Path) -> PathBuf {
    let mut name = to.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    to.with_file_name(name)
}

fn create_private(path: &Path) -> Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path)?;
    Ok(())
}

/// The copy holds personal data: readable by its owner alone, and on disk before it is renamed.
fn restrict_and_sync(path: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    std::fs::File::open(path)?.sync_all()?;
    Ok(())
}

/// The rename itself on disk: a crash right after the command ends keeps the file.
fn sync_folder(file: &Path) -> Result<()> {
    let folder = file.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::File::open(folder)?.sync_all()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::split_password;

    #[test]
    fn the_password_leaves_the_url() {
        assert_eq!(
            split_password("postgres://forms:s%40cret@127.0.0.1:5432/iaaii"),
            ("postgres://forms@127.0.0.1:5432/iaaii".to_string(), Some("s@cret".to_string()))
        );
        assert_eq!(
            split_password("postgres://forms@db/iaaii"),
            ("postgres://forms@db/iaaii".to_string(), None)
        );
    }
}
