//! Writing the upgrade fixtures (`tests/upgrades/<backend>/<version>.sql`) that `upgrades` reads:
//! the first release's database, the database of each release that added a table, and this
//! release's, each as SQL dumped by `sqlite3` or `pg_dump`, headed by what the tests need to know
//! of it. Run by hand (see `write_upgrade_fixtures`).

use crate::common;
use crate::upgrades::{
    FIRST_RELEASE_APPLICATION, FIRST_RELEASE_TOKEN, MEMBER, PASSWORD, POSTGRES, SQLITE, fixture,
    newest_migration, pool, postgres,
};

use common::{START, Service, fixtures, staff};
use forms_api::api::staff_access::Role;
use forms_api::audit::{Entry, GENESIS, row_hash};
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

const MEMBER_ID: &str = "5f0c1e2d3a4b5c6d7e8f9012";
/// An account whose address waits for confirmation, and whose application waits for it too.
const NEWCOMER: &str = "grace@example.org";
const NEWCOMER_ID: &str = "6a1d2f3e4b5c6d7e8f901a2b";
const ADMIN_ID: &str = "7b2e3f4a5b6c7d8e9f0a1b2c";
const ADMIN_SECRET: &str = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CONFIRMATION_TOKEN: &str = "1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f";
const PENDING_TOKEN: &str = "2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a";
const RESET_TOKEN: &str = "3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b";
const QUEUED_SUBJECT: &str = "Queued before the upgrade";
const PASSKEY_NAME: &str = "Security key (fixture)";

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

