//! News and events: entries in content/news/ become pages under /news, a listing newest first
//! with upcoming events apart from past ones (by the build date), pages of ten, the latest three
//! on the home page, an Atom feed linked from every page, and dated sitemap entries.

use crate::common;

use common::SiteCopy;

fn entry(date: &str, event: Option<(&str, &str)>) -> String {
    let event = event
        .map(|(day, place)| format!("event: {{ date: {day}, place: \"{place}\" }}\n"))
        .unwrap_or_default();
    format!(
        "---\ntitle: \"News of {date}\"\ndescription: \"What happened on {date}.\"\ndate: {date}\n\
         summary: \"A summary of {date}.\"\n{event}---\n\n## What happened\n\nSomething on {date}.\n"
    )
}

fn build_on(site: &SiteCopy, today: &str) {
    let mut options = site.options();
    options.today = Some(today.parse().unwrap());
    if let Err(failure) = ssg::build(&options, false) {
        panic!("the site does not build:\n{failure}");
    }
}

fn site_with_news() -> SiteCopy {
    let site = SiteCopy::new();
    for file in std::fs::read_dir(site.root().join("content/news")).into_iter().flatten() {
        std::fs::remove_file(file.unwrap().path()).unwrap();
    }
    site.write("content/news/older.md", &entry("2026-01-10", None));
    site.write(
        "content/news/workshop.md",
        &entry("2026-02-01", Some(("2026-03-01", "Athens, Greece"))),
    );
    site.write("content/news/assembly.md", &entry("2026-02-20", Some(("2026-06-15", "Online"))));
    site.write("content/news/newest.md", &entry("2026-04-01", None));
    site
}

#[test]
fn entries_are_listed_newest_first_with_events_by_the_build_date() {
    let site = site_with_news();
    build_on(&site, "2026-04-02");
    let entry = site.read("dist/news/assembly/index.html");
    assert!(
        entry.contains("Published February 20, 2026 · Event: June 15, 2026, Online"),
        "{entry}"
    );
    let listing = site.read("dist/news/index.html");
    let news =
        &listing[listing.find("id=\"news\"").unwrap()..listing.find("id=\"past-events\"").unwrap()];
    let order: Vec<usize> =
        ["News of 2026-04-01", "News of 2026-02-20", "News of 2026-02-01", "News of 2026-01-10"]
            .iter()
            .map(|title| news.find(title).unwrap_or_else(|| panic!("{title} is listed")))
            .collect();
    assert!(order.windows(2).all(|pair| pair[0] < pair[1]), "newest first: {order:?}");
    let upcoming = &listing
        [listing.find("id=\"upcoming-events\"").unwrap()..listing.find("id=\"news\"").unwrap()];
    assert!(upcoming.contains("News of 2026-02-20") && !upcoming.contains("News of 2026-02-01"));
    let past = &listing[listing.find("id=\"past-events\"").unwrap()..];
    assert!(past.contains("News of 2026-02-01"));
    // Once its day has passed, the assembly is a past event too.
    build_on(&site, "2026-06-16");
    let listing = site.read("dist/news/index.html");
    let upcoming = &listing
        [listing.find("id=\"upcoming-events\"").unwrap()..listing.find("id=\"news\"").unwrap()];
    assert!(upcoming.contains("No events are announced at the moment."), "{upcoming}");
}

#[test]
fn the_home_page_shows_the_latest_three_and_every_page_links_the_feed() {
    let site = site_with_news();
    build_on(&site, "2026-04-02");
    let home = site.read("dist/index.html");
    assert!(home.contains("News of 2026-04-01") && home.contains("News of 2026-02-01"));
    assert!(!home.contains("News of 2026-01-10"), "only the latest three");
    for page in ["dist/index.html", "dist/vision/index.html"] {
        assert!(site.read(page).contains(
            "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"News and events | IAAII\" href=\"/news/atom.xml\">"
        ));
    }
    let feed = site.read("dist/news/atom.xml");
    assert!(feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en\">"));
    assert!(feed.contains("<updated>2026-04-01T00:00:00Z</updated>"));
    assert!(feed.contains("<id>https://www.example.org/news/newest/</id>"), "{feed}");
    assert!(feed.contains("<summary>A summary of 2026-02-20.</summary>"));
    let sitemap = site.read("dist/sitemap.xml");
    assert!(
        sitemap.contains(
            "<loc>https://www.example.org/news/newest/</loc><lastmod>2026-04-01</lastmod>"
        ),
        "{sitemap}"
    );
    assert!(sitemap.contains("<loc>https://www.example.org/news/</loc>"));
}

#[test]
fn the_listing_has_pages_of_ten() {
    let site = site_with_news();
    for day in 1..=8 {
        site.write(
            &format!("content/news/extra-{day}.md"),
            &entry(&format!("2025-12-{day:02}"), None),
        );
    }
    build_on(&site, "2026-04-02");
    let first = site.read("dist/news/index.html");
    assert!(first.contains("rel=\"next\" href=\"/news/page/2/\""), "{first}");
    let second = site.read("dist/news/page/2/index.html");
    assert!(second.contains("Page 2 of 2") && second.contains("rel=\"prev\" href=\"/news/\""));
    assert_eq!(second.matches("class=\"news-item\"").count(), 2);
}

#[test]
fn an_entry_without_its_date_or_a_page_with_one_is_a_problem() {
    let site = site_with_news();
    site.write(
        "content/news/undated.md",
        "---\ntitle: Undated\ndescription: An entry without a date.\nsummary: Nothing.\n---\n\nText.\n",
    );
    let problem = site.problem();
    assert!(
        problem.starts_with("content/news/undated.md:1:1: error: a news entry needs `date:`"),
        "{problem}"
    );

    let site = site_with_news();
    site.edit("content/about/vision.md", "description:", "date: 2026-01-01\ndescription:");
    let problem = site.problem();
    assert!(
        problem.contains("only news entries take `date:`, `summary:`, `event:` and `tags:`"),
        "{problem}"
    );

    let site = site_with_news();
    site.write("content/news/older.md", &entry("2026-13-01", None));
    let problem = site.problem();
    assert!(problem.starts_with("content/news/older.md:4:"), "{problem}");
}

#[test]
fn each_language_has_its_listing_and_feed_with_its_translated_entries() {
    let site = site_with_news();
    site.write(
        "content/news/newest.fr.md",
        "---\ntitle: \"Actualité du 1er avril\"\ndescription: \"Une actualité traduite.\"\ndate: 2026-04-01\nsummary: \"Le résumé en français.\"\n---\n\nLe texte.\n",
    );
    build_on(&site, "2026-04-02");
    let listing = site.read("dist/fr/news/index.html");
    assert!(listing.contains("<html lang=\"fr\""), "the French listing is French");
    assert!(listing.contains("Actualité du 1er avril"), "the translated entry, in French");
    assert!(listing.contains("1er avril 2026"), "its date as French writes it: {listing}");
    assert!(listing.contains("News of 2026-02-01"), "an entry not translated, in English");
    let feed = site.read("dist/fr/news/atom.xml");
    assert!(feed.contains("xml:lang=\"fr\""), "{feed}");
    assert!(feed.contains("<id>https://www.example.org/fr/news/newest/</id>"), "{feed}");
    assert!(feed.contains("<entry xml:lang=\"en\">"), "an entry in English says so: {feed}");
    let french_home = site.read("dist/fr/index.html");
    assert!(
        french_home.contains("href=\"/fr/news/atom.xml\""),
        "the French pages link the French feed"
    );
}
