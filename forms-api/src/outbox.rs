//! The mail outbox: a folder of .eml files, one a message, named by its id in the queue. A
//! message appears whole or not at all (written to a temporary name, flushed to disk, then
//! renamed), is readable by the service's user alone from its first byte, and is on disk before
//! the queue counts it delivered. A message delivered twice (the queue delivers at least once)
//! replaces its first copy rather than adding a second.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

pub struct Outbox {
    folder: PathBuf,
}

impl Outbox {
    /// The outbox at `folder`, created if missing, made the service user's alone (0700), and
    /// checked to take files.
    pub fn open(folder: &Path) -> Result<Outbox> {
        let unusable = |error: std::io::Error| {
            Error::Unusable(format!(
                "the mail outbox {} is not writable: {error}",
                folder.display()
            ))
        };
        std::fs::create_dir_all(folder).map_err(unusable)?;
        std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o700))
            .map_err(unusable)?;
        let probe = folder.join(".write-test");
        std::fs::write(&probe, b"").and_then(|()| std::fs::remove_file(probe)).map_err(unusable)?;
        Ok(Outbox { folder: folder.to_path_buf() })
    }

    /// Writes `message` as `<id>.eml`, durably.
    pub async fn write(&self, id: &str, message: Vec<u8>) -> Result<PathBuf> {
        // The id names a file: only the queue's own ids (letters and digits) may.
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(Error::Unusable(format!("a message id that cannot name a file: {id:?}")));
        }
        let folder = self.folder.clone();
        let id = id.to_string();
        tokio::task::spawn_blocking(move || write_whole(&folder, &id, &message))
            .await
            .map_err(|error| Error::Unusable(format!("the outbox writer stopped: {error}")))?
    }
}

fn write_whole(folder: &Path, id: &str, message: &[u8]) -> Result<PathBuf> {
    let part = folder.join(format!(".{id}.part"));
    let path = folder.join(format!("{id}.eml"));
    let failed = |error: std::io::Error| {
        Error::Unusable(format!("cannot write {} to the outbox: {error}", path.display()))
    };
    let written = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(&part)
        .and_then(|mut file| {
            file.write_all(message)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&part, &path))
        .and_then(|()| File::open(folder)?.sync_all());
    if let Err(error) = written {
        let _ = std::fs::remove_file(&part);
        return Err(failed(error));
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(folder: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[tokio::test]
    async fn a_message_is_written_whole_under_its_id_for_the_service_user_alone() {
        let dir = tempfile::tempdir().unwrap();
        let outbox = Outbox::open(&dir.path().join("outbox")).unwrap();
        let path = outbox.write("a1b2", b"Subject: one\r\n\r\nfirst".to_vec()).await.unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        // Delivered again: the first copy is replaced, and no temporary file is left.
        outbox.write("a1b2", b"Subject: one\r\n\r\nagain".to_vec()).await.unwrap();
        assert_eq!(names(&dir.path().join("outbox")), ["a1b2.eml"]);
        assert_eq!(std::fs::read(&path).unwrap(), b"Subject: one\r\n\r\nagain");
    }

    #[tokio::test]
    async fn an_id_that_is_not_the_queues_names_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let outbox = Outbox::open(dir.path()).unwrap();
        for id in ["", "../escape", "a.b", "a/b"] {
            assert!(outbox.write(id, b"x".to_vec()).await.is_err(), "{id:?} was written");
        }
        assert!(names(dir.path()).is_empty());
    }
}
