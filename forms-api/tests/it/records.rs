//! Whole records from the command line: the retention purge, the export since a date, and the
//! backup's refusals.

use crate::common;

use std::process::{Command, Output};

use common::{START, Service};
use forms_api::Config;
use forms_api::decisions::{Decision, decide};

const DAY: i64 = 24 * 3600;

fn forms_api(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_forms-api")).args(args).output().unwrap()
}

async fn submit(service: &Service, email: &str) -> String {
    let sent = service.apply(common::fixtures::application(email)).await;
    sent.body["reference"].as_str().unwrap().to_string()
}

fn config(service: &Service) -> Config {
    let mut config = Config::from_env().unwrap();
    config.database = service.database.clone();
    config.outbox = service.outbox();
    config
}

fn exported(service: &Service, extra: &[&str]) -> Vec<String> {
    common::export::rows_with(&service.database, extra)
        .iter()
        .map(|row| row["reference"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn purge_deletes_only_declined_applications_decided_before_the_cutoff() {
    let service = Service::start().await;
    let old_declined = submit(&service, "a@example.org").await;
    let old_accepted = submit(&service, "b@example.org").await;
    let recent_declined = submit(&service, "c@example.org").await;
    let waiting = submit(&service, "d@example.org").await;
    let config = config(&service);
    for (reference, decision, at) in [
        (&old_declined, Decision::Declined, START),
        (&old_accepted, Decision::Accepted, START),
        (&recent_declined, Decision::Declined, START + 400 * DAY),
    ] {
        decide(&config, reference, decision, None, at).await.unwrap();
    }
    // Two years and a day after the first decisions.
    let now = START + 731 * DAY;
    let (deleted, _) =
        forms_api::retention::purge(&service.database, "2 years", now).await.unwrap();
    assert_eq!(deleted, 1);
    let mut kept = exported(&service, &[]);
    kept.sort();
    assert_eq!(kept, [old_accepted, recent_declined, waiting]);

    // From the command line: today, none of these is two years old.
    let output = forms_api(&["applications", "purge", "--database", &service.database]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.starts_with("deleted 0 declined application(s) decided before "), "{said}");
    let nonsense = forms_api(&[
        "applications",
        "purge",
        "--older-than",
        "soon",
        "--database",
        &service.database,
    ]);
    assert_eq!(nonsense.status.code(), Some(1));
    let error = String::from_utf8_lossy(&nonsense.stderr);
    assert!(error.starts_with("error: --older-than soon: not a duration"), "{error}");
}

#[tokio::test]
async fn export_since_a_date_leaves_out_earlier_applications() {
    let service = Service::start().await;
    let _january_1 = submit(&service, "a@example.org").await;
    service.clock.advance(10 * DAY);
    let january_11 = submit(&service, "b@example.org").await;
    assert_eq!(exported(&service, &["--since", "2026-01-05"]), [january_11]);
    assert_eq!(exported(&service, &["--since", "2026-01-01"]).len(), 2);
    let wrong = forms_api(&[
        "applications",
        "export",
        "--since",
        "yesterday",
        "--database",
        &service.database,
    ]);
    assert_eq!(wrong.status.code(), Some(1));
    let error = String::from_utf8_lossy(&wrong.stderr);
    assert!(error.starts_with("error: --since yesterday: give a date"), "{error}");
}

#[tokio::test]
async fn a_backup_is_private_and_never_overwrites() {
    let service = Service::start().await;
    submit(&service, "a@example.org").await;
    let copy = service.dir.path().join("copy.db");
    let copy_path = copy.to_str().unwrap();
    let first = forms_api(&["backup", "--database", &service.database, "--to", copy_path]);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&copy).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    let again = forms_api(&["backup", "--database", &service.database, "--to", copy_path]);
    assert_eq!(again.status.code(), Some(1));
    let error = String::from_utf8_lossy(&again.stderr);
    assert!(error.contains("exists already"), "{error}");
}
