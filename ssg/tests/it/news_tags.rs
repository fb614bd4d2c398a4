//! Tags of news entries: a page and a feed for each tag in each language, the tags listed on each
//! entry and in the listing, and a misspelt or misplaced tag reported at its line.

use crate::common;

use common::SiteCopy;

fn build(site: &SiteCopy) {
    if let Err(failure) = site.build() {
        panic!("the site does not build:\n{failure}");
    }
}

#[test]
fn each_tag_has_a_page_and_a_feed_in_each_language_and_entries_link_to_them() {
    let site = SiteCopy::new();
    build(&site);

    let events = site.read("dist/news/tags/events/index.html");
    assert!(events.contains("<h1 class=\"page-heading__title\">News tagged “Events”</h1>"));
    assert!(
        events.contains("General Assembly 2027") && events.contains("Regional workshop in Athens")
    );
    assert!(!events.contains("Proposals for special issues are open"), "an entry without the tag");
    assert!(events.contains("href=\"/news/tags/events/atom.xml\""));
    assert!(
        events.contains("href=\"/fr/news/tags/events/\" lang=\"fr\" hreflang=\"fr\""),
        "the language switcher"
    );

    let feed = site.read("dist/news/tags/events/atom.xml");
    assert!(feed.contains("<title>News tagged “Events”</title>"));
    assert_eq!(feed.matches("<entry").count(), 2);
    let page = "<link rel=\"alternate\" href=\"https://www.example.org/news/tags/events/\"/>";
    assert!(feed.contains(page), "the feed follows the tag's page: {feed}");

    let french = site.read("dist/fr/news/tags/health/index.html");
    assert!(french.contains("Actualités «\u{a0}Santé\u{a0}»"), "the tag's name in French");
    let french_events = site.read("dist/fr/news/tags/events/index.html");
    assert!(french_events.contains("18 mars 2027, En ligne"), "a translated entry's own place");

    let entry = site.read("dist/news/athens-regional-workshop/index.html");
    assert!(entry.contains("<a class=\"tag-list__tag\" href=\"/news/tags/events/\">Events</a>"));
    assert!(entry.contains("<a class=\"tag-list__tag\" href=\"/news/tags/health/\">Health</a>"));
    // A translation lists its original's tags, named in its language, linked to its pages.
    let translated = site.read("dist/es/news/athens-regional-workshop/index.html");
    assert!(
        translated.contains("<a class=\"tag-list__tag\" href=\"/es/news/tags/health/\">Salud</a>")
    );
    let listing = site.read("dist/news/index.html");
    assert!(listing.contains("href=\"/news/tags/calls/\">Calls for proposals</a>"));
    let sitemap = site.read("dist/sitemap.xml");
    assert!(
        sitemap.contains("/news/tags/governance/</loc>")
            && sitemap.contains("/fr/news/tags/governance/</loc>")
    );
}

#[test]
fn a_link_to_a_tag_page_is_checked_like_any_other() {
    let site = SiteCopy::new();
    let text = site.read("content/about/mission.md");
    site.write(
        "content/about/mission.md",
        &format!("{text}\nSee [our events](/news/tags/events).\n"),
    );
    build(&site);
    site.write(
        "content/about/mission.md",
        &format!("{text}\nSee [our events](/news/tags/event).\n"),
    );
    let problem = site.problem();
    assert!(problem.contains("the link /news/tags/event goes to no page"), "{problem}");
}

#[test]
fn a_misspelt_tag_is_reported_at_its_line_with_the_tags_there_are() {
    let site = SiteCopy::new();
    let line = site.edit(
        "content/news/athens-regional-workshop.md",
        "tags: [events, health]",
        "tags: [events, helth]",
    );
    let problem = site.problem();
    assert!(
        problem.contains(&format!("content/news/athens-regional-workshop.md:{line}:")),
        "{problem}"
    );
    assert!(problem.contains("there is no tag helth"), "{problem}");
    assert!(problem.contains("did you mean health?"), "{problem}");
    assert!(problem.contains("news-tag-helth = Its name"), "{problem}");
}

#[test]
fn a_tag_must_be_written_as_one_given_once_and_be_a_list() {
    let site = SiteCopy::new();
    let page = "content/news/athens-regional-workshop.md";
    site.edit(page, "tags: [events, health]", "tags: [Events, health, health]");
    let problems = site.problems().join("\n");
    assert!(problems.contains("the tag \"Events\" is not written as a tag"), "{problems}");
    assert!(problems.contains("the tag health is given twice"), "{problems}");

    site.edit(page, "tags: [Events, health, health]", "tags: events");
    let problem = site.problem();
    assert!(problem.contains(&format!("{page}:7:")), "{problem}");
    assert!(problem.contains("this field takes a list in brackets"), "{problem}");
}

#[test]
fn tags_belong_to_news_entries_and_their_originals() {
    let site = SiteCopy::new();
    let translation = "content/news/athens-regional-workshop.fr.md";
    let text = site.read(translation);
    site.write(translation, &text.replacen("---\n", "---\ntags: [events]\n", 1));
    let problem = site.problem();
    assert!(problem.contains("a translation shares the tags of its original entry"), "{problem}");
    assert!(problem.contains("content/news/athens-regional-workshop.md"), "{problem}");

    site.write(translation, &text);
    site.edit("content/about/mission.md", "title: \"", "tags: [events]\ntitle: \"");
    let problem = site.problem();
    assert!(
        problem.contains("only news entries take `date:`, `summary:`, `event:` and `tags:`"),
        "{problem}"
    );
}
