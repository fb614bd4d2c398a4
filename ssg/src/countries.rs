//! Country names from ISO 3166-1, from the same module the forms service validates applications
//! with, so the site's lists and the service always agree.

pub use forms_api::countries::{name, un_members};