/// The statements that fill release `version`'s tables, and the facts the tests read back.
fn release_rows(version: i64, hash: &str, facts: &mut Vec<(&'static str, String)>) -> Vec<String> {
    let at = |offset: i64| START + offset;
    let mut rows = Vec::new();
    let confirmed = if version >= 2 { ", email_confirmed_at" } else { "" };
    let confirmed_at = if version >= 2 { format!(", {}", at(-86_000)) } else { String::new() };
    rows.push(format!(
        "INSERT INTO users (id, email, first_name, last_name, password_hash, created_at{confirmed})
         VALUES ('{MEMBER_ID}', '{MEMBER}', 'Ada', 'Lovelace', '{hash}', {}{confirmed_at})",
        at(-86_400)
    ));
    rows.push(format!(
        "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
         VALUES ('{}', '{MEMBER_ID}', {}, {}, {})",
        sha256_hex(&[FIRST_RELEASE_TOKEN]),
        at(-3_600),
        at(-3_600),
        at(7 * 86_400)
    ));
    let mut application = fixtures::application(MEMBER);
    application["firstName"] = json!("Ada");
    application["familyName"] = json!("Lovelace");
    let payload = application.to_string().replace('\'', "''");
    if version >= 3 {
        let reference = "IAAII-2026-00001";
        rows.push(format!(
            "INSERT INTO applications (id, submitted_at, email, payload, reference, status, decided_at, decision_note)
             VALUES ('{FIRST_RELEASE_APPLICATION}', {}, '{MEMBER}', '{payload}', '{reference}', 'accepted', {}, 'Welcome.')",
            at(-1_800),
            at(-900)
        ));
        rows.push("INSERT INTO reference_counters (year, last) VALUES (2026, 1)".into());
        facts.push(("reference", reference.into()));
        facts.push(("status", "accepted".into()));
    } else {
        rows.push(format!(
            "INSERT INTO applications (id, submitted_at, email, payload)
             VALUES ('{FIRST_RELEASE_APPLICATION}', {}, '{MEMBER}', '{payload}')",
            at(-1_800)
        ));
        facts.push(("reference", FIRST_RELEASE_APPLICATION.into()));
    }
    rows.push(format!(
        "INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ('{}', '{MEMBER_ID}', {})",
        sha256_hex(&[RESET_TOKEN]),
        at(900)
    ));
    if version >= 2 {
        rows.push(format!(
            "INSERT INTO users (id, email, first_name, last_name, password_hash, created_at)
             VALUES ('{NEWCOMER_ID}', '{NEWCOMER}', 'Grace', 'Hopper', '{hash}', {})",
            at(-600)
        ));
        rows.push(format!(
            "INSERT INTO email_confirmations (token_hash, user_id, expires_at) VALUES ('{}', '{NEWCOMER_ID}', {})",
            sha256_hex(&[CONFIRMATION_TOKEN]),
            at(86_400)
        ));
        rows.push(format!(
            "INSERT INTO known_clients (user_id, client, last_seen_at) VALUES ('{MEMBER_ID}', '127.0.0.1', {})",
            at(-3_600)
        ));
        facts.push(("unconfirmed address", NEWCOMER.into()));
        facts.push(("its confirmation link's token", CONFIRMATION_TOKEN.into()));
    }
    if version >= 4 {
        // Due an hour after the tests' clock starts, so it waits in the queue through the upgrade.
        rows.push(format!(
            "INSERT INTO mail_queue (id, recipient, subject, text_body, html_body, created_at, next_attempt_at)
             VALUES ('9c8d7e6f5a4b3c2d1e0f9a8b', '{MEMBER}', '{QUEUED_SUBJECT}', 'Hello Ada,', '<p>Hello Ada,</p>', {}, {})",
            at(-60),
            at(3_600)
        ));
        facts.push(("queued mail", QUEUED_SUBJECT.into()));
    }
    if version >= 5 {
        rows.push(format!(
            "INSERT INTO service_state (key, value) VALUES ('readiness_probe', '{}')",
            at(-30)
        ));
    }
    // A sliding log from release 6 on, whose migration drops the counters of earlier releases'
    // fixed windows (so those releases' fixtures have none): entries of ten digits of time, five
    // of a tag and a ';'.
    if version >= 6 {
        rows.push(format!(
            "INSERT INTO rate_limits (key, window_start, count, log)
             VALUES ('submit-form:127.0.0.9', {}, 1, '{:010}fixtr;')",
            at(-60),
            at(-60)
        ));
    }
    if version >= 7 {
        let waiting = fixtures::application(NEWCOMER).to_string().replace('\'', "''");
        rows.push(format!(
            "INSERT INTO pending_applications (token_hash, email, payload, submitted_at, expires_at)
             VALUES ('{}', '{NEWCOMER}', '{waiting}', {}, {})",
            sha256_hex(&[PENDING_TOKEN]),
            at(-600),
            at(47 * 3_600)
        ));
        facts.push(("pending application's token", PENDING_TOKEN.into()));
        facts.push(("next reference", "IAAII-2026-00002".into()));
    }
    if version >= 8 {
        rows.push(format!(
            "INSERT INTO reset_codes (user_id, browser_hash, code_hash, salt, expires_at)
             VALUES ('{MEMBER_ID}', '{}', '{}', 'fixture-salt', {})",
            sha256_hex(&["a browser"]),
            sha256_hex(&["fixture-salt", "123456"]),
            at(600)
        ));
    }
    if version >= 9 {
        rows.extend(staff_rows(version, hash, facts));
    }
    rows
}

/// Release 9's staff workspace (and 10's passkeys): an admin with an authenticator app and a
/// recovery code, the audit log of their grant and decision, and the member's draft.
fn staff_rows(version: i64, hash: &str, facts: &mut Vec<(&'static str, String)>) -> Vec<String> {
    let at = |offset: i64| START + offset;
    let mut rows = vec![
        format!(
            "INSERT INTO users (id, email, first_name, last_name, password_hash, created_at, email_confirmed_at)
             VALUES ('{ADMIN_ID}', 'admin@example.org', 'Ida', 'Rhodes', '{hash}', {}, {})",
            at(-8_000),
            at(-7_900)
        ),
        format!(
            "INSERT INTO staff_roles (user_id, role, granted_at, granted_by) VALUES ('{ADMIN_ID}', 'admin', {}, 'command line')",
            at(-7_200)
        ),
        // Its last code was of the step before the tests' clock starts.
        format!(
            "INSERT INTO second_factors (user_id, secret, created_at, confirmed_at, last_step)
             VALUES ('{ADMIN_ID}', '{ADMIN_SECRET}', {}, {}, {})",
            at(-7_000),
            at(-6_900),
            at(-60) / 30
        ),
        format!(
            "INSERT INTO second_factor_recovery_codes (user_id, code_hash) VALUES ('{ADMIN_ID}', '{}')",
            sha256_hex(&["fixture-recovery-code"])
        ),
        format!(
            "INSERT INTO application_drafts (user_id, payload, saved_at)
             VALUES ('{MEMBER_ID}', '{}', {})",
            json!({ "answers": { "firstName": "Ada", "country": "GB" }, "step": 1 }),
            at(-120) * 1000
        ),
    ];
    let mut prev_hash = GENESIS.to_string();
    let mut entries = Vec::new();
    for (seq, (offset, action, subject, detail)) in [
        (-7_200, "role-granted", "admin@example.org", "admin"),
        (-900, "application-decided", "IAAII-2026-00001", "accepted"),
    ]
    .into_iter()
    .enumerate()
    {
        let mut entry = Entry {
            seq: seq as i64 + 1,
            at: at(offset),
            actor: "admin@example.org".into(),
            action: action.into(),
            subject: subject.into(),
            detail: detail.into(),
            client: "127.0.0.1".into(),
            prev_hash: prev_hash.clone(),
            hash: String::new(),
        };
        entry.hash = row_hash(&entry);
        prev_hash = entry.hash.clone();
        entries.push(entry);
    }
    for entry in &entries {
        rows.push(format!(
            "INSERT INTO audit_log (seq, at, actor, action, subject, detail, client, prev_hash, hash)
             VALUES ({}, {}, '{}', '{}', '{}', '{}', '{}', '{}', '{}')",
            entry.seq, entry.at, entry.actor, entry.action, entry.subject, entry.detail,
            entry.client, entry.prev_hash, entry.hash
        ));
    }
    rows.push(format!(
        "UPDATE audit_head SET seq = {}, hash = '{prev_hash}' WHERE id = 1",
        entries.len()
    ));
    facts.push(("admin's two-step secret", ADMIN_SECRET.into()));
    facts.push(("audit entries", entries.len().to_string()));
    facts.push(("draft's step", "1".into()));
    if version >= 10 {
        // The record is not a usable key (no authenticator signs for it): the passkey is listed
        // and counted, and ceremonies are tested in member_two_step.
        rows.push(format!(
            "INSERT INTO passkeys (credential_id, user_id, name, passkey, created_at)
             VALUES ('Zml4dHVyZS1wYXNza2V5', '{ADMIN_ID}', '{PASSKEY_NAME}', '{{}}', {})",
            at(-5_000)
        ));
        rows.push(format!(
            "INSERT INTO passkey_ceremonies (session_hash, purpose, state, expires_at)
             VALUES ('{}', 'register', '{{}}', {})",
            sha256_hex(&[FIRST_RELEASE_TOKEN]),
            at(300)
        ));
        facts.push(("admin's passkey", PASSKEY_NAME.into()));
    }
    rows
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
