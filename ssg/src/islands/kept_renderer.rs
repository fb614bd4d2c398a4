//! The island renderer kept running under `ssg serve`: one Node process (`prerender.mjs --serve`)
//! fed one list of islands per line, so a save that changes an island does not wait for Node to
//! start. When the process has died it is started again, once per request; if that fails too,
//! the error is the build's, shown in the browser's overlay.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use super::protocol::{Instance, PRERENDER_SCRIPT, Prerendered};

pub struct KeptRenderer {
    site: PathBuf,
    running: Option<Running>,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl std::fmt::Debug for KeptRenderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeptRenderer").field("pid", &self.pid()).finish()
    }
}

impl KeptRenderer {
    pub fn new(site: &Path) -> Self {
        KeptRenderer { site: site.to_path_buf(), running: None }
    }

    /// The Node process's id while it runs (for diagnostics and tests).
    pub fn pid(&self) -> Option<u32> {
        self.running.as_ref().map(|running| running.child.id())
    }

    pub fn render(&mut self, instances: &[Instance]) -> Result<Vec<Prerendered>, String> {
        let request = serde_json::to_string(instances).map_err(|e| e.to_string())?;
        let mut last_error = String::new();
        for _attempt in 0..2 {
            if self.running.is_none() {
                self.running = Some(start(&self.site)?);
            }
            let Some(running) = self.running.as_mut() else {
                continue;
            };
            match exchange(running, &request) {
                Ok(answer) => return Ok(answer),
                Err(error) => last_error = self.stop(error),
            }
        }
        Err(format!("the island renderer stopped: {last_error}"))
    }

    /// Ends the process, returning `error` with whatever the process said on its way out.
    fn stop(&mut self, error: String) -> String {
        let Some(mut running) = self.running.take() else {
            return error;
        };
        let _ = running.child.kill();
        let _ = running.child.wait();
        let mut said = String::new();
        if let Some(mut stderr) = running.child.stderr.take() {
            let _ = stderr.read_to_string(&mut said);
        }
        match said.trim() {
            "" => error,
            said => format!("{error}\n{said}"),
        }
    }
}

impl Drop for KeptRenderer {
    fn drop(&mut self) {
        if let Some(mut running) = self.running.take() {
            let _ = running.child.kill();
            let _ = running.child.wait();
        }
    }
}

fn start(site: &Path) -> Result<Running, String> {
    let mut child = Command::new("node")
        .args([PRERENDER_SCRIPT, "--serve"])
        .current_dir(site)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run node to render the islands: {error}"))?;
    let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        let _ = child.kill();
        return Err("cannot talk to the island renderer".into());
    };
    Ok(Running { child, stdin, stdout: BufReader::new(stdout) })
}

fn exchange(running: &mut Running, request: &str) -> Result<Vec<Prerendered>, String> {
    writeln!(running.stdin, "{request}")
        .and_then(|()| running.stdin.flush())
        .map_err(|error| format!("cannot send the islands: {error}"))?;
    let mut line = String::new();
    match running.stdout.read_line(&mut line) {
        Ok(0) => Err("it exited".into()),
        Ok(_) => serde_json::from_str(&line)
            .map_err(|error| format!("it answered something unexpected: {error}")),
        Err(error) => Err(format!("cannot read its answer: {error}")),
    }
}
