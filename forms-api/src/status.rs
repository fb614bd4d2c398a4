//! Where an application stands, and the decisions the staff take on it: one enum each, named one
//! way in the database, the answers, the command line and the audit log (`name` is the only
//! place a status is spelt).

use poem_openapi::Enum;

/// An application's status, stored in `applications.status` as its `name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "Status", rename_all = "lowercase")]
pub enum ApplicationStatus {
    /// Sent, and waiting for the staff's decision.
    Received,
    Accepted,
    Declined,
}

impl ApplicationStatus {
    const ALL: [ApplicationStatus; 3] =
        [ApplicationStatus::Received, ApplicationStatus::Accepted, ApplicationStatus::Declined];

    pub fn name(self) -> &'static str {
        match self {
            ApplicationStatus::Received => "received",
            ApplicationStatus::Accepted => "accepted",
            ApplicationStatus::Declined => "declined",
        }
    }

    /// The status stored as `name`; None for a name no release has written.
    pub fn of(name: &str) -> Option<ApplicationStatus> {
        Self::ALL.into_iter().find(|status| status.name() == name)
    }
}

/// What the staff decide on an application that waits for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, clap::ValueEnum)]
#[oai(rename = "DecisionChoice", rename_all = "lowercase")]
pub enum Decision {
    Accepted,
    Declined,
}

impl Decision {
    /// The status the application has once decided.
    pub fn status(self) -> ApplicationStatus {
        match self {
            Decision::Accepted => ApplicationStatus::Accepted,
            Decision::Declined => ApplicationStatus::Declined,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_is_read_back_from_its_name() {
        for status in ApplicationStatus::ALL {
            assert_eq!(ApplicationStatus::of(status.name()), Some(status));
        }
        assert_eq!(ApplicationStatus::of("Received"), None);
    }
}
