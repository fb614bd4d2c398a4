//! The service writes to people in their language: an account keeps the language of the page it
//! signed up on (the islands send it as `Accept-Language`) and every later mail to it is in that
//! language, whatever page asks; an application's mail (the link, the acknowledgement, the
//! staff's decision) is in the language it was sent in; the staff's notice stays in English.

use crate::common;

use common::fixtures::application;
use common::{Answer, GOOD_PASSWORD, Service, answer};
use reqwest::StatusCode;
use reqwest::header::{ACCEPT_LANGUAGE, HeaderMap, HeaderValue};
use serde_json::{Value, json};

/// A browser whose pages are in `language`.
fn browser(language: &str) -> reqwest::Client {
    let mut headers = HeaderMap::new();
    headers.insert(ACCEPT_LANGUAGE, HeaderValue::from_str(language).unwrap());
    reqwest::Client::builder().cookie_store(true).default_headers(headers).build().unwrap()
}

async fn post(service: &Service, client: &reqwest::Client, path: &str, body: Value) -> Answer {
    let url = format!("{}{path}", service.base);
    answer(client.post(url).json(&body).send().await.unwrap()).await
}

/// The mail's text part (after its headers), without the HTML part.
fn text_of(mail: &str) -> &str {
    let body = mail.split_once("\n\n").map_or(mail, |(_, body)| body);
    body.split("<!doctype html>").next().unwrap_or(body)
}

#[tokio::test]
async fn an_account_signed_up_in_french_is_written_to_in_french() {
    let service = Service::start().await;
    let french = browser("fr-FR,fr;q=0.9,en;q=0.5");
    let email = "amelie@example.org";
    let signup = json!({"firstName": "Amélie", "lastName": "Poulain", "email": email,
        "password": GOOD_PASSWORD, "confirmPassword": GOOD_PASSWORD, "agreeTerms": true});
    let answered = post(&service, &french, "/users/signup", signup).await;
    assert_eq!(answered.status, StatusCode::OK, "{}", answered.body);
    let link = service.wait_for_mail(email, 1).await;
    assert!(link.contains("<html lang=\"fr\">"), "{link}");
    assert!(text_of(&link).contains("Amélie"), "{link}");
    assert!(
        !text_of(&link).contains("To finish creating your account"),
        "not the English text: {link}"
    );
    let token = common::outbox::confirmation_token_in(&link).expect("the link");
    let confirmed = service.post("/users/confirm-email", json!({ "token": token })).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);

    // Signed in from an English page, the account still says French.
    let login = service.sign_in(email, GOOD_PASSWORD).await;
    assert_eq!(login.body["user"]["language"], "fr", "{}", login.body);
    // A reset asked for from an English page: the code's mail in the account's language.
    let asked = service.post("/users/forgot-password", json!({ "email": email })).await;
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
    let code_mail = service.wait_for_mail(email, 2).await;
    assert!(code_mail.contains("<html lang=\"fr\">"), "{code_mail}");

    // Someone signing up again with the address, from a Spanish page: the owner is told in French.
    let spanish = browser("es");
    let again = json!({"firstName": "X", "lastName": "Y", "email": email,
        "password": GOOD_PASSWORD, "confirmPassword": GOOD_PASSWORD, "agreeTerms": true});
    post(&service, &spanish, "/users/signup", again).await;
    let notice = service.wait_for_mail(email, 3).await;
    assert!(notice.contains("<html lang=\"fr\">"), "{notice}");
}

#[tokio::test]
async fn an_application_sent_in_spanish_is_answered_and_decided_in_spanish() {
    let service = Service::start().await;
    let spanish = browser("es-MX,es;q=0.9");
    let email = "lucia@example.org";
    let held = post(&service, &spanish, "/users/submit-form", application(email)).await;
    assert_eq!(held.status, StatusCode::OK, "{}", held.body);
    let link_mail = service.wait_for_mail(email, 1).await;
    assert!(link_mail.contains("<html lang=\"es\">"), "{link_mail}");
    let token = common::outbox::application_token_in(&link_mail).expect("the link");
    // The link may be opened from any page: the application keeps its language.
    let sent = service.post("/users/confirm-application", json!({ "token": token })).await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    let reference = sent.body["reference"].as_str().unwrap().to_string();
    let received = service.wait_for_mail(email, 2).await;
    assert!(received.contains("<html lang=\"es\">") && received.contains(&reference), "{received}");

    let staff_notice = service.wait_for_mail("staff@example.org", 1).await;
    assert!(staff_notice.contains("<html lang=\"en\">"), "the staff's notice in English");

    let decided = std::process::Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(["applications", "decide", &reference, "accepted", "--note", "Bienvenida"])
        .args(["--database", &service.database])
        .arg("--outbox")
        .arg(service.outbox())
        .args(["--site-url", "https://www.example.org/"])
        .output()
        .unwrap();
    assert!(decided.status.success(), "{}", String::from_utf8_lossy(&decided.stderr));
    // The decision is told by its content: the outbox's order is the files' times, which the
    // acknowledgement, delivered by the service's sender meanwhile, may share.
    let decision = decision_mail(&service, email, &reference).await;
    assert!(text_of(&decision).contains("ha sido aceptada"), "{decision}");
}

