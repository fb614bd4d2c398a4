//! Password recovery: a six-digit code sent by e-mail, exchanged for a reset token, which sets a
//! new password; or the link in the same mail, which carries a reset token itself. No answer
//! tells a stranger whether an address has an account, and nothing a stranger does can stop the
//! mailbox's owner from getting back in (see `RECOVERY_MAILS_PER_RECIPIENT`).

use std::sync::Arc;

use poem::Request;
use poem::web::cookie::CookieJar;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::cookies::{self, RECOVERY_COOKIE, expired, private_cookie};
use super::reply::{Failure, Message, Reply};
use super::security_notice::{PasswordChange, password_changed};
use super::text::Text;
use super::users::EXAMPLE_PASSWORD;
use super::{Tags, limit_client};
use serde_json::json;

use crate::db::{NewCode, UserRow};
use crate::error::Error;
use crate::lifetimes::{RECOVERY_CODE_SECONDS, RECOVERY_LINK_SECONDS};
use crate::rate_limit::{
    CODE_CHECKS_PER_CLIENT, PASSWORDS_PER_ACCOUNT, PASSWORDS_PER_ACCOUNT_AND_CLIENT,
    RECOVERIES_PER_CLIENT, RECOVERY_MAILS_PER_RECIPIENT, RESETS_PER_CLIENT,
};
use crate::rules::Checker;
use crate::secrets;
use crate::state::{State, client_key, is_https};

const CODE_TRIES: i64 = 5;
const RESET_TOKEN_SECONDS: i64 = 15 * 60;
/// A code tried from a browser that did not ask for one (or whose request has expired).
pub const OTHER_BROWSER: &str = "This code can only be entered in the browser that asked for it, \
     within 10 minutes. Open the link in the e-mail instead, or ask for a new code here.";

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
    /// an account; asking again from the same browser sends a new code and voids the previous
    /// one. The answer sets the HttpOnly `iaaii_recovery` cookie: only the browser holding it may
    /// try the code. The mail also holds a link to `/reset-password/` that works from any
    /// browser for an hour. At most 5 codes an hour go to one address, whoever asks.
    #[oai(path = "/forgot-password", method = "post", operation_id = "forgotPassword")]
    async fn forgot_password(
        &self,
        request: &Request,
        cookies: &CookieJar,
        body: Json<ForgotPasswordRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.send_code(request, cookies, body.0).await)
    }

    /// Exchange the e-mail and the code for a reset token, from the browser that asked for the
    /// code (its `iaaii_recovery` cookie); tries from elsewhere are refused without being compared.
    #[oai(path = "/verify-otp", method = "post", operation_id = "verifyOtp")]
    async fn verify_otp(
        &self,
        request: &Request,
        cookies: &CookieJar,
        body: Json<VerifyOtpRequest>,
    ) -> Reply<VerifyOtpResponse> {
        Reply::from_result(self.check_code(request, cookies, body.0).await)
    }

    /// Set a new password with a reset token (from a verified code, or from the mail's link); ends
    /// every session of the account, voids its other codes and links, and forgets the wrong
    /// passwords counted against it.
    #[oai(path = "/reset-password", method = "post", operation_id = "resetPassword")]
    async fn reset_password(
        &self,
        request: &Request,
        cookies: &CookieJar,
        body: Json<ResetPasswordRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.set_new_password(request, cookies, body.0).await)
    }
}

