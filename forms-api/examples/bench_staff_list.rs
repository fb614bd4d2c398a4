//! Benchmark of the staff workspace's list: fills a database with 100,000 applications (or the
//! number given), then times the statements of one page of the list (the page and its count, as
//! `GET /api/staff/applications` runs them) for typical filters, and prints p50 and p95.
//!
//! cargo run --release -p forms-api --example bench_staff_list -- [rows] [database URL]
//! (without a URL: a temporary SQLite file; for PostgreSQL give an empty database's URL)

use std::time::Instant;

use forms_api::application::{Application, ApplicationKeys};
use forms_api::db::{Db, Opening};
use forms_api::db::{ListQuery, Search, Sort};

const COUNTRIES: [&str; 12] = [
    "Kenya", "Nigeria", "India", "Brazil", "Germany", "France", "Japan", "Mexico", "Canada",
    "Egypt", "Spain", "Viet Nam",
];
const TYPES: [&str; 5] = ["regular", "student", "institutional", "corporate", "emeritus"];
const FAMILIES: [&str; 8] =
    ["Okafor", "Fernández", "Łukasiewicz", "Nguyen", "Müller", "Tanaka", "Mwangi", "Silva"];
const FIRSTS: [&str; 6] = ["Ada", "Zoë", "Grace", "Amara", "María", "Kenji"];

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let rows: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let dir = tempfile::tempdir().unwrap();
    let url = args
        .next()
        .unwrap_or_else(|| format!("sqlite://{}", dir.path().join("forms.db").display()));
    let wait = std::time::Duration::from_secs(5);
    let db = Db::open(&url, Opening::Service { wait }).await.unwrap();
    let started = Instant::now();
    fill(&url, rows).await;
    println!("filled {rows} applications in {:.1} s", started.elapsed().as_secs_f64());

    let kenya_pending = ListQuery {
        status: Some(forms_api::status::ApplicationStatus::Received),
        membership_type: Some("regular".into()),
        country: Some("Kenya".into()),
        ..ListQuery::default()
    };
    let cases: Vec<(&str, ListQuery)> = vec![
        ("every application, newest first", ListQuery::default()),
        ("pending regular members from Kenya", kenya_pending.clone()),
        ("the same, sorted by name", ListQuery { sort: Some(Sort::Name), ..kenya_pending }),
        (
            "declined, a date range",
            ListQuery {
                status: Some(forms_api::status::ApplicationStatus::Declined),
                from: Some(1_767_225_600 + 30 * 86_400),
                to: Some(1_767_225_600 + 60 * 86_400),
                ..ListQuery::default()
            },
        ),
        (
            "search: the start of a family name",
            ListQuery { search: Some(Search::Name(vec!["mwa".into()])), ..ListQuery::default() },
        ),
        (
            "search: two words, no accents",
            ListQuery {
                search: Some(Search::Name(vec!["zoe".into(), "lukas".into()])),
                ..ListQuery::default()
            },
        ),
        (
            "search: an address",
            ListQuery {
                search: Some(Search::Email("applicant4242@example.org".into())),
                ..ListQuery::default()
            },
        ),
    ];
    println!("{:<40} {:>9} {:>9} {:>8}", "page of 50 and its count", "p50 ms", "p95 ms", "matches");
    for (name, query) in cases {
        let mut times = Vec::new();
        let mut total = 0;
        for _ in 0..100 {
            let start = Instant::now();
            let page = db.list_applications(&query, 51).await.unwrap();
            total = db.count_applications(&query).await.unwrap();
            std::hint::black_box(page);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        times.sort_by(f64::total_cmp);
        println!("{name:<40} {:>9.2} {:>9.2} {total:>8}", times[49], times[94]);
    }
    // The hundredth page, reached by its cursor, costs what the first does.
    let mut query = ListQuery::default();
    let mut times = Vec::new();
    for _ in 0..100 {
        let start = Instant::now();
        let page = db.list_applications(&query, 51).await.unwrap();
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        let last = &page[49];
        query.after = Some(forms_api::db::After::Time(
            last.application.submitted_at,
            last.application.id.clone(),
        ));
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{:<40} {:>9.2} {:>9.2}",
        "pages 1 to 100 by cursor (page only)", times[49], times[94]
    );
}

/// Insert `rows` applications straight into the database, in transactions of 5,000.
async fn fill(url: &str, rows: usize) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let start = 1_767_225_600_i64;
    let mut n = 0;
    while n < rows {
        let mut tx = pool.begin().await.unwrap();
        for _ in 0..5_000.min(rows - n) {
            let application = Application {
                first_name: FIRSTS[n % FIRSTS.len()].into(),
                family_name: format!("{}{}", FAMILIES[(n / 7) % FAMILIES.len()], n % 97),
                email: format!("applicant{n}@example.org"),
                country: COUNTRIES[(n / 3) % COUNTRIES.len()].into(),
                membership_type: TYPES[n % TYPES.len()].into(),
                research_interests: "Machine learning, knowledge representation".into(),
                ..Application::default()
            };
            let keys = ApplicationKeys::of(&application);
            let status = match n % 20 {
                0..=15 => "received",
                16..=18 => "accepted",
                _ => "declined",
            };
            sqlx::query(
                "INSERT INTO applications (id, submitted_at, email, payload, reference, status,
                   staff_notified, membership_type, country, applicant_name, name_key, search_words)
                 VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $10, $11)",
            )
            .bind(format!("bench{n:07}"))
            .bind(start + (n as i64) * 600)
            .bind(&application.email)
            .bind(serde_json::to_string(&application).unwrap())
            .bind(format!("IAAII-2026-{n:06}"))
            .bind(status)
            .bind(&keys.membership_type)
            .bind(&keys.country)
            .bind(&keys.applicant_name)
            .bind(&keys.name_key)
            .bind(&keys.search_words)
            .execute(&mut *tx)
            .await
            .unwrap();
            n += 1;
        }
        tx.commit().await.unwrap();
    }
    // As autovacuum (PostgreSQL) or `PRAGMA optimize` (SQLite) leave a table that has settled:
    // statistics for the planner, and PostgreSQL's visibility map for index-only counts.
    let settle =
        if url.starts_with("postgres") { "VACUUM ANALYZE applications" } else { "ANALYZE" };
    sqlx::query(settle).execute(&pool).await.unwrap();
    pool.close().await;
}
