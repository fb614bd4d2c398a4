//! The values the statements take and give: rows as the service reads them, and what a caller
//! asks of the database. They depend on nothing else in `db`, so every module of statements can
//! use them and the handle can name them.

use std::time::Duration;

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::application::Application;
use crate::audit::NewEntry;
use crate::mail::Outgoing;
use crate::status::ApplicationStatus;

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: String,
    /// When the address was confirmed through the mailed link; None until then.
    pub email_confirmed_at: Option<i64>,
    /// The language its mail is written in.
    pub language: crate::language::Language,
}

pub struct NewUser<'a> {
    pub id: &'a str,
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub password_hash: &'a str,
    pub language: crate::language::Language,
}

pub(super) fn user_row(row: &AnyRow) -> Result<UserRow, sqlx::Error> {
    Ok(UserRow {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        password_hash: row.try_get("password_hash")?,
        email_confirmed_at: row.try_get("email_confirmed_at")?,
        language: crate::language::Language::of(row.try_get::<&str, _>("language")?),
    })
}

/// An application as stored: the validated form, and what became of it.
#[derive(Debug, Clone)]
pub struct StoredApplication {
    pub id: String,
    /// `IAAII-2026-00042`; the id for applications sent before references existed.
    pub reference: String,
    pub submitted_at: i64,
    pub status: ApplicationStatus,
    pub decided_at: Option<i64>,
    pub decision_note: Option<String>,
    pub email: String,
    /// The answers, read from the stored JSON here and nowhere else.
    pub answers: Application,
}

/// The error of a stored application that does not decode, naming it.
fn unreadable(id: &str, what: String) -> sqlx::Error {
    sqlx::Error::Decode(format!("application {id} cannot be read: {what}").into())
}

/// The error of a stored application whose answers are not an application.
pub(super) fn unreadable_answers(id: &str, error: &serde_json::Error) -> sqlx::Error {
    unreadable(id, format!("its answers are not an application ({error})"))
}

/// An application's row, its answers and status decoded: the one place a stored application is
/// read. A row that does not decode is an error naming the application, whoever reads it.
pub(super) fn stored_application(row: &AnyRow) -> Result<StoredApplication, sqlx::Error> {
    let id: String = row.try_get("id")?;
    let status: String = row.try_get("status")?;
    let status = ApplicationStatus::of(&status).ok_or_else(|| {
        unreadable(&id, format!("its status `{status}` is none the service knows"))
    })?;
    let payload: String = row.try_get("payload")?;
    let answers =
        Application::from_json(&payload).map_err(|error| unreadable_answers(&id, &error))?;
    Ok(StoredApplication {
        reference: row.try_get("reference")?,
        submitted_at: row.try_get("submitted_at")?,
        status,
        decided_at: row.try_get("decided_at")?,
        decision_note: row.try_get("decision_note")?,
        email: row.try_get("email")?,
        answers,
        id,
    })
}

/// A new recovery code, for the account and the browser that asked (the hash of its recovery
/// cookie), with the reset token of the link mailed beside it.
pub struct NewCode<'a> {
    pub user_id: &'a str,
    pub browser_hash: &'a str,
    pub code_hash: &'a str,
    pub salt: &'a str,
    pub expires_at: i64,
    pub link_hash: &'a str,
    pub link_expires_at: i64,
}

/// A recovery code's salted hash, read when a try at it has been counted.
pub struct CodeRow {
    pub code_hash: String,
    pub salt: String,
}

/// How long what has no expiry of its own is kept, for `Db::sweep`.
pub struct SweepRules {
    pub session_idle_seconds: i64,
    pub unconfirmed_seconds: i64,
    pub known_client_seconds: i64,
    pub counter_seconds: i64,
    /// How long a message given up stays for the operator to see.
    pub given_up_mail_seconds: i64,
}

/// Rows deleted by one housekeeping pass, per table.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Swept {
    pub sessions: u64,
    pub reset_codes: u64,
    pub reset_tokens: u64,
    pub email_confirmations: u64,
    pub unconfirmed_users: u64,
    pub known_clients: u64,
    pub rate_limits: u64,
    pub given_up_mail: u64,
    pub pending_applications: u64,
}

/// A message a sender has claimed, with what decides its next try.
#[derive(Debug)]
pub struct Claimed {
    pub mail: Outgoing,
    pub created_at: i64,
    /// Tries so far, this one included.
    pub attempts: i64,
}

/// How the queue stands: messages waiting (due or backing off) and messages given up.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QueueDepth {
    pub waiting: i64,
    pub failed: i64,
}

