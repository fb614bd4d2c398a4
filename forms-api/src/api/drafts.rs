//! A signed-in member's unfinished application, kept by the service so that starting on a phone
//! and finishing on a laptop continues where they stopped: the newest save wins (by the time the
//! member's browser saved it), and the draft is deleted when the member sends an application
//! (to their own address or another), on "Start again", or with the account.

use std::sync::Arc;

use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::Tags;
use super::reply::{Failure, Message, Reply};
use super::session::Session;
use crate::db::KeptDraft;
use crate::state::State;

/// A draft as the wizard keeps it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", example)]
pub struct Draft {
    /// The answers so far, keyed as the form's fields (an object).
    pub answers: serde_json::Value,
    /// The step the member was on: 0 to 3 the wizard's four steps of questions, 4 "Check your
    /// answers".
    pub step: i64,
    /// When the member's browser saved it, in milliseconds since 1970 (the newest is kept).
    pub saved_at: i64,
}

impl Example for Draft {
    fn example() -> Self {
        Draft {
            answers: serde_json::json!({ "firstName": "Ada", "familyName": "Lovelace" }),
            step: 1,
            saved_at: 1_795_000_000_000,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct StoredDraft {
    /// The member's draft; none when there is none.
    #[oai(skip_serializing_if_is_none)]
    pub draft: Option<Draft>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct DraftSaved {
    /// False when a newer draft was kept already (saved from another device).
    pub kept: bool,
}

pub struct DraftsApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users/me/draft", tag = "Tags::Applications")]
impl DraftsApi {
    /// The signed-in member's unfinished application, if any.
    #[oai(path = "/", method = "get", operation_id = "getDraft")]
    async fn read(&self, session: Session) -> Reply<StoredDraft> {
        Reply::from_result(self.find(session).await)
    }

    /// Keep the signed-in member's unfinished application, unless one saved later is kept.
    #[oai(path = "/", method = "post", operation_id = "saveDraft")]
    async fn save(&self, session: Session, body: Json<Draft>) -> Reply<DraftSaved> {
        Reply::from_result(self.keep(session, body.0).await)
    }

    /// Forget the signed-in member's unfinished application ("Start again").
    #[oai(path = "/delete", method = "post", operation_id = "deleteDraft")]
    async fn delete(&self, session: Session) -> Reply<Message> {
        let member = session.member();
        let result = self.state.db.delete_draft(&member.id).await;
        Reply::from_result(
            result
                .map(|()| Message { message: "The draft has been deleted.".into() })
                .map_err(Into::into),
        )
    }
}

impl DraftsApi {
    async fn find(&self, session: Session) -> Result<StoredDraft, Failure> {
        let member = session.member();
        let kept = self.state.db.draft(&member.id).await?;
        Ok(StoredDraft {
            draft: kept.map(|kept| Draft {
                answers: kept.answers,
                step: kept.step,
                saved_at: kept.saved_at,
            }),
        })
    }

    async fn keep(&self, session: Session, draft: Draft) -> Result<DraftSaved, Failure> {
        let member = session.member();
        if !draft.answers.is_object() {
            return Err(Failure::Refused("The draft's answers must be an object.".into()));
        }
        if !(0..=4).contains(&draft.step) || draft.saved_at <= 0 {
            return Err(Failure::Refused("The draft's step or time is out of range.".into()));
        }
        let kept = KeptDraft { answers: draft.answers, step: draft.step, saved_at: draft.saved_at };
        let kept = self.state.db.save_draft(&member.id, &kept).await?;
        Ok(DraftSaved { kept })
    }
}
