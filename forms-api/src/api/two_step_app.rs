//! The authenticator app (TOTP, RFC 6238) as a second factor: set it up with a first code,
//! pass it with a code or a recovery code, and renew the recovery codes with a current code.
//! Every code is accepted once, and wrong ones are limited per account.

use std::sync::Arc;

use poem::Request;
use poem::web::cookie::CookieJar;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use super::Tags;
use super::cookies::{self, signed_in_hint};
use super::identity::require_recent;
use super::reply::{Failure, Reply};
use super::security_notice::{FactorChange, second_factor_changed};
use super::session::{Session, SessionKey, Signing, SigningIn, User};
use super::two_step::{CodeRequest, FactorEnrolled, FactorPassed, staff_entry, take_guess};
use crate::audit::Action;
use crate::db::Enrolment;
use crate::second_factor;
use crate::state::{State, is_https};

const WRONG_CODE: &str = "The code is incorrect or has been used already. Enter the current code \
     from your authenticator app, or one of your recovery codes.";
/// A wrong code where only the app's current code renews the recovery codes.
const WRONG_APP_CODE: &str = "The code is incorrect or has been used already. Enter the current \
     code from your authenticator app (a recovery code cannot be used here).";

/// What setting up an authenticator app needs.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct FactorSetup {
    /// The secret as text, for apps set up by typing it (base32).
    pub secret: String,
    /// The `otpauth://` address the QR code holds.
    pub uri: String,
    /// The QR code, as SVG markup.
    pub qr_svg: String,
}

pub struct AuthenticatorAppApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users/me/second-factor", tag = "Tags::TwoStep")]
impl AuthenticatorAppApi {
    /// Begin setting up an authenticator app: a new secret, as text and as a QR code. Replaces
    /// a set-up not finished; refused once an app is set up.
    #[oai(path = "/setup", method = "post", operation_id = "beginSecondFactor")]
    async fn begin(&self, session: Session) -> Reply<FactorSetup> {
        Reply::from_result(self.begin_setup(session.signing()).await)
    }

    /// Finish setting up with a first code from the app: answers ten single-use recovery codes
    /// (replacing any earlier ones), and this session has passed the second factor.
    #[oai(path = "/confirm", method = "post", operation_id = "confirmSecondFactor")]
    async fn confirm(
        &self,
        session: Session,
        request: &Request,
        body: Json<CodeRequest>,
    ) -> Reply<FactorEnrolled> {
        Reply::from_result(self.confirm_setup(session.signing(), request, body.0).await)
    }

    /// Pass the second factor in this session with a code from the app (each accepted once) or
    /// a recovery code (each works once): the session then counts as signed in. Wrong codes are
    /// limited per account.
    #[oai(path = "/verify", method = "post", operation_id = "verifySecondFactor")]
    async fn verify(
        &self,
        session: SigningIn,
        request: &Request,
        cookies: &CookieJar,
        body: Json<CodeRequest>,
    ) -> Reply<FactorPassed> {
        Reply::from_result(self.pass(session.signing(), request, cookies, body.0).await)
    }

    /// Ten new recovery codes, with a current code from the authenticator app (not a recovery
    /// code, so a session left open cannot take them); the earlier codes stop working.
    #[oai(path = "/recovery-codes", method = "post", operation_id = "renewRecoveryCodes")]
    async fn renew(
        &self,
        session: Session,
        request: &Request,
        body: Json<CodeRequest>,
    ) -> Reply<FactorEnrolled> {
        Reply::from_result(self.new_codes(session.signing(), request, body.0).await)
    }
}

impl AuthenticatorAppApi {
    async fn begin_setup(&self, signing: Signing) -> Result<FactorSetup, Failure> {
        let state = &self.state;
        require_recent(state, &signing)?;
        let user = signing.user;
        let secret = second_factor::new_secret();
        if !state.db.begin_factor(&user.id, &secret, state.clock.now()).await? {
            return Err(Failure::Refused(
                "An authenticator app is set up already. To use another, turn two-step \
                 verification off and on again, or ask an administrator to reset it."
                    .into(),
            ));
        }
        let setup = second_factor::setup(&secret, &user.email)
            .ok_or_else(|| Failure::Internal("cannot make the authenticator set-up".into()))?;
        Ok(FactorSetup { secret: setup.secret, uri: setup.uri, qr_svg: setup.qr_svg })
    }

