//! The applications as the staff read them: `forms-api applications export`.

use std::collections::BTreeSet;
use std::process::Command;

use serde_json::Value;

/// The export of `database` in `format` (csv or json), with `extra` arguments (`--since ...`);
/// the command must succeed.
pub fn text(database: &str, format: &str, extra: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(["applications", "export", "--format", format, "--database"])
        .arg(database)
        .args(extra)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

/// Every application's row in `database`, with `extra` arguments.
pub fn rows_with(database: &str, extra: &[&str]) -> Vec<Value> {
    serde_json::from_str(&text(database, "json", extra)).unwrap()
}

/// Every application's row in `database`.
pub fn rows(database: &str) -> Vec<Value> {
    rows_with(database, &[])
}

/// The references of every application in `database`.
pub fn references(database: &str) -> BTreeSet<String> {
    rows(database).iter().map(|row| row["reference"].as_str().unwrap().to_string()).collect()
}
