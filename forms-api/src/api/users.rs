//! Accounts: sign-up, sign-in, the signed-in user, sign-out and changing the password (recovery
//! by e-mail is in `recovery`). No answer tells a stranger whether an address has an account.

use std::sync::Arc;

use poem::Request;
use poem::web::cookie::CookieJar;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::confirmation;
use super::cookies::{self, expired, hint_cookie, session_cookie};
use super::credential::Presented;
use super::password_guard::{self, Verdict};
use super::reply::{Failure, Message, Reply};
use super::security_notice::{PasswordChange, password_changed};
use super::session::{Session, SessionKey, User};
use super::text::Text;
use super::{Tags, limit_client};
use crate::lifetimes::SESSION_MAX_SECONDS;
use crate::rate_limit::{
    MAILS_PER_RECIPIENT, RESETS_PER_CLIENT, SIGN_INS_PER_CLIENT, SIGN_UPS_PER_CLIENT,
};
use crate::rules::{Checker, TextSize};
use crate::secrets;
use crate::state::{State, client_key, is_https};

/// A sign-in refused: a wrong password, an unknown address, or an address not confirmed yet, alike.
const INCORRECT: &str = "The email or password is incorrect.";

/// A change of password to the same one: refused, as it changes nothing the owner may expect.
pub const SAME_PASSWORD: &str = "Choose a new password that is different from your current one.";

/// The password of the document's examples (strong enough for the rules).
pub const EXAMPLE_PASSWORD: &str = "Analytical-Engine-1843";

/// The sign-up form as the page sends it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct SignupRequest {
    pub first_name: Option<Text>,
    pub last_name: Option<Text>,
    pub email: Option<Text>,
    pub password: Option<Text>,
    pub confirm_password: Option<Text>,
    pub agree_terms: Option<bool>,
}

