//! Mail through the durable queue, against a real SMTP server (aiosmtpd): the server goes down in
//! the middle of a stream of sign-ups, recovery requests and applications sent to two instances
//! sharing one database, and comes back. Every message is delivered, and exactly once (counted by
//! Message-ID). Runs on the backend the suite runs on (SQLite, or PostgreSQL with
//! FORMS_TEST_POSTGRES, where the senders claim with `FOR UPDATE SKIP LOCKED`).

use crate::common;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use common::process::Process;
use common::smtp::Smtp;
use futures_util::future::join_all;
use serde_json::{Value, json};

/// People in each third of the stream; each causes three messages: the sign-up's confirmation
/// link, a recovery code, and the link that sends their application on (sent without signing
/// in, it waits for its address to be confirmed).
const PER_THIRD: usize = 8;
const MESSAGES_PER_PERSON: usize = 3;
/// How long the server stays down, at least.
const OUTAGE: Duration = Duration::from_secs(5);

#[tokio::test(flavor = "multi_thread")]
async fn an_smtp_outage_delays_mail_and_neither_loses_nor_doubles_any() {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    let mut smtp = Smtp::new(dir.path());
    smtp.start();
    let url = smtp.url();
    let settings = ["--smtp", url.as_str(), "--mail-retry-seconds", "1"];
    let instances = [
        Process::start_with(&database, dir.path(), &settings).await,
        Process::start_with(&database, dir.path(), &settings).await,
    ];
    let client = reqwest::Client::new();

    // The first third while the server is up (and delivered), the rest while it is down.
    stream(&client, &instances, &database, 0).await;
    wait_for(&database, "an empty queue", |queue| queue.waiting == 0).await;
    smtp.stop();
    let down = Instant::now();
    stream(&client, &instances, &database, 1).await;
    stream(&client, &instances, &database, 2).await;
    let expected = 3 * PER_THIRD * MESSAGES_PER_PERSON;
    wait_for(&database, "queued mail", |queue| queue.waiting > 0).await;
    let delivered_before = smtp.message_ids().len();
    assert_eq!(delivered_before, PER_THIRD * MESSAGES_PER_PERSON);
    // Down for a few seconds at least, so messages are tried and fail more than once.
    tokio::time::sleep(OUTAGE.saturating_sub(down.elapsed())).await;
    let waiting = queue(&database).await;

    smtp.start();
    let outage = down.elapsed();
    let back = Instant::now();
    let queue = wait_for(&database, "an empty queue", |queue| queue.waiting == 0).await;
    let emptied_in = back.elapsed();
    // Anything sent twice would arrive at once: give it a moment to show.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let ids = smtp.message_ids();
    let unique: HashSet<&String> = ids.iter().collect();
    println!(
        "SMTP outage of {:.1} s during {expected} messages from 2 instances: {} delivered before \
         it, {} waiting in the queue at its end, {} delivered in all, {} duplicates, {} given up; \
         queue empty {:.1} s after the server came back",
        outage.as_secs_f64(),
        delivered_before,
        waiting.waiting,
        ids.len(),
        ids.len() - unique.len(),
        queue.failed,
        emptied_in.as_secs_f64()
    );
    assert_eq!(queue.failed, 0, "messages were given up");
    assert_eq!(unique.len(), expected, "messages were lost");
    assert_eq!(ids.len(), expected, "messages were delivered twice");
}

/// One third of the stream, its requests spread over both instances and sent together: sign-ups,
/// then (once the accounts exist) recovery requests, then applications.
async fn stream(client: &reqwest::Client, instances: &[Process], database: &str, third: usize) {
    let people: Vec<usize> = (third * PER_THIRD..(third + 1) * PER_THIRD).collect();
    let email = |n: usize| format!("person{n}@example.org");
    let post = |n: usize, path: &'static str, body: Value| {
        let url = instances[n % instances.len()].url(path);
        let request = client.post(url).json(&body);
        async move {
            let answer = request.send().await.unwrap();
            assert!(answer.status().is_success(), "{path}: {}", answer.status());
        }
    };
    join_all(people.iter().map(|&n| {
        let body = json!({
            "firstName": "Person", "lastName": format!("{n}"), "email": email(n),
            "password": common::GOOD_PASSWORD, "confirmPassword": common::GOOD_PASSWORD,
            "agreeTerms": true
        });
        post(n, "/users/signup", body)
    }))
    .await;
    // Accounts are stored after the sign-up's answer; a code is only sent to an account.
    let accounts = (third + 1) * PER_THIRD;
    wait_for_count(database, "SELECT COUNT(*) FROM users", accounts).await;
    join_all(
        people.iter().map(|&n| post(n, "/users/forgot-password", json!({ "email": email(n) }))),
    )
    .await;
    join_all(
        people
            .iter()
            .map(|&n| post(n, "/users/submit-form", common::fixtures::application(&email(n)))),
    )
    .await;
}

#[derive(Debug, Clone, Copy)]
struct Queue {
    waiting: i64,
    failed: i64,
}

async fn queue(database: &str) -> Queue {
    Queue {
        waiting: count(database, "SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NULL").await,
        failed: count(database, "SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NOT NULL")
            .await,
    }
}

/// Wait (two minutes at most: retries back off) until the queue is as `ready` wants it.
async fn wait_for(database: &str, what: &str, ready: impl Fn(Queue) -> bool) -> Queue {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let now = queue(database).await;
        if ready(now) {
            return now;
        }
        assert!(Instant::now() < deadline, "no {what}: {now:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn wait_for_count(database: &str, sql: &'static str, want: usize) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while count(database, sql).await < want as i64 {
        assert!(Instant::now() < deadline, "{sql} never reached {want}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn count(database: &str, sql: &'static str) -> i64 {
    use sqlx::Row as _;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    let row = sqlx::query(sql).fetch_one(&pool).await.unwrap();
    pool.close().await;
    row.try_get::<i64, _>(0).or_else(|_| row.try_get::<i32, _>(0).map(i64::from)).unwrap()
}
