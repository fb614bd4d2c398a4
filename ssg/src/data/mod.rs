//! The structured content in `content/data/*.yaml`: `schema` says what each file holds, `loading`
//! reads and parses them, and `checks` finds what a type cannot say (a volume number that is not
//! year - 2020, a country code that does not exist, an e-mail key that site.yaml does not define).

mod checks;
mod loading;
mod schema;

use std::collections::BTreeMap;

pub use checks::DataLink;
pub use schema::*;

use crate::diagnostics::SourceFile;

/// Every data file, loaded and checked.
#[derive(Debug, Clone)]
pub struct SiteData {
    pub site: SiteSettings,
    pub navigation: Navigation,
    pub cards: BTreeMap<String, Vec<Card>>,
    pub regions: Vec<Region>,
    pub editorial_board: Vec<BoardMember>,
    pub jobs: Vec<Job>,
    pub membership: Membership,
    pub journal: Journal,
    /// The data files' text, kept so later checks (links in navigation) can point at a line.
    pub sources: BTreeMap<&'static str, SourceFile>,
}

pub(crate) const DATA_FILES: [&str; 8] = [
    "site",
    "navigation",
    "cards",
    "regions",
    "editorial_board",
    "jobs",
    "membership",
    "journal",
];