    async fn confirm_setup(
        &self,
        signing: Signing,
        request: &Request,
        body: CodeRequest,
    ) -> Result<FactorEnrolled, Failure> {
        let state = &self.state;
        require_recent(state, &signing)?;
        let Signing { user, session, .. } = signing;
        let factor = state.db.factor_of(&user.id).await?;
        let Some(factor) = factor.filter(|factor| !factor.confirmed) else {
            return Err(Failure::Refused(
                "There is no set-up to finish: begin setting up two-step verification again."
                    .into(),
            ));
        };
        let code = body.code.as_deref().unwrap_or("");
        let guess = take_guess(state, request, &user, &session, code).await?;
        let now = state.clock.now();
        let Some(step) = second_factor::matching_step(&factor.secret, code, now) else {
            return Err(Failure::field("code", WRONG_CODE));
        };
        let change = (Action::FactorEnrolled, FactorChange::SetUp);
        let accepted = accept_with_new_codes(state, request, &user, &session, step, change).await?;
        let Some(codes) = accepted else {
            return Err(Failure::field("code", WRONG_CODE));
        };
        guess.give_back(state).await?;
        cookies::remember_second_step(state, request, &user.id, now).await?;
        Ok(FactorEnrolled {
            message: "Two-step verification is set up. Keep your recovery codes somewhere safe: \
                      each signs you in once if you lose your phone."
                .into(),
            recovery_codes: codes,
        })
    }

    async fn pass(
        &self,
        signing: Signing,
        request: &Request,
        cookies: &CookieJar,
        body: CodeRequest,
    ) -> Result<FactorPassed, Failure> {
        let state = &self.state;
        let Signing { user, session, .. } = signing;
        let kinds = state.db.factor_kinds(&user.id).await?;
        if !kinds.any() {
            return Err(Failure::Refused("Two-step verification is not set up.".into()));
        }
        let code = body.code.as_deref().unwrap_or("");
        let guess = take_guess(state, request, &user, &session, code).await?;
        let now = state.clock.now();
        let session_hash = session.hash();
        let passed = if second_factor::is_recovery_code(code) {
            let entry =
                staff_entry(state, request, &user, Action::SignedIn, "recovery code").await?;
            let hash = second_factor::recovery_code_hash(code);
            state.db.spend_recovery_code(&user.id, &hash, session_hash, entry.as_ref(), now).await?
        } else {
            let factor = state.db.factor_of(&user.id).await?.filter(|factor| factor.confirmed);
            match factor.and_then(|factor| second_factor::matching_step(&factor.secret, code, now))
            {
                Some(step) => {
                    let detail = "authenticator code";
                    let entry =
                        staff_entry(state, request, &user, Action::SignedIn, detail).await?;
                    let db = &state.db;
                    db.accept_step(&user.id, step, session_hash, None, entry.as_ref(), now).await?
                }
                None => false,
            }
        };
        if !passed {
            return Err(Failure::field("code", WRONG_CODE));
        }
        guess.give_back(state).await?;
        cookies::remember_second_step(state, request, &user.id, now).await?;
        let remember = body.remember_me == Some(true);
        cookies.add(signed_in_hint(is_https(state, request), remember));
        Ok(FactorPassed {
            message: "Verified.".into(),
            recovery_codes_left: state.db.recovery_codes_left(&user.id).await?,
        })
    }

    async fn new_codes(
        &self,
        signing: Signing,
        request: &Request,
        body: CodeRequest,
    ) -> Result<FactorEnrolled, Failure> {
        let state = &self.state;
        let Signing { user, session, .. } = signing;
        let factor = state.db.factor_of(&user.id).await?.filter(|factor| factor.confirmed);
        let Some(factor) = factor else {
            return Err(Failure::field(
                "code",
                "New recovery codes need a code from an authenticator app, and none is set up.",
            ));
        };
        let code = body.code.as_deref().unwrap_or("");
        let guess = take_guess(state, request, &user, &session, code).await?;
        let now = state.clock.now();
        let Some(step) = second_factor::matching_step(&factor.secret, code, now) else {
            return Err(Failure::field("code", WRONG_APP_CODE));
        };
        let change = (Action::CodesRenewed, FactorChange::CodesRenewed);
        let accepted = accept_with_new_codes(state, request, &user, &session, step, change).await?;
        let Some(codes) = accepted else {
            return Err(Failure::field("code", WRONG_APP_CODE));
        };
        guess.give_back(state).await?;
        Ok(FactorEnrolled {
            message: "Here are your new recovery codes. The earlier ones no longer work.".into(),
            recovery_codes: codes,
        })
    }
}

/// Accept the app's code of `step` with ten new recovery codes (the first set-up, or a renewal):
/// the change is logged for staff and mailed to the owner in its transaction. The new codes; None
/// when that step's code was accepted already.
async fn accept_with_new_codes(
    state: &State,
    request: &Request,
    user: &User,
    session: &SessionKey,
    step: i64,
    (action, change): (Action, FactorChange<'_>),
) -> Result<Option<Vec<String>>, Failure> {
    let now = state.clock.now();
    let (codes, hashes) = second_factor::new_recovery_codes_and_hashes();
    let entry = staff_entry(state, request, user, action, "").await?;
    let notice = second_factor_changed(state, request, user.into(), change, now)?;
    let enrolment = Enrolment { recovery_hashes: &hashes, notice: &notice };
    let accepted = state
        .db
        .accept_step(&user.id, step, session.hash(), Some(enrolment), entry.as_ref(), now)
        .await?;
    Ok(accepted.then_some(codes))
}