#[tokio::test]
async fn the_service_answers_a_french_or_spanish_page_in_its_language_with_the_same_codes() {
    let service = Service::start().await;
    let french = browser("fr");
    let spanish = browser("es-ES,es;q=0.9");
    let incomplete = json!({"firstName": "", "lastName": "", "email": "nope",
        "password": "", "confirmPassword": "", "agreeTerms": false});

    let english =
        post(&service, &reqwest::Client::new(), "/users/signup", incomplete.clone()).await;
    assert_eq!(english.body["message"], "Please correct the highlighted fields.");
    assert_eq!(english.body["errors"]["email"], "Email is invalid");

    for (client, language) in [(&french, "fr"), (&spanish, "es")] {
        let answered = post(&service, client, "/users/signup", incomplete.clone()).await;
        assert_eq!(answered.status, StatusCode::BAD_REQUEST, "{}", answered.body);
        assert_eq!(answered.body["code"], english.body["code"], "the code stays");
        let message = answered.body["message"].as_str().unwrap();
        assert_ne!(message, "Please correct the highlighted fields.", "{language}");
        for (field, said) in english.body["errors"].as_object().unwrap() {
            assert_ne!(
                &answered.body["errors"][field], said,
                "{language} {field}: {}",
                answered.body
            );
        }
        // A message with a value in it: the value kept, the sentence translated.
        let asked = post(
            &service,
            client,
            "/users/resend-confirmation",
            json!({"email": "ines@example.org"}),
        )
        .await;
        let sentence = asked.body["message"].as_str().unwrap();
        assert!(sentence.contains("ines@example.org"), "{sentence}");
        assert!(!sentence.starts_with("If "), "{language}: {sentence}");
    }
    let wrong = post(
        &service,
        &french,
        "/users/login",
        json!({"email": "nobody@example.org", "password": "Wrong-password-1", "rememberMe": false}),
    )
    .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        wrong.body["message"], "L’adresse e-mail ou le mot de passe est incorrect.",
        "{}",
        wrong.body
    );
}

#[test]
fn every_message_of_the_service_has_its_french_and_spanish() {
    use forms_api::language::Language;
    use forms_api::messages::{knows, untranslated};
    for language in [Language::Fr, Language::Es] {
        assert_eq!(untranslated(language), Vec::<String>::new(), "{language:?}");
    }
    // Messages with values are found by their English.
    assert!(knows("Too many attempts. Please wait 5 minutes and try again."));
    assert!(knows(
        "We have sent a message to ada@example.org. Open the link in it to confirm your address, then sign in."
    ));
    assert!(!knows("Something nobody wrote."));
    let invisible = forms_api::messages::translate(
        Language::Fr,
        "Please remove the invisible formatting characters from this field",
    );
    assert_eq!(
        invisible,
        "Veuillez supprimer les caractères de mise en forme invisibles de ce champ"
    );
    // A value that is itself a message (the wait) is translated too.
    let waited = forms_api::messages::translate(
        Language::Fr,
        "Too many attempts. Please wait a minute and try again.",
    );
    assert!(waited.contains("une minute"), "{waited}");
    let hours = forms_api::messages::translate(
        Language::Es,
        "Too many attempts. Please wait 2 hours and try again.",
    );
    assert!(hours.contains("2 horas"), "{hours}");
}

/// The mail to `to` deciding application `reference`, once it is in the outbox.
async fn decision_mail(service: &common::Service, to: &str, reference: &str) -> String {
    let about = format!("su solicitud {reference} de membresía individual");
    for _ in 0..100 {
        if let Some(mail) =
            service.mail_to(to).into_iter().find(|mail| text_of(mail).contains(&about))
        {
            return mail;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no mail to {to} decides {reference}: {:#?}", service.mail_to(to));
}
