//! Upgrades: a database as an earlier release left it is migrated by this one, and every row is
//! still there and readable through the API.
//!
//! The fixtures are SQL dumps in `tests/upgrades/<backend>/<version>.sql`, one per schema version:
//! - 0001, the first release: a member, their session and an application, written as that
//!   release wrote them (its payload's `yearsInAcademia` a float, no reference, no status);
//! - 0015 and each later one, the release that added that migration: made through its API, with
//!   a member, a session, an application with its reference and decision, staff with two-step
//!   verification, and the audit log they wrote.
//!
//! Each new migration adds the dump of the release that has it (`the_newest_release_has_its_fixture`
//! fails until then), and every dump is upgraded by every later release. `write_upgrade_fixtures`
//! (ignored) writes them, on SQLite or, with FORMS_TEST_POSTGRES, on PostgreSQL; see its comment.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::common;

use common::{START, Service, fixtures, staff};
use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use reqwest::StatusCode;
use serde_json::json;
use sqlx::Row as _;
use sqlx::migrate::Migrator;

static SQLITE: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES: Migrator = sqlx::migrate!("./migrations/postgres");

/// The member every fixture holds, and their password.
const MEMBER: &str = "ada@example.org";
const PASSWORD: &str = "Analytical-Engine-1843";
/// The first release's session token: its hash is in the dump, as the release stored it.
const FIRST_RELEASE_TOKEN: &str =
    "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";
/// The first release's application: it had no reference, and is known by its id since.
const FIRST_RELEASE_APPLICATION: &str = "8a9b0c1d2e3f405162738495";

fn postgres() -> bool {
    std::env::var("FORMS_TEST_POSTGRES").is_ok()
}

fn fixture(version: i64) -> PathBuf {
    let backend = if postgres() { "postgres" } else { "sqlite" };
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/upgrades"))
        .join(backend)
        .join(format!("{version:04}.sql"))
}

fn newest_migration() -> i64 {
    let migrator = if postgres() { &POSTGRES } else { &SQLITE };
    migrator.iter().map(|migration| migration.version).max().unwrap()
}

async fn pool(database: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    let url = if database.starts_with("sqlite:") {
        format!("{database}?mode=rwc")
    } else {
        database.to_string()
    };
    sqlx::AnyPool::connect(&url).await.unwrap()
}

/// A line `-- <name>: <value>` of the dump's heading.
fn heading(dump: &str, name: &str) -> Option<String> {
    dump.lines()
        .take_while(|line| line.starts_with("--") || line.is_empty())
        .find_map(|line| line.strip_prefix(&format!("-- {name}: ")).map(str::to_string))
}

/// The rows of every table of the service (the migrations' own table aside).
async fn rows_per_table(database: &str) -> BTreeMap<String, i64> {
    let pool = pool(database).await;
    let tables: Vec<String> = if postgres() {
        sqlx::query("SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public'")
    } else {
        sqlx::query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
    }
    .fetch_all(&pool)
    .await
    .unwrap()
    .iter()
    .map(|row| row.get::<String, _>("name"))
    .filter(|name| name != "_sqlx_migrations")
    .collect();
    let mut counts = BTreeMap::new();
    for table in tables {
        let sql = format!("SELECT COUNT(*) AS n FROM {table}");
        let row = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch_one(&pool).await.unwrap();
        counts.insert(table, row.get::<i64, _>("n"));
    }
    pool.close().await;
    counts
}

/// A new database holding the dump of `version`, and the dump.
async fn database_from_fixture(dir: &std::path::Path, version: i64) -> (String, String) {
    let path = fixture(version);
    let dump = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!("{}: {error} (write_upgrade_fixtures writes it)", path.display())
    });
    let database = common::fresh_database(dir).await;
    let pool = pool(&database).await;
    sqlx::raw_sql(sqlx::AssertSqlSafe(dump.clone())).execute(&pool).await.unwrap();
    pool.close().await;
    (database, dump)
}

/// The release's database, migrated by this one as `serve` does on starting; every table's rows
/// are still there. The service, the dump and the database.
async fn upgraded(version: i64) -> (Service, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let (database, dump) = database_from_fixture(dir.path(), version).await;
    let before = rows_per_table(&database).await;
    assert!(before.values().any(|&count| count > 0), "the fixture of {version} holds no rows");
    let target = database.clone();
    let service = Service::start_with(move |config| config.database = target).await;
    let after = rows_per_table(&database).await;
    for (table, count) in &before {
        assert_eq!(after.get(table), Some(count), "rows of {table} after upgrading from {version}");
    }
    // The folder holding a SQLite file lives as long as the service using it.
    std::mem::forget(dir);
    (service, dump, database)
}

