//! New recovery codes for a staff member who has used most of theirs: with a current code from
//! their authenticator app (so a session alone, left open on a shared computer, cannot take the
//! codes), the ten new codes replace the old ones. Logged, and mailed to the owner.

use std::sync::Arc;

use poem::Request;
use poem_openapi::OpenApi;
use poem_openapi::payload::Json;

use super::Tags;
use super::reply::{Failure, Reply};
use super::security_notice::{FactorChange, second_factor_changed};
use super::session::{Session, token_hash};
use super::staff_access::{CodeRequest, FactorEnrolled, Role, audit_entry, require, take_guess};
use crate::audit::Action;
use crate::db::Enrolment;
use crate::second_factor;
use crate::state::State;

/// A wrong code here: only the app's current code renews the recovery codes.
const WRONG_APP_CODE: &str = "The code is incorrect or has been used already. Enter the current \
     code from your authenticator app (a recovery code cannot be used here).";

fn wrong_code() -> Failure {
    Failure::field("code", WRONG_APP_CODE)
}

pub struct StaffRecoveryCodesApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/staff/second-factor", tag = "Tags::Staff")]
impl StaffRecoveryCodesApi {
    /// Ten new recovery codes for the signed-in staff member, with a current code from their
    /// authenticator app (not a recovery code); the earlier codes stop working.
    #[oai(path = "/recovery-codes", method = "post", operation_id = "renewRecoveryCodes")]
    async fn renew(
        &self,
        session: Session,
        request: &Request,
        body: Json<CodeRequest>,
    ) -> Reply<FactorEnrolled> {
        Reply::from_result(self.new_codes(session, request, body.0).await)
    }
}

impl StaffRecoveryCodesApi {
    async fn new_codes(
        &self,
        session: Session,
        request: &Request,
        body: CodeRequest,
    ) -> Result<FactorEnrolled, Failure> {
        let state = &self.state;
        let staff = require(state, session, request, Role::Reviewer).await?;
        let user = staff.user;
        let factor = state.db.factor_of(&user.id).await?.filter(|factor| factor.confirmed);
        let Some(factor) = factor else {
            return Err(wrong_code());
        };
        let slot = take_guess(state, &user).await?;
        let now = state.clock.now();
        let code = body.code.as_deref().unwrap_or("");
        let Some(step) = second_factor::matching_step(&factor.secret, code, now) else {
            return Err(wrong_code());
        };
        let (codes, hashes) = second_factor::new_recovery_codes_and_hashes();
        let entry = audit_entry(state, request, &user, Action::CodesRenewed, "");
        let change = FactorChange::CodesRenewed;
        let notice =
            second_factor_changed(state, request, &user.first_name, &user.email, change, now)?;
        let session_hash = token_hash(request).unwrap_or_default();
        let enrolment = Enrolment { recovery_hashes: &hashes, notice: &notice };
        let accepted = state
            .db
            .accept_step(&user.id, step, &session_hash, Some(enrolment), Some(&entry), now)
            .await?;
        if !accepted {
            return Err(wrong_code());
        }
        state.limiter.give_back(&state.db, slot).await?;
        Ok(FactorEnrolled {
            message: "Here are your new recovery codes. The earlier ones no longer work.".into(),
            recovery_codes: codes,
        })
    }
}
