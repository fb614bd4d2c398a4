//! `forms-api audit verify` against the service's own database (SQLite, or PostgreSQL with
//! FORMS_TEST_POSTGRES), tampered with as someone with write access to it would: a row changed,
//! removed or inserted; the first rows deleted and the head's start moved past them; the last
//! rows deleted and the head's end moved back, found with a head line kept earlier.

use crate::common;

use common::Service;
use common::staff;
use forms_api::api::staff_access::Role;
use forms_api::audit_commands::{purge, verify};
use forms_api::clock::Clock as _;

/// The service with five audit entries: the admin's grant and sign-in, then three grants.
async fn five_entries() -> Service {
    let service = Service::start().await;
    staff::staff(&service, "admin@example.org", Role::Admin).await;
    staff::signed_in(&service, "admin@example.org").await;
    service.clock.advance(30);
    for n in 0..3 {
        staff::member(&service, &format!("m{n}@example.org")).await;
        staff::grant(&service, &format!("m{n}@example.org"), Role::Reviewer).await;
    }
    service
}

/// `forms-api audit <args> --database <database>`: whether it succeeded, and what it said.
fn command(database: &str, args: &[&str]) -> (bool, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .arg("audit")
        .args(args)
        .args(["--database", database])
        .output()
        .unwrap();
    let said = if output.status.success() { output.stdout } else { output.stderr };
    (output.status.success(), String::from_utf8_lossy(&said).trim().to_string())
}

async fn tamper(database: &str, statements: &[&'static str]) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    for &sql in statements {
        sqlx::query(sql).execute(&pool).await.unwrap();
    }
    pool.close().await;
}

#[tokio::test]
async fn audit_verify_names_the_first_row_changed_removed_or_inserted() {
    let service = five_entries().await;
    let database = &service.database;
    let now = service.clock.now();
    let intact = verify(database, "2 years", None, now).await.unwrap();
    assert!(intact.contains("5 entries"), "{intact}");
    // Nothing is past its retention yet: nothing goes, and it still verifies.
    let purged = purge(database, "2 years", now).await.unwrap();
    assert!(purged.starts_with("deleted 0 audit log entries"), "{purged}");
    let (ok, said) = command(database, &["verify"]);
    assert!(ok, "{said}");

    tamper(database, &["UPDATE audit_log SET detail = 'admin' WHERE seq = 3"]).await;
    let (ok, said) = command(database, &["verify"]);
    assert!(!ok && said.contains("row 3 has been changed"), "{said}");
    tamper(database, &["UPDATE audit_log SET detail = 'reviewer' WHERE seq = 3"]).await;
    assert!(command(database, &["verify"]).0, "restored, it verifies again");
    tamper(database, &["DELETE FROM audit_log WHERE seq = 2"]).await;
    let (_, said) = command(database, &["verify"]);
    assert!(said.contains("row 2 is missing"), "{said}");
    tamper(database, &["DELETE FROM audit_log WHERE seq >= 2"]).await;
    let (_, said) = command(database, &["verify"]);
    assert!(said.contains("rows 2 to 5 are missing from the end"), "{said}");
}

#[tokio::test]
async fn a_purged_audit_log_still_verifies_from_the_first_entry_kept() {
    let service = Service::start().await;
    staff::staff(&service, "admin@example.org", Role::Admin).await;
    staff::member(&service, "old@example.org").await;
    staff::grant(&service, "old@example.org", Role::Reviewer).await;
    service.clock.advance(3 * 365 * 86_400);
    staff::member(&service, "new@example.org").await;
    staff::grant(&service, "new@example.org", Role::Reviewer).await;
    let now = service.clock.now();
    let purged = purge(&service.database, "2 years", now).await.unwrap();
    assert!(purged.starts_with("deleted 3 audit log entries"), "{purged}");
    let verified = verify(&service.database, "2 years", None, now).await.unwrap();
    assert!(verified.contains("1 entry, the last is 4"), "{verified}");
    // Verified with a longer retention than the purge ran with, the start is refused.
    let longer = verify(&service.database, "5 years", None, now).await.unwrap_err();
    assert!(longer.to_string().contains("within the retention period"), "{longer}");
    // Removing the first entry kept is still found.
    tamper(&service.database, &["DELETE FROM audit_log WHERE seq = 4"]).await;
    let broken = verify(&service.database, "2 years", None, now).await.unwrap_err();
    assert!(broken.to_string().contains("rows 4 to 4 are missing"), "{broken}");
}

#[tokio::test]
async fn a_start_moved_past_rows_minutes_old_is_refused() {
    let service = five_entries().await;
    let database = &service.database;
    // Rows 1 and 2 deleted, and the head made to start after row 2, as a purge would leave it.
    tamper(
        database,
        &[
            "UPDATE audit_head SET purged_through = 2,
                 purged_hash = (SELECT hash FROM audit_log WHERE seq = 2) WHERE id = 1",
            "DELETE FROM audit_log WHERE seq <= 2",
        ],
    )
    .await;
    let (ok, said) = command(database, &["verify"]);
    assert!(!ok, "{said}");
    assert!(said.contains("the log starts after row 2, but no purge recorded"), "{said}");

    // The purge time written too, as `audit purge` writes it: the rows are minutes old.
    let minutes_old = service.clock.now() - 10 * 60;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    sqlx::query("UPDATE audit_head SET purged_at = $1 WHERE id = 1")
        .bind(minutes_old)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let refused = verify(database, "2 years", None, service.clock.now()).await.unwrap_err();
    let said = refused.to_string();
    assert!(said.contains("the log's start, after row 2 written at"), "{said}");
    assert!(said.contains("within the retention period"), "{said}");
    // The command, whatever today's date: rows written in 2026 are within a century.
    let (ok, said) = command(database, &["verify", "--older-than", "100 years"]);
    assert!(!ok && said.contains("within the retention period"), "{said}");
}

#[tokio::test]
async fn an_end_cut_and_moved_back_is_found_with_a_head_line_kept_before() {
    let service = five_entries().await;
    let database = &service.database;
    let (ok, kept) = command(database, &["head"]);
    assert!(ok, "{kept}");
    assert!(kept.starts_with("audit head 5 "), "{kept}");
    assert_eq!(kept.lines().count(), 1, "{kept}");
    // The log grows after the line was kept: it still holds and extends the kept row.
    staff::member(&service, "m3@example.org").await;
    staff::grant(&service, "m3@example.org", Role::Reviewer).await;
    let (ok, said) = command(database, &["verify", "--head", &kept]);
    assert!(ok && said.contains("holds row 5 of the kept head line"), "{said}");

    // Rows 5 and 6 deleted and the head pointed at row 4: the chain alone still verifies...
    tamper(
        database,
        &[
            "DELETE FROM audit_log WHERE seq >= 5",
            "UPDATE audit_head SET seq = 4,
                 hash = (SELECT hash FROM audit_log WHERE seq = 4) WHERE id = 1",
        ],
    )
    .await;
    let (ok, said) = command(database, &["verify"]);
    assert!(ok, "{said}");
    // ...but not against the line kept before.
    let (ok, said) = command(database, &["verify", "--head", &kept]);
    assert!(!ok, "{said}");
    assert!(said.contains("the kept head is row 5, but the log now ends at row 4"), "{said}");
    let (ok, said) = command(database, &["verify", "--head", "yesterday's"]);
    assert!(!ok && said.contains("is not a line printed by `forms-api audit head`"), "{said}");
}
