//! Writing the upgrade fixtures (`tests/upgrades/<backend>/<version>.sql`) that `upgrades` reads:
//! the first release's database, the database of each release that added a table, and this
//! release's, each as SQL dumped by `sqlite3` or `pg_dump`, headed by what the tests need to know
//! of it. Run by hand (see `write_upgrade_fixtures`).

use crate::common;
use crate::upgrade_rows::release_rows;
use crate::upgrades::{
    FIRST_RELEASE_APPLICATION, FIRST_RELEASE_TOKEN, MEMBER, PASSWORD, POSTGRES, SQLITE, fixture,
    newest_migration, pool, postgres,
};

use common::{START, Service, fixtures, staff};
use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use forms_api::secrets::sha256_hex;
use reqwest::StatusCode;
use serde_json::json;
use sqlx::migrate::Migrator;

/// Writes the fixtures of the first release (0001), of each release that added a table
/// (`TABLES_ADDED`), and of this one (its newest migration), on SQLite or, with
/// FORMS_TEST_POSTGRES, on PostgreSQL, with `sqlite3` or `pg_dump` on the PATH:
///
///   cargo test -p forms-api --test it upgrade_fixtures::write_upgrade_fixtures -- --ignored
///
/// With a new migration, run it on both backends and keep only the new files (`git checkout` the
/// dumps already there: their hashes and times differ at each run).
#[tokio::test]
#[ignore = "writes the fixtures; run by hand"]
async fn write_upgrade_fixtures() {
    write_first_release().await;
    for version in TABLES_ADDED {
        write_release(version).await;
    }
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
    let hash = password_hash().await;
    let user = "5f0c1e2d3a4b5c6d7e8f9012";
    sqlx::query("INSERT INTO users (id, email, first_name, last_name, password_hash, created_at) VALUES ($1, $2, 'Ada', 'Lovelace', $3, $4)")
        .bind(user).bind(MEMBER).bind(hash).bind(START - 86_400)
        .execute(&pool).await.unwrap();
    sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)")
        .bind(sha256_hex(&[FIRST_RELEASE_TOKEN])).bind(user).bind(START - 3_600).bind(START + 7 * 86_400)
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

/// The releases that added a table, after the first: 2 (address confirmations, known clients),
/// 3 (reference counters), 4 (the mail queue), 5 (the service's state), 7 (applications waiting
/// for their address), 8 (recovery codes per browser), 9 (the staff workspace: roles, second
/// factors, recovery codes, the audit log, drafts) and 10 (passkeys and their ceremonies).
pub(crate) const TABLES_ADDED: [i64; 8] = [2, 3, 4, 5, 7, 8, 9, 10];

/// The database of the release whose newest migration is `version`, with a row in every table it
/// has, written as that release's code wrote them (its columns; the staff's columns of an
/// application that release 9 fills at start are left for the service, as for an application
/// stored before it). Its times sit around `START`, the tests' clock.
async fn write_release(version: i64) {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    let pool = pool(&database).await;
    let migrator = if postgres() { &POSTGRES } else { &SQLITE };
    let migrations = migrator.iter().take_while(|m| m.version <= version).cloned().collect();
    Migrator::with_migrations(migrations).run(&pool).await.unwrap();
    let hash = password_hash().await;
    let mut facts = vec![("member", MEMBER.to_string()), ("session", FIRST_RELEASE_TOKEN.into())];
    for statement in release_rows(version, &hash, &mut facts) {
        sqlx::raw_sql(sqlx::AssertSqlSafe(statement.clone()))
            .execute(&pool)
            .await
            .unwrap_or_else(|error| panic!("{statement}: {error}"));
    }
    pool.close().await;
    let facts: Vec<(&str, &str)> =
        facts.iter().map(|(name, value)| (*name, value.as_str())).collect();
    dump(&database, version, &facts);
}

/// An argon2id hash of `PASSWORD`, at the cost the service uses.
async fn password_hash() -> String {
    forms_api::passwords::Passwords::new(Default::default()).hash(PASSWORD.to_string()).await
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
