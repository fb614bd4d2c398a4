//! The staff roles, as the workspace, the command line and the audit log name them.

use poem_openapi::Enum;

/// What a role allows: reviewers read and decide; admins also manage roles and read the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Enum, clap::ValueEnum)]
#[oai(rename_all = "lowercase")]
pub enum Role {
    Reviewer,
    Admin,
}

impl Role {
    pub fn of(name: &str) -> Option<Role> {
        match name {
            "reviewer" => Some(Role::Reviewer),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Reviewer => "reviewer",
            Role::Admin => "admin",
        }
    }
}
