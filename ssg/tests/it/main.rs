//! The generator's integration tests, one binary (issue 39): each file under tests/ used to be a
//! binary of its own, linked separately against every dependency, which cost minutes on a fresh
//! clone. Each former file is a module here, run on parallel threads of one process, so none may
//! change what the whole process shares (environment, current directory, umask, signal handlers);
//! killing a child process (the kept island renderer) is fine. The helpers are `common`.

mod common;

mod aliases;
mod build_cache;
mod build_output;
mod check_formats;
mod deadlines;
mod drafts;
mod editor_errors;
mod editor_messages;
mod external_links;
mod incremental;
mod island_cache;
mod kept_renderer;
mod languages;
mod moved;
mod news;
mod news_tags;
mod parsers;
mod pictures;
mod relative_links;
mod search;
mod system_errors;