impl RecoveryApi {
    async fn send_code(
        &self,
        request: &Request,
        cookies: &CookieJar,
        form: ForgotPasswordRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &RECOVERIES_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let email = check.email("email", form.email.as_deref());
        check.finish().map_err(Failure::Invalid)?;
        // Counted per address whether or not it has an account, so the limit reveals nothing;
        // and whether or not the rate limits are on, as it bounds guessing codes too.
        let limit = &RECOVERY_MAILS_PER_RECIPIENT;
        if let Err(retry) = state.limiter.take_always(&state.db, limit, &email, now).await? {
            return Err(Failure::RecoveryMailsSpent(retry));
        }
        // The code will answer only to this browser; asking again from it replaces its code.
        let browser =
            cookies::presented(request, RECOVERY_COOKIE).unwrap_or_else(secrets::random_token);
        let secure = is_https(state, request);
        cookies.add(private_cookie(RECOVERY_COOKIE, &browser, RECOVERY_CODE_SECONDS, secure));
        let state = Arc::clone(&self.state);
        // The work and the mail happen after the answer, so its timing reveals nothing either.
        tokio::spawn(async move {
            if let Err(error) = issue_code(&state, &email, &browser, now).await {
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
        cookies: &CookieJar,
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
        // A try from anywhere but the browser that asked for the code is never compared with it,
        // so strangers' guesses cannot use up the owner's tries.
        let Some(browser) = cookies::presented(request, RECOVERY_COOKIE) else {
            return Err(Failure::Refused(OTHER_BROWSER.into()));
        };
        let invalid = || Failure::Refused("Invalid OTP. Please try again.".into());
        let Some(user) = state.db.user_by_email(&email).await? else {
            return Err(invalid());
        };
        // Each try is counted before the code is compared, in one statement: at most CODE_TRIES
        // comparisons per code (and RECOVERY_MAILS_PER_RECIPIENT bounds the codes).
        let browser_hash = secrets::sha256_hex(&[&browser]);
        let db = &state.db;
        let Some(stored) = db.take_code_try(&user.id, &browser_hash, now, CODE_TRIES).await? else {
            return Err(invalid());
        };
        let given = secrets::sha256_hex(&[&stored.salt, code.as_deref().unwrap_or_default()]);
        if !secrets::constant_time_eq(&given, &stored.code_hash) {
            return Err(invalid());
        }
        let token = secrets::random_token();
        let token_hash = secrets::sha256_hex(&[&token]);
        let expires_at = now + RESET_TOKEN_SECONDS;
        if !db.exchange_code(&user.id, &stored.code_hash, &token_hash, expires_at).await? {
            return Err(invalid());
        }
        cookies.add(expired(private_cookie(RECOVERY_COOKIE, "", 0, is_https(state, request))));
        Ok(VerifyOtpResponse { reset_token: token })
    }

    async fn set_new_password(
        &self,
        request: &Request,
        cookies: &CookieJar,
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
        let password_hash = state.passwords.hash(password.to_string()).await;
        let user_id = state.db.take_reset_token(&token_hash, now).await?.ok_or_else(expired)?;
        let account = state.db.user_by_id(&user_id).await?.ok_or_else(expired)?;
        let notice = password_changed(state, request, &account, PasswordChange::ByReset, now)?;
        state.db.set_password(&user_id, &password_hash, &notice, now).await?;
        welcome_back(state, request, cookies, &account, now).await?;
        Ok(Message { message: "Password Changed!".into() })
    }
}

/// After a reset, which only the mailbox's owner can make: what strangers' wrong passwords counted
/// against the account is forgotten, and this browser is remembered as the owner's, so signing in
/// with the new password works at once, however many addresses were guessing.
async fn welcome_back(
    state: &State,
    request: &Request,
    cookies: &CookieJar,
    account: &UserRow,
    now: i64,
) -> Result<(), Failure> {
    let (limiter, db) = (&state.limiter, &state.db);
    let client = client_key(state, request);
    limiter.clear(db, &PASSWORDS_PER_ACCOUNT, &account.email).await?;
    let per_client = format!("{}|{client}", account.email);
    limiter.clear(db, &PASSWORDS_PER_ACCOUNT_AND_CLIENT, &per_client).await?;
    cookies::remember_device(state, request, cookies, &account.id, now).await?;
    Ok(())
}

/// Store a fresh code for the account and `browser` (voiding that browser's previous one), with
/// the reset token of the mail's link, and mail both.
async fn issue_code(state: &State, email: &str, browser: &str, now: i64) -> Result<(), Error> {
    let Some(user) = state.db.user_by_email(email).await? else {
        return Ok(());
    };
    let code = secrets::six_digit_code();
    let salt = secrets::random_token();
    let link_token = secrets::random_token();
    let values = json!({
        "first_name": user.first_name,
        "code": code,
        "link": user.language.page(&state.site_url, &format!("reset-password#token={link_token}")),
    });
    let code_mail = state.mailer.compose_in(user.language, &user.email, "reset_code", &values)?;
    let new_code = NewCode {
        user_id: &user.id,
        browser_hash: &secrets::sha256_hex(&[browser]),
        code_hash: &secrets::sha256_hex(&[&salt, &code]),
        salt: &salt,
        expires_at: now + RECOVERY_CODE_SECONDS,
        link_hash: &secrets::sha256_hex(&[&link_token]),
        link_expires_at: now + RECOVERY_LINK_SECONDS,
    };
    state.db.replace_code(&new_code, &code_mail, now).await?;
    Ok(())
}
