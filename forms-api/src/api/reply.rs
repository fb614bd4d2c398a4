//! What every operation answers: its result, or a JSON error `{message, errors?}` with a fitting
//! status. Every status an operation can give is declared here, so the OpenAPI document is true.

use std::collections::BTreeMap;

use poem_openapi::error::ContentTypeError;
use poem_openapi::payload::Json;
use poem_openapi::types::ToJSON;
use poem_openapi::{ApiResponse, Enum, Object};

use crate::rate_limit::RetryAfter;
use crate::rules::FieldErrors;

/// What kind of error it is, for programs: stable, whatever the language of `message`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Fields are invalid: see `errors`.
    InvalidFields,
    /// The request cannot be done as asked (the message says why).
    Refused,
    /// The body is not readable JSON of the right shape.
    Unreadable,
    NotSignedIn,
    /// Signed in with the password, but not yet past the account's second factor.
    SecondFactorRequired,
    /// The request presents two different sessions (a bearer token and a cookie, two cookies,
    /// two `Authorization` headers): refused before any operation runs.
    ConflictingCredentials,
    /// The operation guards the account: the password (or a second-step code) must have been
    /// given in this session within the last few minutes (`confirmIdentity`).
    ConfirmIdentity,
    Forbidden,
    NotFound,
    TooLarge,
    NotJson,
    RateLimited,
    ServerFault,
    Unavailable,
}

