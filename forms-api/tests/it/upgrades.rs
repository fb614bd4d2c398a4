//! Upgrades: a database as an earlier release left it is migrated by this one, and every row is
//! still there and readable through the API.
//!
//! The fixtures are SQL dumps in `tests/upgrades/<backend>/<version>.sql`, one per schema version:
//! - 0001, the first release: a member, their session and an application, written as that
//!   release wrote them (its payload's `yearsInAcademia` a float, no reference, no status);
//! - 0002 to 0010, each release that added a table: a row in every table it had, written with
//!   that release's columns (an address waiting for confirmation, a queued message, an
//!   application waiting for its address, staff with a second factor and their audit log, a
//!   draft, a passkey), each read back through the API after the upgrade;
//! - 0015 and each later one, the release that added that migration: made through its API, with
//!   a member, a session, an application with its reference and decision, staff with two-step
//!   verification, and the audit log they wrote.
//!
//! Each new migration adds the dump of the release that has it (`the_newest_release_has_its_fixture`
//! fails until then), and every dump is upgraded by every later release.
//! `upgrade_fixtures::write_upgrade_fixtures` (ignored) writes them, on SQLite or, with
//! FORMS_TEST_POSTGRES, on PostgreSQL; see its comment.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::common;

use common::{Service, staff};
use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use reqwest::StatusCode;
use serde_json::json;
use sqlx::Row as _;
use sqlx::migrate::Migrator;

pub(crate) static SQLITE: Migrator = sqlx::migrate!("./migrations/sqlite");
pub(crate) static POSTGRES: Migrator = sqlx::migrate!("./migrations/postgres");

/// The member every fixture holds, and their password.
pub(crate) const MEMBER: &str = "ada@example.org";
pub(crate) const PASSWORD: &str = "Analytical-Engine-1843";
/// The first release's session token: its hash is in the dump, as the release stored it.
pub(crate) const FIRST_RELEASE_TOKEN: &str =
    "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";
/// The first release's application: it had no reference, and is known by its id since.
pub(crate) const FIRST_RELEASE_APPLICATION: &str = "8a9b0c1d2e3f405162738495";

pub(crate) fn postgres() -> bool {
    std::env::var("FORMS_TEST_POSTGRES").is_ok()
}

pub(crate) fn fixture(version: i64) -> PathBuf {
    let backend = if postgres() { "postgres" } else { "sqlite" };
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/upgrades"))
        .join(backend)
        .join(format!("{version:04}.sql"))
}

pub(crate) fn newest_migration() -> i64 {
    let migrator = if postgres() { &POSTGRES } else { &SQLITE };
    migrator.iter().map(|migration| migration.version).max().unwrap()
}