pub(super) fn claimed(row: &AnyRow) -> Result<Claimed, sqlx::Error> {
    Ok(Claimed {
        mail: Outgoing {
            id: row.try_get("id")?,
            to: row.try_get("recipient")?,
            subject: row.try_get("subject")?,
            text: row.try_get("text_body")?,
            html: row.try_get("html_body")?,
        },
        created_at: row.try_get("created_at")?,
        attempts: row.try_get("attempts")?,
    })
}

/// What the association stores about an account itself.
#[derive(Debug, Clone)]
pub struct AccountRecord {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub created_at: i64,
    pub email_confirmed_at: Option<i64>,
    /// Live sessions (signed-in browsers and devices).
    pub sessions: i64,
}

/// What the caller expects of the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    /// The service: create a missing SQLite file, wait up to this long for a server that does
    /// not answer yet, and migrate (under a lock, so instances starting together are safe).
    Service { wait: Duration },
    /// A command: the database must exist and be at this binary's schema.
    Existing,
}

/// How the list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    Oldest,
    Name,
}

/// Where a page starts: after the row with this sort key and id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum After {
    Time(i64, String),
    Name(String, String),
}

/// What the search box holds, recognised by its shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    Reference(String),
    Email(String),
    /// Words each of which starts a word of the name, folded (`application::name_words`): none
    /// finds nothing.
    Name(Vec<String>),
}

#[derive(Debug, Clone, Default)]
pub struct ListQuery {
    pub status: Option<ApplicationStatus>,
    pub membership_type: Option<String>,
    pub country: Option<String>,
    /// Submitted at or after (Unix seconds).
    pub from: Option<i64>,
    /// Submitted before (Unix seconds).
    pub to: Option<i64>,
    pub search: Option<Search>,
    pub sort: Option<Sort>,
    pub after: Option<After>,
}

/// A row of the list, with its application.
#[derive(Debug, Clone)]
pub struct Listed {
    pub application: StoredApplication,
    pub applicant_name: String,
    pub membership_type: String,
    pub country: String,
    pub name_key: String,
}

/// Rows of the log for the workspace, newest first.
pub struct AuditQuery<'a> {
    pub action: Option<&'a str>,
    pub actor: Option<&'a str>,
    /// Only rows before this one (the page's cursor).
    pub before: Option<i64>,
    pub limit: i64,
}

/// A staff member as the roles table and the accounts give them.
#[derive(Debug, Clone)]
pub struct StaffRow {
    pub user_id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: crate::role::Role,
    pub granted_at: i64,
    pub granted_by: String,
    /// Whether their second factor is set up.
    pub enrolled: bool,
}

/// A live session's account, and whether the session has yet to pass the account's second factor.
#[derive(Debug, Clone)]
pub struct SessionRow {
    pub user: UserRow,
    pub pending: bool,
    /// When the owner last proved themselves in the session: signing in with the password,
    /// passing the second factor, or confirming their identity since.
    pub proved_at: i64,
}

/// The second factors an account has: a confirmed authenticator app, passkeys.
#[derive(Debug, Clone, Copy, Default)]
pub struct FactorKinds {
    pub app: bool,
    pub passkeys: i64,
}

impl FactorKinds {
    pub fn any(self) -> bool {
        self.app || self.passkeys > 0
    }
}

/// A passkey as stored: its id, the owner's name for it, and webauthn-rs's record (JSON).
#[derive(Debug, Clone)]
pub struct PasskeyRow {
    pub credential_id: String,
    pub name: String,
    pub passkey: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// A passkey to store, with what its adding brings along.
pub struct NewPasskey<'a> {
    pub user_id: &'a str,
    pub credential_id: &'a str,
    pub name: &'a str,
    pub passkey: &'a str,
    /// The first second factor of the account comes with its recovery codes (hashes).
    pub recovery_hashes: Option<&'a [String]>,
    pub session_hash: &'a str,
    pub audit: Option<&'a NewEntry>,
    pub notice: &'a Outgoing,
}

/// A second factor as stored.
#[derive(Debug, Clone)]
pub struct FactorRow {
    pub secret: String,
    pub confirmed: bool,
    pub last_step: i64,
}

/// What finishing the set-up of a second factor stores with its first code: the recovery codes'
/// hashes, and the mail that tells the owner.
pub struct Enrolment<'a> {
    pub recovery_hashes: &'a [String],
    pub notice: &'a Outgoing,
}