/// The member signs in with their password, their session of the release still works, and their
/// application is listed under its reference.
async fn member_reads_their_account(service: &Service, token: &str, reference: &str) {
    let signed_in = service.sign_in(MEMBER, PASSWORD).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    let me = service.get_with_token("/users/me", token).await;
    assert_eq!(me.status, StatusCode::OK, "the release's session: {}", me.body);
    assert_eq!(me.body["email"], MEMBER);
    let mine = service.get_with_token("/users/me/applications", token).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    let listed = mine.body.as_array().cloned().unwrap_or_default();
    assert_eq!(listed.len(), 1, "{}", mine.body);
    assert_eq!(listed[0]["reference"], reference, "{}", mine.body);
}

#[tokio::test]
async fn the_first_release_s_database_is_upgraded_with_every_row_readable() {
    let (service, _, _) = upgraded(1).await;
    member_reads_their_account(&service, FIRST_RELEASE_TOKEN, FIRST_RELEASE_APPLICATION).await;
    // The staff open the application as the applicant sent it, years in academia included.
    let admin = staff::staff(&service, "admin@example.org", Role::Admin).await;
    let one =
        admin.get(&service, &format!("/staff/applications/{FIRST_RELEASE_APPLICATION}")).await;
    assert_eq!(one.status, StatusCode::OK, "{}", one.body);
    let answers = one.body.to_string();
    assert!(answers.contains("Compilers") && answers.contains("12"), "{}", one.body);
}

/// The versions of the fixtures made through a release's API (all but the first release's).
fn later_fixtures() -> Vec<i64> {
    let folder = fixture(1).parent().unwrap().to_path_buf();
    let mut versions: Vec<i64> = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".sql")?.parse().ok())
        .filter(|&version| version > 1)
        .collect();
    versions.sort();
    versions
}

#[tokio::test]
async fn the_newest_release_has_its_fixture() {
    let newest = newest_migration();
    assert!(
        later_fixtures().contains(&newest),
        "no {} for migration {newest}: write_upgrade_fixtures writes it",
        fixture(newest).display()
    );
}

#[tokio::test]
async fn every_later_release_s_database_is_upgraded_with_its_audit_log_intact() {
    for version in later_fixtures() {
        later_release_upgraded(version).await;
    }
}

