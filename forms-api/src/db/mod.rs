//! Every SQL statement of the service, behind methods of one handle, `Db`: one module a family
//! of tables, each with its own statements; handlers never build SQL. Opening the database and
//! its migrations are `open` and `schema`.

mod accounts;
mod application_list;
mod applications;
mod audit;
mod codes;
mod connect;
mod drafts;
mod enqueue;
mod expired;
pub mod group_commit;
mod handle;
pub mod limits;
pub mod mail_queue;
mod open;
mod passkeys;
mod pending;
pub mod records;
mod roles;
pub mod schema;
mod service_state;
mod sessions;
mod staff;
mod types;

pub use connect::{ACQUIRE_TIMEOUT, Backend, Probe, cause, probe};
pub use enqueue::enqueue;
pub use service_state::BACKUP_MARK;
pub use types::{
    AccountRecord, After, AuditQuery, Claimed, CodeRow, Enrolment, FactorKinds, FactorRow,
    ListQuery, Listed, NewCode, NewPasskey, NewUser, Opening, PasskeyRow, QueueDepth, Search,
    SessionRow, Sort, StaffRow, StoredApplication, SweepRules, Swept, UserRow,
};

pub use drafts::KeptDraft;
pub use handle::{Db, Result};
pub use pending::PendingApplication;
pub use roles::RoleChange;
