//! What guards an account needs its owner, not just a session: changes to its factors and to
//! staff roles need the password (or a second step) given in the session lately; the last
//! factor and the last admin cannot be lost; strangers cannot use up the mail an owner asks for,
//! nor keep the owner from passing their own second step by guessing with the password.

use crate::common;

use common::Service;
use common::staff::{self, PASSWORD};
use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use forms_api::second_factor::code_at;
use reqwest::StatusCode;
use serde_json::json;

/// Past the window in which a sign-in counts as the owner having just proved themselves.
const LATER: i64 = forms_api::lifetimes::RECENT_PROOF_SECONDS + 60;

#[tokio::test]
async fn changing_factors_and_roles_needs_the_password_given_lately() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    staff::member(&service, "grace@example.org").await;
    let member = staff::member(&service, "joan@example.org").await;
    service.clock.advance(LATER);

    let guarded = [
        (&member, "/users/me/second-factor/setup", json!({})),
        (&member, "/users/me/passkeys/options", json!({})),
        (&member, "/users/me/passkeys/no-such-passkey/delete", json!({})),
        (&admin.client, "/users/me/passkeys/options", json!({})),
        (&admin.client, "/staff/roles", json!({ "email": "grace@example.org", "role": "admin" })),
        (&admin.client, "/staff/roles/revoke", json!({ "email": "grace@example.org" })),
        (&admin.client, "/staff/second-factor/reset", json!({ "email": "grace@example.org" })),
    ];
    for (client, path, body) in &guarded {
        let refused = service.post_with(client, path, body.clone()).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{path}: {}", refused.body);
        assert_eq!(refused.body["code"], "confirm_identity", "{path}");
    }
    assert_eq!(service.count("SELECT COUNT(*) FROM staff_roles").await, 1);

    // A wrong password proves nothing; the right one opens the window again.
    let wrong = service
        .post_with(
            &member,
            "/users/me/confirm-identity",
            json!({ "currentPassword": "Nope-Nope-1" }),
        )
        .await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST, "{}", wrong.body);
    for (client, _, _) in &guarded[..2] {
        let again = service
            .post_with(client, "/users/me/confirm-identity", json!({ "currentPassword": PASSWORD }))
            .await;
        assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    }
    let setup = service.post_with(&member, "/users/me/second-factor/setup", json!({})).await;
    assert_eq!(setup.status, StatusCode::OK, "{}", setup.body);
    let proved = service
        .post_with(
            &admin.client,
            "/users/me/confirm-identity",
            json!({ "currentPassword": PASSWORD }),
        )
        .await;
    assert_eq!(proved.status, StatusCode::OK);
    let granted = service.post_with(&admin.client, guarded[4].1, guarded[4].2.clone()).await;
    assert_eq!(granted.status, StatusCode::OK, "{}", granted.body);

    // Passing the second step is a proof too: a fresh sign-in of the admin can act at once.
    service.clock.advance(LATER);
    let denied = service.post_with(&admin.client, guarded[5].1, guarded[5].2.clone()).await;
    assert_eq!(denied.body["code"], "confirm_identity");
}

#[tokio::test]
async fn two_admins_revoking_each_other_at_once_leave_one() {
    let service = Service::start().await;
    let ada = staff::staff(&service, "ada@example.org", Role::Admin).await;
    let grace = staff::staff(&service, "grace@example.org", Role::Admin).await;
    for round in 0..12 {
        let (first, second) = tokio::join!(
            ada.post(&service, "/staff/roles/revoke", json!({ "email": "grace@example.org" })),
            grace.post(&service, "/staff/roles/revoke", json!({ "email": "ada@example.org" })),
        );
        let admins = service.count("SELECT COUNT(*) FROM staff_roles WHERE role = 'admin'").await;
        assert_eq!(admins, 1, "round {round}: {} / {}", first.body, second.body);
        let done = [&first, &second].iter().filter(|a| a.status == StatusCode::OK).count();
        assert_eq!(done, 1, "round {round}: {} / {}", first.body, second.body);
        for refused in [&first, &second].into_iter().filter(|a| a.status != StatusCode::OK) {
            assert!(
                [StatusCode::BAD_REQUEST, StatusCode::FORBIDDEN].contains(&refused.status),
                "round {round}: {} {}",
                refused.status,
                refused.body
            );
        }
        // Both admins again for the next round, as the operator would name them.
        for email in ["ada@example.org", "grace@example.org"] {
            staff::grant(&service, email, Role::Admin).await;
        }
    }
    // Demoting the other admin is refused the same way when it would leave none.
    let only = forms_api::staff_commands::revoke(&service.database, "grace@example.org", 0).await;
    assert!(only.is_ok(), "{only:?}");
    let last = forms_api::staff_commands::revoke(&service.database, "ada@example.org", 0).await;
    assert!(last.unwrap_err().to_string().contains("without an admin"));
    let demoted = service
        .post_with(
            &ada.client,
            "/staff/roles",
            json!({ "email": "ada@example.org", "role": "reviewer" }),
        )
        .await;
    assert_eq!(demoted.status, StatusCode::BAD_REQUEST, "{}", demoted.body);
}

