//! Answers in the page's language: the service writes its messages in English (the spec's words)
//! and `messages::translate` finds each in the catalog; this middleware applies it to the JSON of
//! every answer on its way out, for a request whose `Accept-Language` names French or Spanish first.

use crate::language::Language;

/// The longest answer whose messages are translated (bytes).
const MAX_REWRITTEN: usize = 16 * 1024;

/// Answers in the page's language: the JSON `message` and field `errors` of any answer to a
/// request whose `Accept-Language` names French or Spanish first.
pub async fn in_page_language<E: poem::Endpoint>(
    next: E,
    request: poem::Request,
) -> poem::Result<poem::Response> {
    use poem::IntoResponse;
    let language = Language::from_accept_language(
        request.headers().get("accept-language").and_then(|v| v.to_str().ok()),
    );
    let response = match next.call(request).await {
        Ok(response) => response.into_response(),
        Err(error) => error.into_response(),
    };
    let is_json = response.content_type().is_some_and(|t| t.starts_with("application/json"));
    // Messages are short: a long answer (a list, an export) holds none worth reading through.
    let length = response.headers().get(poem::http::header::CONTENT_LENGTH);
    let long = length
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok())
        .is_some_and(|n| n > MAX_REWRITTEN);
    if language == Language::En || !is_json || long {
        return Ok(response);
    }
    let (mut parts, body) = response.into_parts();
    let bytes = match body.into_bytes().await {
        Ok(bytes) => bytes,
        Err(error) => {
            tracing::error!(%error, "reading an answer to translate it");
            let status = poem::http::StatusCode::INTERNAL_SERVER_ERROR;
            return Ok(super::reply::error_response(status, super::reply::SERVER_FAULT));
        }
    };
    let Ok(mut json) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Ok(poem::Response::from_parts(parts, bytes.into()));
    };
    let mut changed = false;
    let mut speak = |value: &mut serde_json::Value| {
        if let serde_json::Value::String(text) = value {
            let said = crate::messages::translate(language, text);
            changed |= said != *text;
            *text = said;
        }
    };
    if let Some(message) = json.get_mut("message") {
        speak(message);
    }
    if let Some(serde_json::Value::Object(errors)) = json.get_mut("errors") {
        errors.values_mut().for_each(&mut speak);
    }
    if !changed {
        return Ok(poem::Response::from_parts(parts, bytes.into()));
    }
    parts
        .headers
        .insert(poem::http::header::CONTENT_LANGUAGE, language.code().parse().expect("a code"));
    parts.headers.remove(poem::http::header::CONTENT_LENGTH);
    Ok(poem::Response::from_parts(parts, json.to_string().into()))
}
