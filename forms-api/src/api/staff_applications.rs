//! The staff's applications: the list with its filters, search, sorting and pages; one
//! application with every answer and its history; the decision (the same record and mail as
//! `forms-api applications decide`); reopening (admins); and the export of the filtered list.
//! Each operation passes `staff_access::require` first, and what it does is in the audit log.

use std::sync::Arc;

use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Enum, Object, OpenApi};

use super::Tags;
use super::application_filters::{
    Filters, SortOrder, Status, decode_cursor, describe, encode_cursor, list_query,
};
use super::reply::{Failure, Reply};
use super::session::Session;
use super::staff_access::{Role, require};
use super::text::Text;
use crate::application::Application;
use crate::audit::Action;
use crate::clock::rfc3339;
use crate::db::{ListQuery, Listed, Sort};
use crate::decisions::{self, Decision};
use crate::export::{self, Format};
use crate::state::State;
use crate::status::ApplicationStatus;

/// Applications on a page of the list.
pub const PAGE_SIZE: i64 = 50;
/// The longest note a decision can carry (it is mailed).
pub const NOTE_LIMIT: usize = 2000;
/// The most applications one export holds.
pub const EXPORT_LIMIT: i64 = 100_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum ExportFormat {
    Csv,
    Json,
}

/// A row of the list.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ApplicationRow {
    pub reference: String,
    pub name: String,
    pub email: String,
    pub membership_type: String,
    pub country: String,
    /// RFC 3339.
    pub submitted_at: String,
    pub status: ApplicationStatus,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ApplicationPage {
    pub items: Vec<ApplicationRow>,
    /// How many applications match the filters.
    pub total: i64,
    /// Pass as `after` for the next page; none on the last.
    #[oai(skip_serializing_if_is_none)]
    pub next: Option<String>,
}

