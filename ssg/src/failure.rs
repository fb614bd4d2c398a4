//! Why a command failed: problems in the site's sources, for an editor to fix at a place in a
//! file, or a failure of the machine it runs on (a port taken, a disk full), for whoever runs it,
//! printed plainly because no line of the site is at fault.

use std::fmt;

use crate::diagnostics::Diagnostics;

#[derive(Debug)]
pub enum Failure {
    Problems(Diagnostics),
    System(SystemError),
}

/// A failure of the system, not of the site: what failed and, when we know, what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SystemError {
    pub message: String,
    pub help: Option<String>,
}

impl SystemError {
    pub fn new(message: impl Into<String>) -> Self {
        Self { message: message.into(), help: None }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

impl fmt::Display for SystemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.message)?;
        if let Some(help) = &self.help {
            write!(f, "; {help}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Problems(problems) => problems.fmt(f),
            Failure::System(error) => error.fmt(f),
        }
    }
}

impl From<Diagnostics> for Failure {
    fn from(problems: Diagnostics) -> Self {
        Failure::Problems(problems)
    }
}

impl From<SystemError> for Failure {
    fn from(error: SystemError) -> Self {
        Failure::System(error)
    }
}

impl Failure {
    /// The editor's problems, if that is what failed.
    pub fn problems(&self) -> Option<&Diagnostics> {
        match self {
            Failure::Problems(problems) => Some(problems),
            Failure::System(_) => None,
        }
    }
}
