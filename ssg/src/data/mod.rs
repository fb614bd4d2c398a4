//! The structured content in `content/data/*.yaml`: `schema` says what each file holds, `loading`
//! reads and parses them, and `checks` finds what a type cannot say (a volume number that is not
//! year - 2020, a country code that does not exist, an e-mail key that site.yaml does not define).

mod checks;
mod loading;
mod schema;

pub use loading::load;
pub use schema::*;
