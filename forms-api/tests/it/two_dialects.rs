//! The schema is written twice, once per SQL dialect (forms-api/migrations/sqlite and
//! /postgres), because the types and defaults differ. This holds the two together: the same
//! migrations by name, and, when FORMS_TEST_POSTGRES names a server, the same tables with the same
//! columns once both are migrated.

use crate::common;

use std::collections::BTreeSet;

use forms_api::db::{Db, Opening};

fn migration_names(dialect: &str) -> BTreeSet<String> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(dialect);
    std::fs::read_dir(&folder)
        .unwrap_or_else(|error| panic!("{}: {error}", folder.display()))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn both_dialects_have_the_same_migrations() {
    let sqlite = migration_names("sqlite");
    assert!(!sqlite.is_empty());
    assert_eq!(sqlite, migration_names("postgres"));
}

/// "table.column" for every column of every table the service made (sqlx's own excluded).
async fn columns(database: &str) -> BTreeSet<String> {
    use sqlx::Row as _;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    let sql = if database.starts_with("sqlite:") {
        "SELECT m.name || '.' || p.name FROM sqlite_master m, pragma_table_info(m.name) p
         WHERE m.type = 'table' AND m.name NOT LIKE '\\_%' ESCAPE '\\' AND m.name NOT LIKE 'sqlite%'"
    } else {
        "SELECT table_name || '.' || column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name NOT LIKE '\\_%'"
    };
    let rows = sqlx::query(sql).fetch_all(&pool).await.unwrap();
    pool.close().await;
    rows.iter().map(|row| row.get::<String, _>(0)).collect()
}

#[tokio::test]
async fn both_dialects_make_the_same_tables_and_columns() {
    if std::env::var("FORMS_TEST_POSTGRES").is_err() {
        eprintln!("skipped: set FORMS_TEST_POSTGRES to compare with PostgreSQL");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let postgres = common::fresh_database(dir.path()).await;
    let sqlite = format!("sqlite://{}", dir.path().join("forms.db").display());
    for database in [&sqlite, &postgres] {
        Db::open(database, Opening::Service { wait: std::time::Duration::from_secs(5) })
            .await
            .unwrap();
    }
    let (in_sqlite, in_postgres) = (columns(&sqlite).await, columns(&postgres).await);
    assert!(in_sqlite.contains("applications.reference"), "{in_sqlite:?}");
    assert_eq!(in_sqlite, in_postgres);
}
