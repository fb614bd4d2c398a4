//! The service's integration tests, one binary (issue 39): each file under tests/ used to be a
//! binary of its own, linked separately against every dependency, which cost minutes on a fresh
//! clone. Each former file is a module here, run on parallel threads of one process, so none may
//! change what the whole process shares (environment, current directory, umask, signal handlers,
//! the metrics recorder): those tests stay binaries of their own beside this folder (file_modes.rs,
//! metrics.rs). The helpers are `common` and `hostile_support`; the data files stay in tests/.

mod common;
mod hostile_support;

mod account_guards;
mod accounts;
mod applications;
mod audit_log;
mod backup;
mod command_line;
mod common_passwords;
mod confirmation;
mod contract;
mod cross_site;
mod database_outage;
mod disk_faults;
mod exposure;
mod hostile_fields;
mod hostile_requests;
mod housekeeping;
mod languages;
mod lifecycle;
mod limits;
mod mail_bounds;
mod mail_outage;
mod mail_queue;
mod member_two_step;
mod membership;
mod one_identity;
mod own_data;
mod owner_recovery;
mod records;
mod recovery;
mod requests;
mod schema_and_commands;
mod secrets_in_output;
mod security_notices;
mod shared_rules;
mod slow_clients;
mod staff_access;
mod staff_workspace;
mod two_dialects;
mod upgrade_fixtures;
mod upgrade_rows;
mod upgrades;