async fn later_release_upgraded(version: i64) {
    let (service, dump, database) = upgraded(version).await;
    let token = heading(&dump, "session").expect("the dump names its member's session");
    let reference = heading(&dump, "reference").expect("the dump names its application");
    member_reads_their_account(&service, &token, &reference).await;
    let entries = heading(&dump, "audit entries").expect("the dump counts its audit entries");
    let verified =
        forms_api::audit_commands::verify(&database, "2 years", None, service.clock.now())
            .await
            .unwrap();
    assert!(verified.contains(&format!("{entries} entries")), "{verified}");
    // Its admin, back with the release's two-step secret, reads the audit log.
    let secret =
        heading(&dump, "admin's two-step secret").expect("the dump keeps the admin's secret");
    let admin = staff::signed_in(&service, "admin@example.org").await;
    // A code of the next period: the release's last one was spent at the same clock time.
    service.clock.advance(30);
    let code = forms_api::second_factor::code_at(&secret, service.clock.now()).unwrap();
    let step =
        service.post_with(&admin, "/users/me/second-factor/verify", json!({ "code": code })).await;
    assert_eq!(step.status, StatusCode::OK, "{}", step.body);
    let audit =
        common::answer(admin.get(format!("{}/staff/audit", service.base)).send().await.unwrap())
            .await;
    assert_eq!(audit.status, StatusCode::OK, "{}", audit.body);
    // Every entry of the release, then this sign-in.
    let seqs: Vec<u64> = audit.body["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| entry["seq"].as_u64())
        .collect();
    let entries: u64 = entries.parse().unwrap();
    assert_eq!(seqs, (1..=entries + 1).rev().collect::<Vec<_>>(), "{}", audit.body);
    let decided = audit.body["entries"].as_array().unwrap().iter().any(|entry| {
        entry["action"] == "application-decided" && entry["subject"] == reference.as_str()
    });
    assert!(decided, "{}", audit.body);
}

/// Writes the fixtures of the first release (0001) and of this one (its newest migration), on
/// SQLite or, with FORMS_TEST_POSTGRES, on PostgreSQL, with `sqlite3` or `pg_dump` on the PATH:
///
///   cargo test -p forms-api --test it upgrades::write_upgrade_fixtures -- --ignored
///
/// With a new migration, run it on both backends and keep only the new files (`git checkout` the
/// dumps already there: their hashes and times differ at each run).
#[tokio::test]
#[ignore = "writes the fixtures; run by hand"]
async fn write_upgrade_fixtures() {
    write_first_release().await;
    write_this_release().await;
}

async fn write_first_release() {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    let pool = pool(&database).await;
    let migrator = if postgres() { &POSTGRES } else { &SQLITE };
    Migrator::with_migrations(migrator.iter().take(1).cloned().collect()).run(&pool).await.unwrap();
    // As the first release wrote them: an id of 24 hex digits, the address trimmed and
    // lower-cased, an argon2id hash, a session's token hashed, the application's JSON.
    let hash =
        forms_api::passwords::Passwords::new(Default::default()).hash(PASSWORD.to_string()).await;
    let user = "5f0c1e2d3a4b5c6d7e8f9012";
    sqlx::query("INSERT INTO users (id, email, first_name, last_name, password_hash, created_at) VALUES ($1, $2, 'Ada', 'Lovelace', $3, $4)")
        .bind(user).bind(MEMBER).bind(hash).bind(START - 86_400)
        .execute(&pool).await.unwrap();
    sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)")
        .bind(forms_api::secrets::sha256_hex(&[FIRST_RELEASE_TOKEN])).bind(user).bind(START - 3_600).bind(START + 7 * 86_400)
        .execute(&pool).await.unwrap();
    let mut application = fixtures::application(MEMBER);
    application["firstName"] = json!("Ada");
    application["familyName"] = json!("Lovelace");
    application["yearsInAcademia"] = json!(12.0);
    sqlx::query(
        "INSERT INTO applications (id, submitted_at, email, payload) VALUES ($1, $2, $3, $4)",
    )
    .bind(FIRST_RELEASE_APPLICATION)
    .bind(START - 1_800)
    .bind(MEMBER)
    .bind(application.to_string())
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;
    dump(&database, 1, &[("member", MEMBER)]);
}

async fn write_this_release() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "admin@example.org", Role::Admin).await;
    let signed_up = service.sign_up(MEMBER, PASSWORD).await;
    assert_eq!(signed_up.status, StatusCode::OK, "{}", signed_up.body);
    let token = service.session_token(MEMBER, PASSWORD).await;
    // Sent signed in with its own address: accepted at once, with its reference.
    let applied = service.apply(fixtures::application(MEMBER)).await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    let reference = applied.body["reference"].as_str().expect("a reference").to_string();
    let decided = admin
        .post(
            &service,
            &format!("/staff/applications/{reference}/decision"),
            json!({ "decision": "accepted", "note": "Welcome." }),
        )
        .await;
    assert_eq!(decided.status, StatusCode::OK, "{}", decided.body);
    let entries =
        forms_api::audit_commands::verify(&service.database, "2 years", None, service.clock.now())
            .await
            .unwrap();
    let entries = entries.split(' ').find_map(|word| word.parse::<u32>().ok()).unwrap();
    dump(
        &service.database,
        newest_migration(),
        &[
            ("member", MEMBER),
            ("session", &token),
            ("reference", &reference),
            ("admin's two-step secret", &admin.secret),
            ("audit entries", &entries.to_string()),
        ],
    );
}

/// The database as SQL, headed by what the test needs to know of it.
fn dump(database: &str, version: i64, facts: &[(&str, &str)]) {
    let output = if postgres() {
        std::process::Command::new("pg_dump")
            .args([
                "--inserts",
                "--no-owner",
                "--no-privileges",
                "--no-comments",
                "--dbname",
                database,
            ])
            .output()
    } else {
        let file = database.trim_start_matches("sqlite://");
        std::process::Command::new("sqlite3").args([file, ".dump"]).output()
    }
    .expect("sqlite3 or pg_dump");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    // psql's own commands (pg_dump's \restrict) are not SQL.
    let sql: String = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('\\'))
        .map(|line| format!("{line}\n"))
        .collect();
    let mut text = format!(
        "-- A database as the release with migrations 1 to {version} left it (forms-api/tests/it/upgrades.rs).\n"
    );
    for (name, value) in facts {
        text.push_str(&format!("-- {name}: {value}\n"));
    }
    text.push('\n');
    text.push_str(&sql);
    let path = fixture(version);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
}