#[tokio::test]
async fn applications_in_someones_name_do_not_stop_them_signing_up() {
    let service = Service::start().await;
    let application = common::fixtures::application;
    let stranger = service.client_from([127, 0, 0, 9]);
    let mut held = 0;
    for _ in 0..6 {
        let sent = service
            .post_with(&stranger, "/users/submit-form", application("blocked@example.org"))
            .await;
        if sent.status == StatusCode::OK {
            held += 1;
        } else {
            assert_eq!(sent.status, StatusCode::TOO_MANY_REQUESTS, "{}", sent.body);
        }
    }
    assert_eq!(held, 5, "five links an hour reach one mailbox");
    let owner = service.sign_up_unconfirmed("blocked@example.org", PASSWORD).await;
    assert_eq!(owner.status, StatusCode::OK, "{}", owner.body);
    service.wait_for_mail_containing("blocked@example.org", "confirm-email#token=").await;

    // Sub-addresses and case reach one mailbox, and are counted as one.
    let mut reached = 0;
    for n in 0..10 {
        let address = format!("Cannon+{n}@Example.org");
        let sent = service.post_with(&stranger, "/users/submit-form", application(&address)).await;
        if sent.status == StatusCode::OK {
            reached += 1;
        }
    }
    assert_eq!(reached, 5);
}

#[tokio::test]
async fn wrong_codes_by_whoever_has_the_password_do_not_keep_the_owner_out() {
    let service = Service::start().await;
    let owner = staff::staff(&service, "ada@example.org", Role::Reviewer).await;
    let attacker = service.browser_from([127, 0, 0, 7]);
    let signed_in = service
        .post_with(
            &attacker,
            "/users/login",
            json!({ "email": "ada@example.org", "password": PASSWORD }),
        )
        .await;
    assert_eq!(signed_in.status, StatusCode::OK);
    let right = code_at(&owner.secret, service.clock.now() + 30).unwrap();
    let wrong = if right == "000000" { "111111" } else { "000000" };
    let mut refused = false;
    for _ in 0..8 {
        let guess = service
            .post_with(&attacker, "/users/me/second-factor/verify", json!({ "code": wrong }))
            .await;
        refused |= guess.status == StatusCode::TOO_MANY_REQUESTS;
    }
    assert!(refused, "the attacker's guesses are bounded");
    service.clock.advance(30);

    // The owner, in the browser that set the app up, signs in again and passes with the app.
    let again = service
        .post_with(
            &owner.client,
            "/users/login",
            json!({ "email": "ada@example.org", "password": PASSWORD }),
        )
        .await;
    assert_eq!(again.status, StatusCode::OK);
    let passed = service
        .post_with(&owner.client, "/users/me/second-factor/verify", json!({ "code": right }))
        .await;
    assert_eq!(passed.status, StatusCode::OK, "{}", passed.body);

    // In a new browser, with a recovery code.
    let elsewhere = service.browser_from([127, 0, 0, 8]);
    let login = service
        .post_with(
            &elsewhere,
            "/users/login",
            json!({ "email": "ada@example.org", "password": PASSWORD }),
        )
        .await;
    assert_eq!(login.status, StatusCode::OK);
    let code = &owner.recovery_codes[0];
    let recovered = service
        .post_with(&elsewhere, "/users/me/second-factor/verify", json!({ "code": code }))
        .await;
    assert_eq!(recovered.status, StatusCode::OK, "{}", recovered.body);

    // The attacker is still held back.
    let still = service
        .post_with(&attacker, "/users/me/second-factor/verify", json!({ "code": right }))
        .await;
    assert_eq!(still.status, StatusCode::TOO_MANY_REQUESTS, "{}", still.body);
}
