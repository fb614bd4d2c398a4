//! The command line: clear one-line errors and a non-zero exit for what an operator gets wrong.

use std::process::Command;

fn forms_api(args: &[&str]) -> (i32, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_forms-api")).args(args).output().unwrap();
    (output.status.code().unwrap_or(-1), String::from_utf8_lossy(&output.stderr).trim().to_string())
}

#[test]
fn an_unknown_flag_is_one_line_and_exit_2() {
    let (code, stderr) = forms_api(&["serve", "--prot", "3000"]);
    assert_eq!(code, 2);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("--prot"), "{stderr}");
}

#[test]
fn an_unwritable_outbox_is_one_line_and_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    let database = format!("sqlite://{}", dir.path().join("forms.db").display());
    let outbox = file.join("outbox");
    let (code, stderr) =
        forms_api(&["serve", "--database", &database, "--outbox", outbox.to_str().unwrap()]);
    assert_eq!(code, 1);
    // The start-up line, then the error, in one line of its own.
    let last = stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("error: the mail outbox") && last.contains("not writable"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().filter(|l| l.starts_with("error")).count(), 1, "{stderr}");
}

#[test]
fn a_database_that_cannot_be_opened_is_one_line_and_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    let database = format!("sqlite://{}/forms.db", file.display());
    let (code, stderr) = forms_api(&["applications", "export", "--database", &database]);
    assert_eq!(code, 1);
    assert!(stderr.starts_with("error:") && stderr.contains("database"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn a_database_url_that_is_neither_sqlite_nor_postgres_is_refused() {
    let (code, stderr) =
        forms_api(&["applications", "export", "--database", "mysql://localhost/x"]);
    assert_eq!(code, 1);
    assert!(
        stderr.starts_with("error:")
            && stderr.contains("neither sqlite:// (a file) nor postgres://"),
        "{stderr}"
    );
}

#[test]
fn log_format_json_writes_one_json_object_a_line() {
    use std::io::{BufRead, BufReader};
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}", dir.path().join("forms.db").display());
    let mut service = Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(["serve", "--log-format", "json", "--listen", "127.0.0.1:0"])
        .args(["--database", &database, "--outbox"])
        .arg(dir.path().join("outbox"))
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = Vec::new();
    for line in BufReader::new(service.stderr.take().unwrap()).lines() {
        let line = line.unwrap();
        let parsed: serde_json::Value =
            serde_json::from_str(&line).unwrap_or_else(|_| panic!("not JSON: {line}"));
        lines.push(parsed);
        if lines.last().unwrap()["message"] == "serving the forms API under /api" {
            break;
        }
    }
    let _ = service.kill();
    let _ = service.wait();
    let start = &lines[0];
    assert_eq!(start["message"], "starting", "{start}");
    assert!(start["version"].as_str().unwrap().starts_with(env!("CARGO_PKG_VERSION")));
    assert_eq!(start["backend"], "sqlite", "{start}");
    assert_eq!(start["mail"], "outbox", "{start}");
    let applied = lines.iter().filter(|l| l["message"] == "migration applied").count();
    assert!(applied >= 5, "{lines:?}");
    let serving = lines.last().unwrap();
    assert_eq!(serving["level"], "INFO", "{serving}");
    assert_eq!(serving["listen"], "127.0.0.1:0", "{serving}");
}

#[test]
fn log_format_json_writes_a_fatal_error_as_json_too_without_colour() {
    let dir = tempfile::tempdir().unwrap();
    let missing = format!("sqlite://{}", dir.path().join("missing.db").display());
    let (code, stderr) =
        forms_api(&["applications", "export", "--log-format", "json", "--database", &missing]);
    assert_eq!(code, 1);
    for line in stderr.lines() {
        let parsed: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|_| panic!("not JSON: {line}"));
        assert_eq!(parsed["level"], "ERROR", "{line}");
        assert!(parsed["error"].as_str().unwrap().contains("does not exist"), "{line}");
    }
    assert!(!stderr.contains('\u{1b}'), "colour codes in a pipe: {stderr}");
}

#[test]
fn a_site_url_or_smtp_url_that_would_only_fail_later_stops_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}", dir.path().join("forms.db").display());
    let outbox = dir.path().join("outbox");
    let outbox = outbox.to_str().unwrap();
    for (flag, value, said) in [
        ("--site-url", "www.example.org", "SITE_URL `www.example.org` is not the site's address"),
        ("--site-url", "ftp://example.org/", "SITE_URL `ftp://example.org/` is not"),
        (
            "--smtp",
            "smtp://user@example.org:pass@smtp.example.org:587",
            "has an @ in its user name or password: write it as %40",
        ),
    ] {
        let (code, stderr) = forms_api(&[
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--database",
            &database,
            "--outbox",
            outbox,
            flag,
            value,
        ]);
        assert_eq!(code, 1, "{flag} {value}: {stderr}");
        let last = stderr.lines().last().unwrap_or_default();
        assert!(last.starts_with("error: ") && last.contains(said), "{stderr}");
    }
}