impl ErrorCode {
    /// The code of an answer made outside the operations (middleware), by its status.
    pub fn of_status(status: poem::http::StatusCode) -> &'static str {
        use poem::http::StatusCode as S;
        match status {
            S::UNAUTHORIZED => "not_signed_in",
            S::FORBIDDEN => "forbidden",
            S::NOT_FOUND | S::METHOD_NOT_ALLOWED => "not_found",
            S::PAYLOAD_TOO_LARGE | S::REQUEST_HEADER_FIELDS_TOO_LARGE => "too_large",
            S::UNSUPPORTED_MEDIA_TYPE => "not_json",
            S::TOO_MANY_REQUESTS => "rate_limited",
            S::SERVICE_UNAVAILABLE => "unavailable",
            status if status.is_server_error() => "server_fault",
            _ => "unreadable",
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct ErrorBody {
    /// What kind of error it is: stable, for programs.
    pub code: ErrorCode,
    /// What went wrong, in words for a person.
    pub message: String,
    /// Per-field messages (field name as in the request -> message), for validation errors.
    #[oai(skip_serializing_if_is_none)]
    pub errors: Option<BTreeMap<String, String>>,
}

#[derive(Debug, Clone, Object)]
pub struct Message {
    pub message: String,
}

impl Message {
    pub fn new(message: impl Into<String>) -> Json<Message> {
        Json(Message { message: message.into() })
    }
}

#[derive(ApiResponse)]
#[oai(bad_request_handler = "unreadable_request")]
pub enum Reply<T: ToJSON> {
    /// Done.
    #[oai(status = 200)]
    Ok(Json<T>),
    /// The request is malformed, or a field is invalid (see `errors`).
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Not signed in, or the session has ended, or it has not yet passed the account's second
    /// factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
    /// showing the member as signed in.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>, #[oai(header = "Set-Cookie")] Option<String>),
    /// Refused: the request came from another site's page (answered by the cross-site check
    /// before any operation runs); or a staff operation asked for by an account without the role,
    /// or by a session that has not passed its second factor; or (code `confirm_identity`) an
    /// operation that guards the account, with no password given in this session lately.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// No such record (a staff operation's application, or account).
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The request body is larger than 64 KiB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The request body is not JSON.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many requests: try again after `Retry-After` seconds.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>, #[oai(header = "Retry-After")] i64),
    /// A fault on the service's side (never caused by the request).
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
    /// The database cannot be reached for a moment: try again after `Retry-After` seconds.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>, #[oai(header = "Retry-After")] i64),
}

/// A body over the service's limit (`http::BODY_LIMIT`).
pub const TOO_LARGE: &str = "The request body is larger than 64 KiB.";

/// A JSON `{message}` answer from outside the operations: middleware, and paths the document
/// does not have.
pub fn error_response(status: poem::http::StatusCode, message: &str) -> poem::Response {
    poem::Response::builder().status(status).content_type("application/json; charset=utf-8").body(
        serde_json::json!({ "code": ErrorCode::of_status(status), "message": message }).to_string(),
    )
}

/// What a person is told of any fault on the service's side.
pub const SERVER_FAULT: &str = "Something went wrong on our side. Please try again later.";
/// The pause suggested when the database is unavailable.
const UNAVAILABLE_RETRY_SECONDS: i64 = 5;

fn body(code: ErrorCode, message: impl Into<String>) -> Json<ErrorBody> {
    Json(ErrorBody { code, message: message.into(), errors: None })
}

/// Turns poem-openapi's own parse failures (bad JSON, wrong types, wrong content type) into our
/// JSON errors.
fn unreadable_request<T: ToJSON>(error: poem::Error) -> Reply<T> {
    if error.is::<ContentTypeError>() {
        return Reply::UnsupportedMediaType(body(
            ErrorCode::NotJson,
            "Send the request body as JSON (Content-Type: application/json).",
        ));
    }
    // The session scheme (`api::session`) found no live session.
    if error.status() == poem::http::StatusCode::UNAUTHORIZED {
        let (code, message) = if error.is::<super::session::SecondFactorPending>() {
            (ErrorCode::SecondFactorRequired, super::session::FINISH_SIGNING_IN)
        } else {
            (ErrorCode::NotSignedIn, super::session::SIGNED_OUT)
        };
        return Reply::Unauthorized(body(code, message), Some(super::cookies::FORGET_HINT.into()));
    }
    if error.status() == poem::http::StatusCode::PAYLOAD_TOO_LARGE {
        return Reply::PayloadTooLarge(body(ErrorCode::TooLarge, TOO_LARGE));
    }
    let detail = error.to_string();
    let detail = detail.split_once(": ").map_or(detail.as_str(), |(_, rest)| rest);
    // The parser quotes the value it was given ("..., found \"<script>\""): pages show this
    // message to people, so what was sent is not repeated.
    let detail = detail.split_once(", found ").map_or(detail, |(before, _)| before);
    Reply::BadRequest(body(
        ErrorCode::Unreadable,
        format!("The request body could not be read: {detail}"),
    ))
}

/// Why an operation did not succeed; each maps to one status.
#[derive(Debug)]
pub enum Failure {
    Invalid(FieldErrors),
    Refused(String),
    Unauthorized(String),
    /// Signed in, but not allowed (a role or a second factor is missing).
    Forbidden(String),
    /// The operation guards the account, and the owner has not proved themselves lately.
    ConfirmIdentity(String),
    NotFound(String),
    TooMany(RetryAfter),
    /// Too many wrong passwords for one account from addresses it has not signed in from.
    AccountBusy(RetryAfter),
    /// The hour's recovery mails to one address have been sent.
    RecoveryMailsSpent(RetryAfter),
    Internal(String),
    /// No connection to the database (it is down, or every connection is busy).
    Unavailable(String),
}

impl Failure {
    /// One field refused, with its message (a 400 whose `errors` names it).
    pub fn field(name: &str, message: &str) -> Failure {
        Failure::Invalid(FieldErrors::from([(name.to_string(), message.to_string())]))
    }
}

impl From<sqlx::Error> for Failure {
    fn from(error: sqlx::Error) -> Self {
        let detail = format!("database: {}", crate::db::cause(&error));
        match error {
            sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) => {
                Failure::Unavailable(detail)
            }
            _ => Failure::Internal(detail),
        }
    }
}

impl From<crate::error::Error> for Failure {
    fn from(error: crate::error::Error) -> Self {
        match error {
            crate::error::Error::Database(error) => error.into(),
            crate::error::Error::Unreachable(_) => Failure::Unavailable(error.to_string()),
            error => Failure::Internal(error.to_string()),
        }
    }
}

impl From<RetryAfter> for Failure {
    fn from(retry: RetryAfter) -> Self {
        Failure::TooMany(retry)
    }
}

impl<T: ToJSON> From<Failure> for Reply<T> {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::Invalid(errors) => Reply::BadRequest(Json(ErrorBody {
                code: ErrorCode::InvalidFields,
                message: "Please correct the highlighted fields.".into(),
                errors: Some(errors),
            })),
            Failure::Refused(message) => Reply::BadRequest(body(ErrorCode::Refused, message)),
            Failure::Unauthorized(message) => {
                Reply::Unauthorized(body(ErrorCode::NotSignedIn, message), None)
            }
            Failure::Forbidden(message) => Reply::Forbidden(body(ErrorCode::Forbidden, message)),
            Failure::ConfirmIdentity(message) => {
                Reply::Forbidden(body(ErrorCode::ConfirmIdentity, message))
            }
            Failure::NotFound(message) => Reply::NotFound(body(ErrorCode::NotFound, message)),
            Failure::AccountBusy(RetryAfter(seconds)) => Reply::TooManyRequests(
                body(
                    ErrorCode::RateLimited,
                    format!(
                        "Too many attempts to sign in to this account. Please wait {} and try again, \
                     or reset your password with a code sent by email to sign in now.",
                        describe_wait(seconds)
                    ),
                ),
                seconds.max(1),
            ),
            Failure::RecoveryMailsSpent(RetryAfter(seconds)) => Reply::TooManyRequests(
                body(
                    ErrorCode::RateLimited,
                    format!(
                        "Codes have been asked for this address {} times in the last hour. If it has \
                     an account, the latest message we sent holds a link to choose a new password; \
                     or wait {} and ask again.",
                        crate::rate_limit::RECOVERY_MAILS_PER_RECIPIENT.max,
                        describe_wait(seconds)
                    ),
                ),
                seconds.max(1),
            ),
            Failure::TooMany(RetryAfter(seconds)) => Reply::TooManyRequests(
                body(
                    ErrorCode::RateLimited,
                    format!(
                        "Too many attempts. Please wait {} and try again.",
                        describe_wait(seconds)
                    ),
                ),
                seconds.max(1),
            ),
            Failure::Internal(detail) => {
                tracing::error!(%detail, "request failed on the service's side");
                Reply::Internal(body(ErrorCode::ServerFault, SERVER_FAULT))
            }
            Failure::Unavailable(detail) => {
                tracing::error!(%detail, "request failed: the database is unavailable");
                Reply::Unavailable(
                    body(ErrorCode::Unavailable, SERVER_FAULT),
                    UNAVAILABLE_RETRY_SECONDS,
                )
            }
        }
    }
}

impl<T: ToJSON> Reply<T> {
    pub fn from_result(result: Result<T, Failure>) -> Self {
        match result {
            Ok(value) => Reply::Ok(Json(value)),
            Err(failure) => failure.into(),
        }
    }
}

fn describe_wait(seconds: i64) -> String {
    match seconds {
        ..=60 => "a minute".into(),
        61..=3600 => format!("{} minutes", (seconds + 59) / 60),
        _ => format!("{} hours", (seconds + 3599) / 3600),
    }
}

#[cfg(test)]
mod tests {
    use poem_openapi::types::ToJSON;

    use super::ErrorCode;

    #[test]
    fn the_refusal_of_two_sessions_has_its_documented_code() {
        let documented = ErrorCode::ConflictingCredentials.to_json();
        assert_eq!(documented, Some(serde_json::json!(super::super::credential::CONFLICT_CODE)));
    }
}
