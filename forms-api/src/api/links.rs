//! The links of the OpenAPI document: which answer feeds which next request (poem-openapi cannot
//! declare them, so they are added to the document it writes). Clients learn the flows from them,
//! and schemathesis's stateful phase follows them: sign up, sign in, use the session, change the
//! password, sign out; ask for a recovery code, check it, set a new password. (Confirming an
//! address needs the token from the mail, which no answer carries.)

use serde_json::{Value, json};

/// The session token of a sign-in or a change of password, as the next request sends it.
const BEARER: &str = "Bearer {$response.body#/accessToken}";

/// The document poem-openapi wrote, with the links added to the successful answers.
pub fn with_links(document: &str) -> String {
    let mut document: Value = serde_json::from_str(document).expect("poem-openapi writes JSON");
    let session = |body: Value| {
        json!({
            "Me": { "operationId": "me", "parameters": { "header.Authorization": BEARER } },
            "ChangePassword": {
                "operationId": "changePassword",
                "parameters": { "header.Authorization": BEARER },
                "requestBody": body
            },
            "SignOut": { "operationId": "logout", "parameters": { "header.Authorization": BEARER } }
        })
    };
    let links = [
        (
            "/users/signup",
            json!({
                "SignIn": {
                    "operationId": "login",
                    "requestBody": { "email": "$request.body#/email", "password": "$request.body#/password" }
                },
                "ForgotPassword": {
                    "operationId": "forgotPassword",
                    "requestBody": { "email": "$request.body#/email" }
                },
                "ResendConfirmation": {
                    "operationId": "resendConfirmation",
                    "requestBody": { "email": "$request.body#/email" }
                }
            }),
        ),
        ("/users/login", session(json!({ "currentPassword": "$request.body#/password" }))),
        (
            "/users/change-password",
            session(json!({ "currentPassword": "$request.body#/newPassword" })),
        ),
        (
            "/users/forgot-password",
            json!({
                "VerifyCode": {
                    "operationId": "verifyOtp",
                    "requestBody": { "email": "$request.body#/email" }
                }
            }),
        ),
        (
            "/users/verify-otp",
            json!({
                "ResetPassword": {
                    "operationId": "resetPassword",
                    "requestBody": { "resetToken": "$response.body#/resetToken" }
                }
            }),
        ),
    ];
    for (path, named) in links {
        document["paths"][path]["post"]["responses"]["200"]["links"] = named;
    }
    serde_json::to_string_pretty(&document).expect("a JSON value serialises")
}