/// A line of an application's history.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct HistoryLine {
    pub at: String,
    /// Who: a staff member's address, "command line", or the applicant.
    pub actor: String,
    pub action: String,
    pub detail: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ApplicationDetail {
    pub reference: String,
    pub status: ApplicationStatus,
    pub submitted_at: String,
    #[oai(skip_serializing_if_is_none)]
    pub decided_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub decision_note: Option<String>,
    pub email: String,
    pub name: String,
    /// Every answer as sent.
    pub answers: Application,
    pub history: Vec<HistoryLine>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct DecisionRequest {
    pub decision: Option<Decision>,
    /// Included in the mail to the applicant and shown on their profile.
    pub note: Option<Text>,
}

impl Example for DecisionRequest {
    fn example() -> Self {
        DecisionRequest {
            decision: Some(Decision::Accepted),
            note: Some(Text("Welcome to the association.".into())),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportFile {
    pub filename: String,
    pub content_type: String,
    pub content: String,
    pub count: i64,
}

pub struct StaffApplicationsApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/staff/applications", tag = "Tags::Staff")]
impl StaffApplicationsApi {
    /// A page of applications (50), filtered and sorted; `q` finds a reference, an address, or
    /// the start of a name. Reviewers and admins.
    #[oai(path = "/", method = "get", operation_id = "listApplications")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        session: Session,
        request: &Request,
        status: Query<Option<Status>>,
        #[oai(name = "type")] membership_type: Query<Option<String>>,
        country: Query<Option<String>>,
        /// First day, YYYY-MM-DD (UTC).
        from: Query<Option<String>>,
        /// Last day, YYYY-MM-DD (UTC), included.
        to: Query<Option<String>>,
        q: Query<Option<String>>,
        sort: Query<Option<SortOrder>>,
        /// The `next` of the page before.
        after: Query<Option<String>>,
    ) -> Reply<ApplicationPage> {
        let filters = Filters { status, membership_type, country, from, to, q, sort };
        Reply::from_result(self.page(session, request, filters, after.0).await)
    }

    /// The filtered list (no pages) as CSV (cells that a spreadsheet would run as formulas are
    /// neutralised) or JSON, for download. Recorded in the audit log.
    #[oai(path = "/export", method = "get", operation_id = "exportApplications")]
    #[allow(clippy::too_many_arguments)]
    async fn export(
        &self,
        session: Session,
        request: &Request,
        format: Query<Option<ExportFormat>>,
        status: Query<Option<Status>>,
        #[oai(name = "type")] membership_type: Query<Option<String>>,
        country: Query<Option<String>>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        q: Query<Option<String>>,
        sort: Query<Option<SortOrder>>,
    ) -> Reply<ExportFile> {
        let filters = Filters { status, membership_type, country, from, to, q, sort };
        let format = format.0.unwrap_or(ExportFormat::Csv);
        Reply::from_result(self.download(session, request, filters, format).await)
    }

    /// One application: every answer and its history. Recorded in the audit log.
    #[oai(path = "/:reference", method = "get", operation_id = "getApplication")]
    async fn one(
        &self,
        session: Session,
        request: &Request,
        reference: Path<String>,
    ) -> Reply<ApplicationDetail> {
        Reply::from_result(self.open(session, request, &reference.0).await)
    }

    /// Accept or decline an application waiting for a decision; the applicant is mailed the
    /// decision with the note.
    #[oai(path = "/:reference/decision", method = "post", operation_id = "decideApplication")]
    async fn decision(
        &self,
        session: Session,
        request: &Request,
        reference: Path<String>,
        body: Json<DecisionRequest>,
    ) -> Reply<ApplicationDetail> {
        Reply::from_result(self.decide(session, request, &reference.0, body.0).await)
    }

    /// Open a decided application again, to decide anew (admins only). The applicant is not
    /// mailed; the new decision will be.
    #[oai(path = "/:reference/reopen", method = "post", operation_id = "reopenApplication")]
    async fn reopen(
        &self,
        session: Session,
        request: &Request,
        reference: Path<String>,
    ) -> Reply<ApplicationDetail> {
        Reply::from_result(self.open_again(session, request, &reference.0).await)
    }
}

impl StaffApplicationsApi {
    async fn page(
        &self,
        session: Session,
        request: &Request,
        filters: Filters,
        after: Option<String>,
    ) -> Result<ApplicationPage, Failure> {
        require(&self.state, session, request, Role::Reviewer).await?;
        let mut query = list_query(filters)?;
        query.after = after.as_deref().map(decode_cursor).transpose()?;
        let db = &self.state.db;
        let rows = db.list_applications(&query, PAGE_SIZE + 1).await?;
        let total = db.count_applications(&ListQuery { after: None, ..query.clone() }).await?;
        let more = rows.len() as i64 > PAGE_SIZE;
        let rows = &rows[..rows.len().min(PAGE_SIZE as usize)];
        let sort = query.sort.unwrap_or(Sort::Newest);
        let next = rows.last().filter(|_| more).map(|last| encode_cursor(last, sort));
        Ok(ApplicationPage { items: rows.iter().map(row).collect(), total, next })
    }

    async fn download(
        &self,
        session: Session,
        request: &Request,
        filters: Filters,
        format: ExportFormat,
    ) -> Result<ExportFile, Failure> {
        let staff = require(&self.state, session, request, Role::Reviewer).await?;
        let query = list_query(filters)?;
        let db = &self.state.db;
        let rows = db.list_applications(&query, EXPORT_LIMIT).await?;
        let stored: Vec<_> = rows.into_iter().map(|listed| listed.application).collect();
        let mut out = Vec::new();
        let (format, extension, content_type) = match format {
            ExportFormat::Csv => (Format::Csv, "csv", "text/csv; charset=utf-8"),
            ExportFormat::Json => (Format::Json, "json", "application/json"),
        };
        let count = export::write(&stored, format, &mut out)?;
        let now = self.state.clock.now();
        let detail = format!("{count} as {extension}; {}", describe(&query));
        db.append_audit(&staff.entry(Action::Exported, "", &detail), now).await?;
        let day = rfc3339(now).get(..10).unwrap_or_default().to_string();
        Ok(ExportFile {
            filename: format!("applications-{day}.{extension}"),
            content_type: content_type.into(),
            content: String::from_utf8_lossy(&out).into_owned(),
            count: count as i64,
        })
    }

    async fn open(
        &self,
        session: Session,
        request: &Request,
        reference: &str,
    ) -> Result<ApplicationDetail, Failure> {
        let staff = require(&self.state, session, request, Role::Reviewer).await?;
        let db = &self.state.db;
        let listed = db.application(reference).await?.ok_or_else(not_found)?;
        let entry = staff.entry(Action::ApplicationOpened, &listed.application.reference, "");
        db.append_audit(&entry, self.state.clock.now()).await?;
        self.detail(listed).await
    }

    async fn decide(
        &self,
        session: Session,
        request: &Request,
        reference: &str,
        body: DecisionRequest,
    ) -> Result<ApplicationDetail, Failure> {
        let staff = require(&self.state, session, request, Role::Reviewer).await?;
        let Some(decision) = body.decision else {
            return Err(Failure::field("decision", "Choose Accept or Decline."));
        };
        let note = body.note.as_deref().map(str::trim).filter(|note| !note.is_empty());
        if note.is_some_and(|note| note.chars().count() > NOTE_LIMIT) {
            return Err(Failure::field(
                "note",
                &format!("The note must be {NOTE_LIMIT} characters or fewer."),
            ));
        }
        let state = &self.state;
        let listed = state.db.application(reference).await?.ok_or_else(not_found)?;
        let reference = listed.application.reference.clone();
        let entry = staff.entry(Action::Decided, &reference, decision.status().name());
        let now = state.clock.now();
        let site = state.site_url.trim_end_matches('/');
        let done = decisions::record(
            &state.db,
            &state.mailer,
            site,
            &reference,
            decision,
            note,
            &entry,
            now,
        )
        .await?;
        if done.is_none() {
            return Err(Failure::Refused(
                "This application has been decided already. An administrator can reopen it.".into(),
            ));
        }
        state.db.mail_queued();
        let listed = state.db.application(&reference).await?.ok_or_else(not_found)?;
        self.detail(listed).await
    }

    async fn open_again(
        &self,
        session: Session,
        request: &Request,
        reference: &str,
    ) -> Result<ApplicationDetail, Failure> {
        let staff = require(&self.state, session, request, Role::Admin).await?;
        let db = &self.state.db;
        let listed = db.application(reference).await?.ok_or_else(not_found)?;
        let reference = listed.application.reference.clone();
        let entry = staff.entry(Action::Reopened, &reference, listed.application.status.name());
        if !db.reopen(&reference, &entry, self.state.clock.now()).await? {
            return Err(Failure::Refused(
                "This application is waiting for a decision already.".into(),
            ));
        }
        let listed = db.application(&reference).await?.ok_or_else(not_found)?;
        self.detail(listed).await
    }

    async fn detail(&self, listed: Listed) -> Result<ApplicationDetail, Failure> {
        let stored = listed.application;
        let mut history = vec![HistoryLine {
            at: rfc3339(stored.submitted_at),
            actor: stored.email.clone(),
            action: "submitted".into(),
            detail: String::new(),
        }];
        for entry in self.state.db.audit_of(&stored.reference).await? {
            history.push(HistoryLine {
                at: rfc3339(entry.at),
                actor: entry.actor,
                action: entry.action,
                detail: entry.detail,
            });
        }
        Ok(ApplicationDetail {
            reference: stored.reference,
            status: stored.status,
            submitted_at: rfc3339(stored.submitted_at),
            decided_at: stored.decided_at.map(rfc3339),
            decision_note: stored.decision_note,
            email: crate::rules::shown_address(&stored.email),
            name: listed.applicant_name,
            answers: stored.answers,
            history,
        })
    }
}

fn not_found() -> Failure {
    Failure::NotFound("There is no application with this reference.".into())
}

fn row(listed: &Listed) -> ApplicationRow {
    ApplicationRow {
        reference: listed.application.reference.clone(),
        name: listed.applicant_name.clone(),
        email: crate::rules::shown_address(&listed.application.email),
        membership_type: listed.membership_type.clone(),
        country: listed.country.clone(),
        submitted_at: rfc3339(listed.application.submitted_at),
        status: listed.application.status,
    }
}