impl Example for SignupRequest {
    fn example() -> Self {
        SignupRequest {
            first_name: Some(Text("Ada".into())),
            last_name: Some(Text("Lovelace".into())),
            email: Some(Text("ada@example.org".into())),
            password: Some(Text(EXAMPLE_PASSWORD.into())),
            confirm_password: Some(Text(EXAMPLE_PASSWORD.into())),
            agree_terms: Some(true),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct LoginRequest {
    pub email: Option<Text>,
    pub password: Option<Text>,
    /// Keep the session cookie across browser restarts (otherwise it ends with the browser).
    pub remember_me: Option<bool>,
}

impl Example for LoginRequest {
    fn example() -> Self {
        LoginRequest {
            email: Some(Text("ada@example.org".into())),
            password: Some(Text(EXAMPLE_PASSWORD.into())),
            remember_me: Some(true),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct LoginResponse {
    pub user: User,
    /// The session token, also set as an HttpOnly cookie; send it as `Authorization: Bearer`.
    pub access_token: String,
    /// Present when the account has two-step verification: the session counts as signed in
    /// only once it has passed it (`verifySecondFactor` or `passkeySignIn`); until then every
    /// other operation answers 401.
    #[oai(skip_serializing_if_is_none)]
    pub second_factor: Option<SecondFactorNeeded>,
}

/// The ways the account can pass its second factor.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SecondFactorNeeded {
    /// A code from an authenticator app.
    pub authenticator_app: bool,
    /// A passkey.
    pub passkey: bool,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct ChangePasswordRequest {
    pub current_password: Option<Text>,
    pub new_password: Option<Text>,
}

impl Example for ChangePasswordRequest {
    fn example() -> Self {
        ChangePasswordRequest {
            current_password: Some(Text(EXAMPLE_PASSWORD.into())),
            new_password: Some(Text("Difference-Engine-1822".into())),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangePasswordResponse {
    pub message: String,
    /// A fresh session: every other session of the account has ended.
    pub access_token: String,
}

pub struct UsersApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users", tag = "Tags::Users")]
impl UsersApi {
    /// Create an account. The answer is the same whether or not the address has an account: a
    /// new address is sent a link to confirm it, and the owner of an existing one is told that
    /// someone tried to sign up with it.
    #[oai(path = "/signup", method = "post", operation_id = "signup")]
    async fn signup(&self, request: &Request, body: Json<SignupRequest>) -> Reply<Message> {
        Reply::from_result(self.create_account(request, body.0).await)
    }

    /// Sign in: answers the user and a session token, and sets the session cookie. An account
    /// whose address is not yet confirmed is refused with 403 (only for the right password).
    #[oai(path = "/login", method = "post", operation_id = "login")]
    async fn login(
        &self,
        request: &Request,
        cookies: &CookieJar,
        body: Json<LoginRequest>,
    ) -> Reply<LoginResponse> {
        Reply::from_result(self.sign_in(request, cookies, body.0).await)
    }

    /// The signed-in user, from the session cookie or an `Authorization: Bearer` token.
    #[oai(path = "/me", method = "get", operation_id = "me")]
    async fn me(&self, session: Session) -> Reply<User> {
        Reply::Ok(Json(session.member()))
    }

    /// Sign out: ends the session on the service and clears the cookie.
    #[oai(path = "/logout", method = "post", operation_id = "logout")]
    async fn logout(&self, request: &Request, cookies: &CookieJar) -> Reply<Message> {
        let result = async {
            // The one session the request presents (`credential`): a request presenting two
            // is refused before it gets here, so sign-out never answers for another one.
            if let Some(token) = Presented::of(request) {
                self.state.db.delete_session(SessionKey::of_token(token).hash()).await?;
            }
            let secure = is_https(&self.state, request);
            cookies.add(expired(session_cookie("", secure)));
            cookies.add(expired(hint_cookie(secure)));
            Ok(Message { message: "You are signed out.".into() })
        };
        Reply::from_result(result.await)
    }

    /// Change the signed-in member's password; ends every other session and answers a new one.
    #[oai(path = "/change-password", method = "post", operation_id = "changePassword")]
    async fn change_password(
        &self,
        session: Session,
        request: &Request,
        cookies: &CookieJar,
        body: Json<ChangePasswordRequest>,
    ) -> Reply<ChangePasswordResponse> {
        let result = self.replace_password(session.member(), request, cookies, body.0).await;
        Reply::from_result(result)
    }
}

impl UsersApi {
    async fn create_account(
        &self,
        request: &Request,
        form: SignupRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &SIGN_UPS_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let first_name = check.text(
            "firstName",
            form.first_name.as_deref(),
            "First name is required",
            TextSize::Short,
        );
        let last_name = check.text(
            "lastName",
            form.last_name.as_deref(),
            "Last name is required",
            TextSize::Short,
        );
        let email = check.email("email", form.email.as_deref());
        let password = check.new_password("password", form.password.as_deref());
        check.confirmation("confirmPassword", password, form.confirm_password.as_deref());
        check.ticked("agreeTerms", form.agree_terms, "You must agree to the terms and conditions");
        check.finish().map_err(Failure::Invalid)?;
        // Counted per address whether or not it has an account, so the limit reveals nothing.
        let mailbox = crate::rate_limit::mailbox(&email);
        state.limiter.take(&state.db, &MAILS_PER_RECIPIENT, &mailbox, now).await??;
        // Hashed for an existing address too, and the account is stored and mailed after the
        // answer, so neither the answer nor its timing tells whether the address has an account.
        let password_hash = state.passwords.hash(password.to_string()).await;
        let message = format!(
            "We have sent a message to {}. Open the link in it to confirm your address, then sign in.",
            crate::rules::shown_address(&email)
        );
        let signup = confirmation::Signup {
            email,
            first_name: first_name.to_string(),
            last_name: last_name.to_string(),
            password_hash,
            language: super::request_language(request),
        };
        let state = Arc::clone(&self.state);
        tokio::spawn(async move {
            if let Err(error) = confirmation::register(&state, signup, now).await {
                tracing::error!(%error, "could not store or mail a sign-up");
            }
        });
        Ok(Message { message })
    }

    async fn sign_in(
        &self,
        request: &Request,
        cookies: &CookieJar,
        form: LoginRequest,
    ) -> Result<LoginResponse, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &SIGN_INS_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let email = check.email("email", form.email.as_deref());
        let password = form.password.unwrap_or_default();
        if password.is_empty() {
            check.errors.insert("password".into(), "Password is required".into());
        }
        check.finish().map_err(Failure::Invalid)?;
        let user = state.db.user_by_email(&email).await?;
        let verdict =
            password_guard::verify(state, request, &email, user.as_ref(), password.0, now).await?;
        if verdict == Verdict::Unconfirmed {
            confirmation::remind(&self.state, email, now);
        }
        // An unconfirmed account answers exactly as a wrong password: otherwise signing up with
        // an address and then signing in with the same password tells whether it had an account.
        let (Verdict::Right, Some(user)) = (verdict, user) else {
            return Err(Failure::Unauthorized(INCORRECT.into()));
        };
        state.db.remember_client(&user.id, &client_key(state, request), now).await?;
        cookies::remember_device(state, request, cookies, &user.id, now).await?;
        let token = secrets::random_token();
        let factors = state.db.factor_kinds(&user.id).await?;
        state
            .db
            .insert_session(
                &secrets::sha256_hex(&[&token]),
                &user.id,
                now,
                now + SESSION_MAX_SECONDS,
                false,
            )
            .await?;
        let remember = form.remember_me == Some(true);
        let secure = is_https(state, request);
        let mut cookie = session_cookie(&token, secure);
        if remember {
            cookie.set_max_age(std::time::Duration::from_secs(SESSION_MAX_SECONDS as u64));
        }
        cookies.add(cookie);
        // Pages show a member as signed in only once the session has passed any second factor.
        let second_factor = factors.any().then_some(SecondFactorNeeded {
            authenticator_app: factors.app,
            passkey: factors.passkeys > 0,
        });
        if second_factor.is_none() {
            cookies.add(cookies::signed_in_hint(secure, remember));
        }
        Ok(LoginResponse { user: user.into(), access_token: token, second_factor })
    }
}

impl UsersApi {
    async fn replace_password(
        &self,
        user: User,
        request: &Request,
        cookies: &CookieJar,
        form: ChangePasswordRequest,
    ) -> Result<ChangePasswordResponse, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &RESETS_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let current = form.current_password.unwrap_or_default();
        if current.is_empty() {
            check.errors.insert("currentPassword".into(), "Current password is required".into());
        }
        let password = check.new_password("newPassword", form.new_password.as_deref());
        check.finish().map_err(Failure::Invalid)?;
        let same = current.0 == password;
        let row =
            password_guard::recheck_current_password(state, request, &user.id, current.0, now)
                .await?;
        if same {
            let errors = crate::rules::FieldErrors::from([(
                "newPassword".into(),
                SAME_PASSWORD.to_string(),
            )]);
            return Err(Failure::Invalid(errors));
        }
        let password_hash = state.passwords.hash(password.to_string()).await;
        let notice = password_changed(state, request, &row, PasswordChange::InSettings, now)?;
        state.db.set_password(&row.id, &password_hash, &notice, now).await?;
        let token = secrets::random_token();
        state
            .db
            .insert_session(
                &secrets::sha256_hex(&[&token]),
                &row.id,
                now,
                now + SESSION_MAX_SECONDS,
                true,
            )
            .await?;
        cookies.add(session_cookie(&token, is_https(state, request)));
        cookies.add(hint_cookie(is_https(state, request)));
        Ok(ChangePasswordResponse {
            message: "Your password has been changed.".into(),
            access_token: token,
        })
    }
}
