//! The one place for what both sides of a form must agree on: the service validates against it,
//! the generator checks the site's data against it and hands it to the islands as `data:` props.
//! A small crate of its own so the generator can use it without compiling the service.

pub mod common_passwords;
pub mod countries;
pub mod limits;

/// The values the application form accepts for membershipType (spec section 3), in the order
/// the form offers them.
pub const MEMBERSHIP_TYPES: [&str; 5] =
    ["regular", "student", "institutional", "corporate", "emeritus"];

/// The choices of the application's gender field (spec section 3).
pub const GENDERS: [&str; 3] = ["Male", "Female", "Prefer not to say"];
