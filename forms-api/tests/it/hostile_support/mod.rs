//! What the hostile-input tests share: the corpus, the endpoints and their seeded accounts, and
//! the probe that sends each case and checks the answer, every table and the outbox.

// Each test file uses a part of what is here.
#![allow(dead_code, unused_imports)]

use std::time::Duration;

mod corpus;
mod endpoints;
mod outbox;
mod probe;
mod probe_mail;
mod slow;
mod tables;

pub use corpus::*;
pub use endpoints::*;
pub use outbox::*;
pub use probe::*;
pub use probe_mail::*;
pub use slow::*;
pub use tables::*;

pub const WRONG_PASSWORD: &str = "Wrong-Password-1";
pub const NEW_PASSWORD: &str = "Difference-Engine-1822";
/// Longer than this, an answer is a failure in itself (a pg_sleep or randomblob that ran).
pub const SLOW: Duration = Duration::from_secs(10);
/// A bomb must be refused at least this fast.
pub const QUICK: Duration = Duration::from_secs(2);
/// How long a stalled or trickling body may hold a connection before the service gives up on it.
pub const PATIENCE: Duration = Duration::from_secs(20);
