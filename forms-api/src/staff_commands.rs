//! The operator's commands for the staff: `forms-api staff grant|revoke|list` (how the first
//! admin is named). Each takes `--database` and needs it to exist. The audit log's commands are
//! in `audit_commands`.

use crate::audit::{Action, NewEntry};
use crate::db::{Db, Opening, RoleChange};
use crate::error::Error;
use crate::role::Role;
use crate::rules::{shown_address, stored_address};

/// Who changes roles from the command line, as the audit log and the roles list name them.
pub const COMMAND_LINE: &str = crate::decisions::COMMAND_LINE;

/// Refused: the change would leave the association with no admin.
pub const LAST_ADMIN: &str =
    "This would leave the association without an admin: make another account an admin first.";

fn entry(action: Action, email: &str, detail: &str) -> NewEntry {
    NewEntry {
        actor: COMMAND_LINE.into(),
        action,
        subject: email.to_string(),
        detail: detail.to_string(),
        client: String::new(),
    }
}

/// Give the confirmed account `email` the role `role`; a sentence saying so.
pub async fn grant(database: &str, email: &str, role: Role, now: i64) -> Result<String, Error> {
    let db = Db::open(database, Opening::Existing).await?;
    let email = stored_address(email);
    let audit = entry(Action::RoleGranted, &email, role.name());
    match db.grant_role(&email, role, COMMAND_LINE, now, Some(&audit)).await? {
        RoleChange::Done => {}
        RoleChange::NoSuchAccount => {
            return Err(Error::Unusable(format!(
                "no confirmed account has the address {}: the person signs up on the site and \
                 confirms their address first",
                shown_address(&email)
            )));
        }
        RoleChange::LastAdmin => return Err(Error::Unusable(LAST_ADMIN.into())),
    }
    Ok(format!(
        "{} is now {} {}: at their next visit to /staff/ they set up two-step verification.",
        shown_address(&email),
        if role == Role::Admin { "an" } else { "a" },
        role.name()
    ))
}

/// Take the role from the account `email`; a sentence saying so.
pub async fn revoke(database: &str, email: &str, now: i64) -> Result<String, Error> {
    let db = Db::open(database, Opening::Existing).await?;
    let email = stored_address(email);
    let audit = entry(Action::RoleRevoked, &email, "");
    match db.revoke_role(&email, now, Some(&audit)).await? {
        RoleChange::Done => {}
        RoleChange::NoSuchAccount => {
            return Err(Error::Unusable(format!("{} has no staff role", shown_address(&email))));
        }
        RoleChange::LastAdmin => return Err(Error::Unusable(LAST_ADMIN.into())),
    }
    Ok(format!("{} no longer has a staff role.", shown_address(&email)))
}

/// Every staff member, one a line.
pub async fn list(database: &str) -> Result<String, Error> {
    let db = Db::open(database, Opening::Existing).await?;
    let staff = db.staff().await?;
    if staff.is_empty() {
        return Ok("no account has a staff role yet: name the first admin with \
                   forms-api staff grant <email> --role admin"
            .into());
    }
    Ok(staff
        .iter()
        .map(|row| {
            format!(
                "{}\t{}\t{}",
                row.role.name(),
                shown_address(&row.email),
                if row.enrolled {
                    "two-step verification set up"
                } else {
                    "two-step verification not set up yet"
                }
            )
        })
        .collect::<Vec<_>>()
        .join("\n"))
}
