//! Failures of the machine, not of the site, are said plainly: no file, line or caret.

use std::net::TcpListener;
use std::process::Command;

#[test]
fn a_port_in_use_is_named_with_the_next_one_to_try() {
    let taken = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = taken.local_addr().expect("its address").port();
    let output = Command::new(env!("CARGO_BIN_EXE_ssg"))
        .args(["serve", "--skip-islands", "--port", &port.to_string()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("ssg runs");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim_end(), format!("error: port {port} is in use; try --port {}", port + 1));
}
