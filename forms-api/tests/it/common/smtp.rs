//! A real SMTP server for the tests: aiosmtpd (from PyPI, installed by the test command into
//! target/test-venv), storing every message it accepts in a Maildir, started and stopped at will
//! on a fixed port to play an outage.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct Smtp {
    pub port: u16,
    pub maildir: PathBuf,
    server: Option<Child>,
}

/// The Python that has aiosmtpd: FORMS_TEST_PYTHON, or the test command's virtual environment.
fn python() -> PathBuf {
    if let Some(python) = std::env::var_os("FORMS_TEST_PYTHON") {
        return PathBuf::from(python);
    }
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/test-venv/bin/python");
    let ready = Command::new(&venv)
        .args(["-c", "import aiosmtpd"])
        .status()
        .is_ok_and(|status| status.success());
    assert!(
        ready,
        "aiosmtpd is missing: run `bash scripts/python-tools.sh` (the test command does), or set \
         FORMS_TEST_PYTHON to a Python that has it"
    );
    venv
}

impl Smtp {
    /// A server that is not running yet, on a port of its own.
    pub fn new(dir: &Path) -> Smtp {
        Smtp { port: super::ports::free_port(), maildir: dir.join("maildir"), server: None }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Start the server and wait until it takes connections.
    pub fn start(&mut self) {
        assert!(self.server.is_none(), "the SMTP server is running already");
        let child = Command::new(python())
            .args(["-m", "aiosmtpd", "-n", "-l"])
            .arg(format!("127.0.0.1:{}", self.port))
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(&self.maildir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("aiosmtpd starts");
        self.server = Some(child);
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(Instant::now() < deadline, "aiosmtpd did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Stop the server at once: connections are refused until it starts again.
    pub fn stop(&mut self) {
        if let Some(mut server) = self.server.take() {
            let _ = server.kill();
            let _ = server.wait();
        }
    }

    /// The Message-ID of every message received, one per message (duplicates included).
    pub fn message_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for folder in ["new", "cur"] {
            let Ok(entries) = std::fs::read_dir(self.maildir.join(folder)) else {
                continue;
            };
            for entry in entries.flatten() {
                let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
                let id = text
                    .lines()
                    .find_map(|line| {
                        let (name, value) = line.split_once(':')?;
                        name.eq_ignore_ascii_case("message-id").then(|| value.trim().to_string())
                    })
                    .unwrap_or_else(|| panic!("{} has no Message-ID", entry.path().display()));
                ids.push(id);
            }
        }
        ids
    }
}

impl Drop for Smtp {
    fn drop(&mut self) {
        self.stop();
    }
}
