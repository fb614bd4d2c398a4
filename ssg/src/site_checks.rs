//! The checks of a whole rendered site: every link and anchor of the pages and data files, and the
//! pictures the data names.

use std::collections::{HashMap, HashSet};

use crate::content::Page;
use crate::data::SiteData;
use crate::diagnostics::{Diagnostics, Problem};
use crate::images;
use crate::link_checker::{LinkChecker, element_ids};
use crate::markdown::SiteLink;
use crate::parallel;
use crate::render::Inputs;

/// Pages a link cannot go to: those that failed to load (reported already) and drafts the build
/// leaves out.
#[derive(Default)]
pub struct Unlinkable {
    pub failed_routes: Vec<String>,
    pub draft_routes: Vec<String>,
}

/// Every link and `#anchor` of every page and data file, against the rendered site.
/// Each page's route with the ids of its elements.
pub(crate) type Anchors<'a> = HashMap<&'a str, HashSet<&'a str>>;

/// The anchors of every page: read from the HTML of the pages rendered (`rendered`: index and
/// HTML), kept for the pages taken from the last build (`kept`: index and ids).
pub(crate) fn anchors<'a>(
    pages: &'a [Page],
    rendered: &'a [(usize, String)],
    kept: &'a [(usize, Vec<String>)],
) -> Anchors<'a> {
    let mut anchors: Anchors = parallel::map(rendered, |_, (index, html)| {
        (pages[*index].route.as_str(), element_ids(html))
    })
    .into_iter()
    .collect();
    for (index, ids) in kept {
        anchors.insert(pages[*index].route.as_str(), ids.iter().map(String::as_str).collect());
    }
    anchors
}

pub(crate) fn check_links(
    inputs: &Inputs,
    pages: &[Page],
    generated: &[String],
    unlinkable: &Unlinkable,
    (links, anchors): (&[Vec<SiteLink>], &Anchors),
    problems: &mut Diagnostics,
) {
    let checker = LinkChecker {
        failed_routes: &unlinkable.failed_routes,
        draft_routes: &unlinkable.draft_routes,
        ..LinkChecker::new(pages, generated, anchors, &inputs.files, &inputs.islands)
    };
    let page_problems = parallel::map(pages, |index, page| {
        let mut found = Diagnostics::default();
        checker.check_page(page, &links[index], &mut found);
        found
    });
    page_problems.into_iter().for_each(|found| problems.extend(found));
    check_data_links(&inputs.data, &checker, problems);
}

/// A board member's photo names a picture of content/static/images/.
pub(crate) fn check_photos(
    data: &SiteData,
    pictures: &images::Pictures,
    problems: &mut Diagnostics,
) {
    let file = &data.sources["editorial_board"];
    for photo in data.editorial_board.iter().filter_map(|m| m.photo.as_ref()) {
        if !pictures.by_address.contains_key(&photo.value) {
            let problem = Problem::new(
                crate::yaml::span(photo, 0),
                format!("there is no picture {}", photo.value),
            )
            .with_help(format!(
                "put the photo in {} and write its address, e.g. /images/board/name.jpg",
                images::IMAGES_DIR
            ));
            problems.push(file.locate(problem));
        }
    }
}

/// Links in data files (cards, jobs, navigation) are reported at the line that holds them.
fn check_data_links(data: &SiteData, checker: &LinkChecker, problems: &mut Diagnostics) {
    for link in data.links() {
        if let Some(problem) = checker.problem(&link.href.value, "") {
            let at = crate::yaml::span(link.href, 0);
            problems.push(link.file.locate(problem.within(at)));
        }
    }
}
