//! The rows each release that added a table wrote (`upgrade_fixtures::TABLES_ADDED`), in that
//! release's columns, as SQL statements, with the facts the upgrade tests read back.

use crate::common::{START, fixtures};
use crate::upgrades::{FIRST_RELEASE_APPLICATION, FIRST_RELEASE_TOKEN, MEMBER};

use forms_api::audit::{Entry, GENESIS, row_hash};
use forms_api::secrets::sha256_hex;
use serde_json::json;

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

/// The statements that fill release `version`'s tables, and the facts the tests read back.
pub(crate) fn release_rows(
    version: i64,
    hash: &str,
    facts: &mut Vec<(&'static str, String)>,
) -> Vec<String> {
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
