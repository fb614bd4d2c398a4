//! The tables, read through a connection of our own.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;
use sqlx::Row as _;

use super::*;

/// Every table as a set of rows, each column as text. Payloads are compared by length, so a
/// snapshot stays small however many applications the test stores.
pub type Snapshot = BTreeMap<&'static str, BTreeSet<Vec<String>>>;

pub const TABLES: [(&str, &str); 8] = [
    (
        "users",
        "SELECT id, email, first_name, last_name, password_hash, CAST(created_at AS TEXT), \
         CAST(otp_failures AS TEXT), CAST(otp_failures_window AS TEXT), \
         COALESCE(CAST(email_confirmed_at AS TEXT), '') FROM users",
    ),
    (
        "email_confirmations",
        "SELECT token_hash, user_id, CAST(expires_at AS TEXT) FROM email_confirmations",
    ),
    ("known_clients", "SELECT user_id, client, CAST(last_seen_at AS TEXT) FROM known_clients"),
    (
        "sessions",
        "SELECT token_hash, user_id, CAST(created_at AS TEXT), CAST(last_seen_at AS TEXT), \
         CAST(expires_at AS TEXT) FROM sessions",
    ),
    (
        "reset_codes",
        "SELECT user_id, code_hash, salt, CAST(expires_at AS TEXT), CAST(failures AS TEXT) \
         FROM reset_codes",
    ),
    (
        "reset_tokens",
        "SELECT token_hash, user_id, CAST(expires_at AS TEXT), CAST(used AS TEXT) FROM reset_tokens",
    ),
    (
        "applications",
        "SELECT id, CAST(submitted_at AS TEXT), email, CAST(LENGTH(payload) AS TEXT) FROM applications",
    ),
    // The bound on recovery mails counts with the rate limits off too (it bounds guessing codes):
    // its counters are bookkeeping, not something a hostile value did.
    (
        "rate_limits",
        "SELECT key, CAST(window_start AS TEXT), CAST(count AS TEXT) FROM rate_limits \
         WHERE key NOT LIKE 'recovery-mail:%'",
    ),
];
/// The list of tables itself, so a dropped or added table shows.
pub const SQLITE_TABLES: &str = "SELECT name FROM sqlite_master WHERE type = 'table'";
pub const POSTGRES_TABLES: &str =
    "SELECT CAST(tablename AS TEXT) FROM pg_tables WHERE schemaname = current_schema()";

pub struct Database {
    pub pool: sqlx::AnyPool,
    pub tables: &'static str,
}

pub struct Change {
    pub table: &'static str,
    pub added: Vec<Vec<String>>,
    pub removed: Vec<Vec<String>>,
}

impl Database {
    /// SQLite read-only; PostgreSQL through plain SELECTs.
    pub async fn open(url: &str) -> Database {
        sqlx::any::install_default_drivers();
        let (url, tables) = if url.starts_with("sqlite:") {
            let joiner = if url.contains('?') { '&' } else { '?' };
            (format!("{url}{joiner}mode=ro"), SQLITE_TABLES)
        } else {
            (url.to_string(), POSTGRES_TABLES)
        };
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect(&url)
            .await
            .unwrap_or_else(|error| panic!("cannot open {url} to compare: {error}"));
        Database { pool, tables }
    }

    pub async fn snapshot(&self) -> Snapshot {
        let mut snapshot = Snapshot::new();
        for (table, sql) in TABLES.into_iter().chain([("(tables)", self.tables)]) {
            let rows = sqlx::query(sql)
                .fetch_all(&self.pool)
                .await
                .unwrap_or_else(|error| panic!("reading {table}: {error}"));
            let rows: BTreeSet<Vec<String>> = rows
                .iter()
                .map(|row| {
                    (0..row.len())
                        .map(|column| {
                            row.try_get_unchecked::<String, _>(column)
                                .unwrap_or_else(|error| panic!("{table}: {error}"))
                        })
                        .collect::<Vec<String>>()
                })
                .collect();
            snapshot.insert(table, rows);
        }
        snapshot
    }

    /// The stored application, as JSON.
    pub async fn payload(&self, id: &str) -> Value {
        let row = sqlx::query("SELECT payload FROM applications WHERE id = $1")
            .bind(id)
            .fetch_one(&self.pool)
            .await
            .unwrap_or_else(|error| panic!("reading application {id}: {error}"));
        let payload: String = row.try_get_unchecked(0_usize).unwrap();
        serde_json::from_str(&payload).expect("a stored application is JSON")
    }
}

pub fn compare(before: &Snapshot, after: &Snapshot) -> Vec<Change> {
    let empty = BTreeSet::new();
    after
        .iter()
        .map(|(table, rows)| {
            let old = before.get(table).unwrap_or(&empty);
            Change {
                table,
                added: rows.difference(old).cloned().collect(),
                removed: old.difference(rows).cloned().collect(),
            }
        })
        .filter(|change| !change.added.is_empty() || !change.removed.is_empty())
        .collect()
}

pub fn describe(changes: &[Change]) -> String {
    if changes.is_empty() {
        return "no change".into();
    }
    let first = |rows: &[Vec<String>]| {
        rows.first().map(|row| format!(" (first: {})", brief(&row.join(" | ")))).unwrap_or_default()
    };
    changes
        .iter()
        .map(|change| {
            format!(
                "{}: {} added{}, {} removed{}",
                change.table,
                change.added.len(),
                first(&change.added),
                change.removed.len(),
                first(&change.removed)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}
