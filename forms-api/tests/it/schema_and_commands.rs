//! Migrations an operator can plan, and commands that refuse nothing to work on: instances that
//! start together migrate once; only `serve` and `migrate` change the schema; every other command
//! refuses a database that is missing, empty, behind or ahead of the binary, and never creates
//! one. Runs on the backend of the suite (SQLite, or PostgreSQL with FORMS_TEST_POSTGRES).

use crate::common;

use std::process::{Command, Output};

use futures_util::future::join_all;

fn forms_api(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_forms-api")).args(args).output().unwrap()
}

fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Every command that reads or writes an existing database, on `database`.
fn commands_on(database: &str, dir: &std::path::Path) -> Vec<Vec<String>> {
    let to = dir.join("copy").display().to_string();
    [
        vec!["applications", "export", "--database", database],
        vec!["applications", "purge", "--database", database],
        vec!["applications", "continue-after", "IAAII-2026-00009", "--database", database],
        vec!["housekeeping", "--database", database],
        vec!["backup", "--database", database, "--to", &to],
        vec!["applications", "decide", "IAAII-2026-00001", "accepted", "--database", database],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(str::to_string).collect())
    .collect()
}

#[test]
fn commands_refuse_a_database_that_does_not_exist_and_create_nothing() {
    if std::env::var("FORMS_TEST_POSTGRES").is_ok() {
        return; // A missing file is SQLite's case; a missing server database is refused by it.
    }
    let dir = tempfile::tempdir().unwrap();
    let typo = dir.path().join("froms.db");
    let database = format!("sqlite://{}", typo.display());
    for args in commands_on(&database, dir.path()) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = forms_api(&args);
        let text = said(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {text}");
        assert!(text.contains("does not exist"), "{args:?}: {text}");
        assert!(!typo.exists(), "{args:?} created {}", typo.display());
        assert!(!dir.path().join("copy").exists(), "{args:?} wrote a backup");
    }
    // A dry run says what `migrate` would do there, and makes nothing either.
    let output = forms_api(&["migrate", "--dry-run", "--database", &database]);
    let text = said(&output);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("would apply migration 1 (init)"), "{text}");
    assert!(!typo.exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn commands_refuse_an_empty_database_a_schema_behind_and_one_ahead() {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    if database.starts_with("sqlite:") {
        // An empty SQLite file, as `sqlite3 forms.db ''` would leave.
        let path = database.trim_start_matches("sqlite://");
        std::fs::write(path, "").unwrap();
    }
    for args in commands_on(&database, dir.path()) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = forms_api(&args);
        let text = said(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {text}");
        assert!(text.contains("no tables of the forms service"), "{args:?}: {text}");
    }

    // The dry run names every migration and changes nothing; `migrate` applies them.
    let dry = forms_api(&["migrate", "--dry-run", "--database", &database]);
    let listed = said(&dry);
    assert!(dry.status.success(), "{listed}");
    assert!(listed.contains("would apply migration 1 (init)"), "{listed}");
    assert!(listed.contains("would apply migration 5 (service state)"), "{listed}");
    let again = said(&forms_api(&["migrate", "--dry-run", "--database", &database]));
    assert_eq!(again, listed, "a dry run changed the database");
    let applied = forms_api(&["migrate", "--database", &database]);
    assert!(applied.status.success(), "{}", said(&applied));
    assert!(said(&applied).contains("applied migration 5"), "{}", said(&applied));
    let export = forms_api(&["applications", "export", "--database", &database]);
    assert!(export.status.success(), "{}", said(&export));

    // Behind: the last migration undone, as an older binary left it.
    run_sql(&database, "DROP TABLE service_state").await;
    run_sql(&database, "DELETE FROM _sqlx_migrations WHERE version = 5").await;
    let behind = forms_api(&["applications", "export", "--database", &database]);
    let text = said(&behind);
    assert_eq!(behind.status.code(), Some(1), "{text}");
    assert!(text.contains("lacks 1 migration(s)") && text.contains("forms-api migrate"), "{text}");
    let dry = said(&forms_api(&["migrate", "--dry-run", "--database", &database]));
    assert!(dry.contains("would apply migration 5") && !dry.contains("migration 4"), "{dry}");
    assert!(forms_api(&["migrate", "--database", &database]).status.success());

    // Ahead: a migration this binary does not know, as a newer one left it; serve refuses too.
    let checksum = if database.starts_with("sqlite:") { "X'00'" } else { "'\\x00'::bytea" };
    run_sql(
        &database,
        &format!(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
             VALUES (99, 'from the future', TRUE, {checksum}, 0)"
        ),
    )
    .await;
    for args in [
        vec!["applications", "export", "--database", &database],
        vec!["migrate", "--database", &database],
        vec!["serve", "--listen", "127.0.0.1:0", "--database", &database],
    ] {
        let output = forms_api(&args);
        let text = said(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {text}");
        assert!(text.contains("migrated by a newer forms-api (migration 99"), "{args:?}: {text}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn instances_starting_together_on_a_new_database_migrate_it_once() {
    for round in 0..3 {
        let dir = tempfile::tempdir().unwrap();
        let database = common::fresh_database(dir.path()).await;
        let starts = (0..3).map(|_| {
            let database = database.clone();
            tokio::task::spawn_blocking(move || forms_api(&["migrate", "--database", &database]))
        });
        for output in join_all(starts).await {
            let output = output.unwrap();
            assert!(output.status.success(), "round {round}: {}", said(&output));
        }
        // And services starting side by side on the migrated database, then on a new one.
        let fresh = common::fresh_database(&dir.path().join("second")).await;
        let services = join_all([
            common::process::Process::start(&fresh, dir.path()),
            common::process::Process::start(&fresh, dir.path()),
        ])
        .await;
        assert_eq!(services.len(), 2);
        let export = forms_api(&["applications", "export", "--database", &fresh]);
        assert!(export.status.success(), "{}", said(&export));
    }
}

async fn run_sql(database: &str, sql: &str) {
    use sqlx::Connection as _;
    sqlx::any::install_default_drivers();
    let mut connection = sqlx::AnyConnection::connect(database).await.unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_string())).execute(&mut connection).await.unwrap();
    connection.close().await.unwrap();
}
