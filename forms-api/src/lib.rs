//! The forms service behind the site's islands. Its endpoints arrive with issue 3; until then the
//! crate only reserves its place in the workspace so `ssg serve` can mount it later.
