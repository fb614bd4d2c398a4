//! Tags of news entries: `tags: [events, health]` in an entry's front matter. Each tag is named in
//! the theme's catalog (`news-tag-events = Events` in each language's `site.ftl`), so a misspelt
//! tag is an error rather than a new page, and every language shows it in its own words. Each tag
//! used gets a page in each language listing its entries (/news/tags/events, /fr/news/tags/events)
//! and a feed (/news/tags/events/atom.xml); each entry lists its tags, linked to those pages.
//! A translation shares the tags of its original entry. `news` gives the tags' views and
//! addresses; this module names and checks them.

use std::collections::BTreeSet;

use crate::content::Page;
use crate::diagnostics::{Diagnostics, Problem, closest};
use crate::languages::catalog::Catalog;
use crate::news::{is_entry, tag_route};

/// The catalog key that names a tag.
pub fn message_key(tag: &str) -> String {
    format!("news-tag-{tag}")
}

/// The address of a tag's feed.
pub fn feed_route(prefix: &str, tag: &str) -> String {
    format!("{}/atom.xml", tag_route(prefix, tag))
}

/// What is wrong with the tags of `pages`: a tag on a page that is not a news entry (see
/// `news::check`) or on a translation; a tag not written as one (lowercase words and hyphens), named
/// twice, or not named in the default language's catalog.
pub fn check(pages: &[Page], catalog: &Catalog, default: &str) -> Diagnostics {
    let keys = catalog.keys(default);
    let known: BTreeSet<&str> =
        keys.iter().filter_map(|key| key.strip_prefix(message_key("").as_str())).collect();
    let mut problems = Diagnostics::default();
    for page in pages.iter().filter(|page| is_entry(page)) {
        let front = &page.front_matter;
        let file = &page.source;
        if let (Some(first), Some(_)) = (front.tags.first(), &page.lang) {
            let original = crate::content::without_language(&file.path);
            let problem = Problem::new(
                front.span_of(first),
                "a translation shares the tags of its original entry",
            )
            .with_help(format!("remove `tags:` here; set them in {}", original.display()));
            problems.push(file.locate(problem));
            continue;
        }
        let mut seen = BTreeSet::new();
        for tag in &front.tags {
            let at = front.span_of(tag);
            let slug = tag.value.as_str();
            let problem = if !is_slug(slug) {
                Problem::new(at, format!("the tag \"{slug}\" is not written as a tag")).with_help(
                    "write a tag in lowercase letters, digits and hyphens, e.g. general-assembly",
                )
            } else if !seen.insert(slug) {
                Problem::new(at, format!("the tag {slug} is given twice"))
                    .with_help("give each tag once")
            } else if !known.contains(slug) {
                let help = match closest(slug, known.iter().copied()) {
                    Some(near) => format!("did you mean {near}? "),
                    None => String::new(),
                };
                Problem::new(at, format!("there is no tag {slug}")).with_help(format!(
                    "{help}a tag is named in each language's site.ftl, e.g. `{} = Its name` in locales/{default}/site.ftl; the tags named now are: {}",
                    message_key(slug),
                    known.iter().copied().collect::<Vec<_>>().join(", ")
                ))
            } else {
                continue;
            };
            problems.push(file.locate(problem));
        }
    }
    problems
}

/// Lowercase ASCII letters and digits in words joined by single hyphens.
fn is_slug(tag: &str) -> bool {
    !tag.is_empty()
        && tag.split('-').all(|word| {
            !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::is_slug;

    #[test]
    fn tags_are_lowercase_words_joined_by_hyphens() {
        for good in ["events", "general-assembly", "ai-2027"] {
            assert!(is_slug(good), "{good}");
        }
        for bad in ["", "Events", "general assembly", "-events", "events-", "a--b", "santé"] {
            assert!(!is_slug(bad), "{bad}");
        }
    }
}
