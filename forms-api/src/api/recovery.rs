//! Password recovery: a six-digit code sent by e-mail, exchanged for a reset token, which sets a
//! new password. No answer tells a stranger whether an address has an account.

use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::reply::{Failure, Message, Reply};
use super::text::Text;
use super::users::EXAMPLE_PASSWORD;
use super::{Tags, limit_client};
use serde_json::json;

use crate::error::Error;
use crate::rate_limit::{
    CODE_CHECKS_PER_CLIENT, CODE_TRIES_PER_ACCOUNT, CODES_PER_EMAIL, RECOVERIES_PER_CLIENT,
    RESETS_PER_CLIENT,
};
use crate::rules::Checker;
use crate::secrets;
use crate::state::State;

const CODE_SECONDS: i64 = 10 * 60;
const CODE_TRIES: i64 = 5;
const RESET_TOKEN_SECONDS: i64 = 15 * 60;

#[derive(Debug, Object)]
#[oai(nullable_all, example)]
pub struct ForgotPasswordRequest {
    pub email: Option<Text>,
}

impl Example for ForgotPasswordRequest {
    fn example() -> Self {
        ForgotPasswordRequest { email: Some(Text("ada@example.org".into())) }
    }
}

#[derive(Debug, Object)]
#[oai(nullable_all, example)]
pub struct VerifyOtpRequest {
    pub email: Option<Text>,
    /// The six-digit code as a number (a code with leading zeros arrives without them).
    pub otp: Option<i64>,
}

impl Example for VerifyOtpRequest {
    fn example() -> Self {
        VerifyOtpRequest { email: Some(Text("ada@example.org".into())), otp: Some(42_817) }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VerifyOtpResponse {
    /// Single use, valid 15 minutes.
    pub reset_token: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct ResetPasswordRequest {
    pub reset_token: Option<Text>,
    pub new_password: Option<Text>,
}

impl Example for ResetPasswordRequest {
    fn example() -> Self {
        ResetPasswordRequest {
            reset_token: Some(Text(
                "5c0d1e8f3a7b2c4d6e9f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d".into(),
            )),
            new_password: Some(Text(EXAMPLE_PASSWORD.into())),
        }
    }
}

pub struct RecoveryApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users", tag = "Tags::Users")]
impl RecoveryApi {
    /// Ask for a six-digit code by e-mail. The answer is the same whether or not the address has
    /// an account; asking again sends a new code and voids the previous one.
    #[oai(path = "/forgot-password", method = "post", operation_id = "forgotPassword")]
    async fn forgot_password(
        &self,
        request: &Request,
        body: Json<ForgotPasswordRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.send_code(request, body.0).await)
    }

    /// Exchange the e-mail and the code for a reset token.
    #[oai(path = "/verify-otp", method = "post", operation_id = "verifyOtp")]
    async fn verify_otp(
        &self,
        request: &Request,
        body: Json<VerifyOtpRequest>,
    ) -> Reply<VerifyOtpResponse> {
        Reply::from_result(self.check_code(request, body.0).await)
    }

    /// Set a new password with a reset token; ends every session of the account.
    #[oai(path = "/reset-password", method = "post", operation_id = "resetPassword")]
    async fn reset_password(
        &self,
        request: &Request,
        body: Json<ResetPasswordRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.set_new_password(request, body.0).await)
    }
}

impl RecoveryApi {
    async fn send_code(
        &self,
        request: &Request,
        form: ForgotPasswordRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &RECOVERIES_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let email = check.email("email", form.email.as_deref());
        check.finish().map_err(Failure::Invalid)?;
        // Counted per address whether or not it has an account, so the limit reveals nothing.
        state.limiter.take(&state.db, &CODES_PER_EMAIL, &email, now).await??;
        let state = Arc::clone(&self.state);
        // The work and the mail happen after the answer, so its timing reveals nothing either.
        tokio::spawn(async move {
            if let Err(error) = issue_code(&state, &email, now).await {
                tracing::error!(%error, "could not send a recovery code");
            }
        });
        Ok(Message {
            message: "If an account exists for this email, we have sent it a 6-digit code.".into(),
        })
    }

    async fn check_code(
        &self,
        request: &Request,
        form: VerifyOtpRequest,
    ) -> Result<VerifyOtpResponse, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &CODE_CHECKS_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let email = check.email("email", form.email.as_deref());
        let code =
            form.otp.filter(|otp| (0..1_000_000).contains(otp)).map(|otp| format!("{otp:06}"));
        if code.is_none() {
            check.errors.insert("otp".into(), "Please enter a valid 6-digit OTP".into());
        }
        check.finish().map_err(Failure::Invalid)?;
        let invalid = || Failure::Refused("Invalid OTP. Please try again.".into());
        let Some(user) = state.db.user_by_email(&email).await? else {
            return Err(invalid());
        };
        // Each try is counted before the code is compared, in one statement per bound: at most
        // CODE_TRIES comparisons per code, and per account across its codes in any 15 minutes.
        let Some(stored) = state.db.take_code_try(&user.id, now, CODE_TRIES).await? else {
            return Err(invalid());
        };
        let limiter = &state.limiter;
        if limiter.take_always(&state.db, &CODE_TRIES_PER_ACCOUNT, &user.id, now).await?.is_err() {
            return Err(invalid());
        }
        let given = secrets::sha256_hex(&[&stored.salt, code.as_deref().unwrap_or_default()]);
        if !secrets::constant_time_eq(&given, &stored.code_hash) {
            return Err(invalid());
        }
        let token = secrets::random_token();
        let exchanged = state
            .db
            .exchange_code(
                &user.id,
                &stored.code_hash,
                &secrets::sha256_hex(&[&token]),
                now + RESET_TOKEN_SECONDS,
            )
            .await?;
        if !exchanged {
            return Err(invalid());
        }
        Ok(VerifyOtpResponse { reset_token: token })
    }

    async fn set_new_password(
        &self,
        request: &Request,
        form: ResetPasswordRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &RESETS_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let password = check.new_password("newPassword", form.new_password.as_deref());
        let token = form.reset_token.unwrap_or_default();
        if token.is_empty() {
            check.errors.insert(
                "resetToken".into(),
                "The reset token is missing. Please start again.".into(),
            );
        }
        check.finish().map_err(Failure::Invalid)?;
        let expired = || {
            Failure::Refused(
                "This reset link has expired or was already used. Please request a new code."
                    .into(),
            )
        };
        let token_hash = secrets::sha256_hex(&[&token]);
        if state.db.reset_token_user(&token_hash, now).await?.is_none() {
            return Err(expired());
        }
        let password_hash = secrets::hash_password(password.to_string()).await;
        let user_id = state.db.take_reset_token(&token_hash, now).await?.ok_or_else(expired)?;
        state.db.set_password(&user_id, &password_hash, now).await?;
        Ok(Message { message: "Password Changed!".into() })
    }
}

/// Store a fresh code for the account (voiding the previous one) and mail it.
async fn issue_code(state: &State, email: &str, now: i64) -> Result<(), Error> {
    let Some(user) = state.db.user_by_email(email).await? else {
        return Ok(());
    };
    let code = secrets::six_digit_code();
    let salt = secrets::random_token();
    let hash = secrets::sha256_hex(&[&salt, &code]);
    let values = json!({ "first_name": user.first_name, "code": code });
    let code_mail = state.mailer.compose(&user.email, "reset_code", &values)?;
    state.db.replace_code(&user.id, &hash, &salt, now + CODE_SECONDS, &code_mail, now).await?;
    Ok(())
}