pub(crate) async fn pool(database: &str) -> sqlx::AnyPool {
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
async fn every_later_release_s_database_is_upgraded_with_every_row_readable() {
    // Each in a service and a database of its own, side by side.
    futures_util::future::join_all(later_fixtures().into_iter().map(later_release_upgraded)).await;
}

/// The facts a release's dump (from `TABLES_ADDED`) has from the release that added their table.
const FACTS_SINCE: [(i64, &str); 8] = [
    (2, "unconfirmed address"),
    (3, "status"),
    (4, "queued mail"),
    (7, "pending application's token"),
    (9, "audit entries"),
    (9, "admin's two-step secret"),
    (9, "draft's step"),
    (10, "admin's passkey"),
];

/// The release's rows, read through the API: each check runs when the dump has what it reads
/// (its heading names it), so each fixture is checked for every table its release had.
async fn later_release_upgraded(version: i64) {
    let (service, dump, database) = upgraded(version).await;
    let fact = |name: &str| heading(&dump, name);
    // A fact misspelt by the writer would skip its check: each release's dump has its own.
    if crate::upgrade_fixtures::TABLES_ADDED.contains(&version) {
        for (since, name) in FACTS_SINCE {
            assert_eq!(fact(name).is_some(), version >= since, "{version}'s dump and {name:?}");
        }
    }
    let token = fact("session").expect("the dump names its member's session");
    let reference = fact("reference").expect("the dump names its application");
    member_reads_their_account(&service, &token, &reference).await;
    if let Some(status) = fact("status") {
        let mine = service.get_with_token("/users/me/applications", &token).await;
        assert_eq!(mine.body[0]["status"], status.as_str(), "{version}: {}", mine.body);
    }
    if let Some(step) = fact("draft's step") {
        let draft = service.get_with_token("/users/me/draft", &token).await;
        assert_eq!(draft.status, StatusCode::OK, "{version}: {}", draft.body);
        assert_eq!(draft.body["draft"]["step"].to_string(), step, "{version}: {}", draft.body);
        assert_eq!(draft.body["draft"]["answers"]["firstName"], "Ada", "{}", draft.body);
    }
    if let (Some(newcomer), Some(link)) =
        (fact("unconfirmed address"), fact("its confirmation link's token"))
    {
        newcomer_confirms_and_signs_in(&service, version, &newcomer, &link).await;
    }
    if let Some(link) = fact("pending application's token") {
        let confirmed = service.post("/users/confirm-application", json!({ "token": link })).await;
        assert_eq!(confirmed.status, StatusCode::OK, "{version}: {}", confirmed.body);
        // The year's counter goes on from the release's last number.
        let next = fact("next reference").expect("the dump names the next reference");
        assert_eq!(confirmed.body["reference"], next.as_str(), "{version}: {}", confirmed.body);
    }
    if let Some(entries) = fact("audit entries") {
        let secret = fact("admin's two-step secret").expect("the dump keeps the admin's secret");
        admin_reads_the_audit_log(&service, &database, &entries, &secret, &reference).await;
        if let Some(passkey) = fact("admin's passkey") {
            let admin = staff::signed_in(&service, "admin@example.org").await;
            let status = common::answer(
                admin.get(format!("{}/users/me/second-factor", service.base)).send().await.unwrap(),
            )
            .await;
            assert_eq!(status.body["passkeys"][0]["name"], passkey.as_str(), "{}", status.body);
        }
    }
    // Last, as it moves the clock an hour on: the message queued by the release is delivered.
    if let Some(subject) = fact("queued mail") {
        service.clock.advance(3_600);
        let mail = service.wait_for_mail_containing(MEMBER, &subject).await;
        assert!(mail.contains("Hello Ada,"), "{version}: {mail}");
    }
}

/// The account made by the release confirms its address with the release's link, then signs in.
async fn newcomer_confirms_and_signs_in(service: &Service, version: i64, email: &str, link: &str) {
    let confirmed = service.post("/users/confirm-email", json!({ "token": link })).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{version}: {}", confirmed.body);
    let signed_in = service.sign_in(email, PASSWORD).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{version}: {}", signed_in.body);
}

/// The release's admin, back with its two-step secret, reads every entry of the release's audit
/// log (and `audit verify` finds the chain whole).
async fn admin_reads_the_audit_log(
    service: &Service,
    database: &str,
    entries: &str,
    secret: &str,
    reference: &str,
) {
    let verified =
        forms_api::audit_commands::verify(database, "2 years", None, service.clock.now())
            .await
            .unwrap();
    assert!(verified.contains(&format!("{entries} entries")), "{verified}");
    let admin = staff::signed_in(service, "admin@example.org").await;
    // A code of the next period: the release's last one was spent at the same clock time.
    service.clock.advance(30);
    let code = forms_api::second_factor::code_at(secret, service.clock.now()).unwrap();
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
    let decided = audit.body["entries"]
        .as_array()
        .unwrap()
        .iter()
        .any(|entry| entry["action"] == "application-decided" && entry["subject"] == reference);
    assert!(decided, "{}", audit.body);
}
