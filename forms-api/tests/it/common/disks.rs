//! Real disk faults for the tests, made with the machine's own tools: a small tmpfs to fill up,
//! and an ext4 image on a loop device whose file system an injected error turns read-only (as the
//! kernel does with `errors=remount-ro` when a disk fails). Both need root; where mounting is not
//! allowed, `mount` answers None and says why, and the caller skips.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A mounted file system, unmounted when dropped.
pub struct Disk {
    pub path: PathBuf,
    /// The ext4 image behind the mount; None for a tmpfs.
    image: Option<PathBuf>,
}

fn run(program: &str, args: &[&str]) -> Result<(), String> {
    let output =
        Command::new(program).args(args).output().map_err(|error| format!("{program}: {error}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{program} {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

fn skipped(test: &str, error: &str) -> Option<Disk> {
    eprintln!("{test}: cannot mount a disk here ({error}); run as root to test disk faults");
    None
}

impl Disk {
    /// A tmpfs of `size` (such as "3m") at `path`.
    pub fn tmpfs(test: &str, path: &Path, size: &str) -> Option<Disk> {
        std::fs::create_dir_all(path).unwrap();
        let target = path.to_str().unwrap();
        match run("mount", &["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs", target]) {
            Ok(()) => Some(Disk { path: path.to_path_buf(), image: None }),
            Err(error) => skipped(test, &error),
        }
    }

    /// An ext4 file system of 32 MB in `image`, mounted at `path` with `errors=remount-ro`.
    pub fn ext4(test: &str, image: &Path, path: &Path) -> Option<Disk> {
        std::fs::create_dir_all(path).unwrap();
        let made = std::fs::File::create(image)
            .and_then(|file| file.set_len(32 * 1024 * 1024))
            .map_err(|error| error.to_string())
            .and_then(|()| run("mkfs.ext4", &["-q", "-F", image.to_str().unwrap()]));
        if let Err(error) = made {
            return skipped(test, &error);
        }
        let disk = Disk { path: path.to_path_buf(), image: Some(image.to_path_buf()) };
        match disk.mount_image() {
            Ok(()) => Some(disk),
            Err(error) => skipped(test, &error),
        }
    }

    fn mount_image(&self) -> Result<(), String> {
        let image = self.image.as_ref().expect("an ext4 image").to_str().unwrap();
        let options = "loop,errors=remount-ro";
        run("mount", &["-o", options, image, self.path.to_str().unwrap()])
    }

    /// Write a file until the disk refuses: the disk is full. The filler's path, to free it.
    pub fn fill(&self) -> PathBuf {
        let filler = self.path.join("filler");
        let mut file = std::fs::File::create(&filler).unwrap();
        let block = vec![0u8; 16 * 1024];
        while file.write_all(&block).is_ok() {}
        while file.write_all(&block[..512]).is_ok() {}
        let _ = file.sync_all();
        filler
    }

    /// An ext4 error, as a failing disk raises: the kernel turns the file system read-only at
    /// once, with the service's files still open for writing.
    pub fn fail_read_only(&self) {
        let device =
            Command::new("findmnt").args(["-n", "-o", "SOURCE"]).arg(&self.path).output().unwrap();
        let device = String::from_utf8(device.stdout).unwrap();
        let name = Path::new(device.trim()).file_name().unwrap().to_owned();
        let trigger = Path::new("/sys/fs/ext4").join(name).join("trigger_fs_error");
        std::fs::write(&trigger, "1").unwrap_or_else(|e| panic!("{}: {e}", trigger.display()));
        assert!(
            std::fs::write(self.path.join("probe"), "x").is_err(),
            "the file system still takes writes"
        );
    }

    /// Unmount and mount again (what an operator does once the disk is repaired): writable again.
    pub fn remount(&self) {
        run("umount", &[self.path.to_str().unwrap()]).unwrap();
        self.mount_image().unwrap();
    }
}

impl Drop for Disk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.path).status();
    }
}
