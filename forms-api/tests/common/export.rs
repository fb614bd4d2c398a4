//! The applications as the staff read them: `forms-api applications export --format json`.

use std::collections::BTreeSet;
use std::process::Command;

use serde_json::Value;

/// Every application's row in `database`.
pub fn rows(database: &str) -> Vec<Value> {
    let output = Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(["applications", "export", "--format", "json", "--database"])
        .arg(database)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The references of every application in `database`.
pub fn references(database: &str) -> BTreeSet<String> {
    rows(database)
        .iter()
        .map(|row| row["reference"].as_str().unwrap().to_string())
        .collect()
}
