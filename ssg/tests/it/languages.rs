//! Languages, on a copy of the real site: translations published under their language with the
//! right `lang`, `hreflang` links that answer each other on every page of the built site, links
//! kept in the reader's language, and what `ssg check` tells an editor is missing (a removed
//! translation, a catalog message missing or unused, a file in a language the site has not).

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;

use common::SiteCopy;

/// Each built page's address, its `<html lang>`, its canonical address and its `hreflang` links.
struct BuiltPage {
    lang: String,
    canonical: String,
    alternates: BTreeMap<String, String>,
}

fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!("{name}=\""))? + name.len() + 2;
    tag[start..].split('"').next()
}

fn built_pages(out: &Path) -> BTreeMap<String, BuiltPage> {
    let mut pages = BTreeMap::new();
    for entry in walkdir::WalkDir::new(out).into_iter().flatten() {
        if entry.file_name() != "index.html" {
            continue;
        }
        let html = std::fs::read_to_string(entry.path()).unwrap();
        let head = &html[..html.find("</head>").unwrap_or(html.len())];
        let lang = attribute(&html[html.find("<html").unwrap()..], "lang").unwrap().to_string();
        let canonical = head
            .split("<link rel=\"canonical\"")
            .nth(1)
            .and_then(|tag| attribute(tag, "href"))
            .unwrap()
            .to_string();
        let alternates = head
            .split("<link rel=\"alternate\" hreflang=")
            .skip(1)
            .map(|tag| {
                let tag = format!("hreflang={tag}");
                (
                    attribute(&tag, "hreflang").unwrap().to_string(),
                    attribute(&tag, "href").unwrap().to_string(),
                )
            })
            .collect();
        pages.insert(canonical.clone(), BuiltPage { lang, canonical, alternates });
    }
    pages
}

#[test]
fn every_page_and_its_translations_name_each_other() {
    let site = SiteCopy::new();
    site.build().unwrap();
    let pages = built_pages(&site.out());
    let translated: Vec<&BuiltPage> =
        pages.values().filter(|page| !page.alternates.is_empty()).collect();
    assert!(
        translated.len() >= 30,
        "the translated pages and their originals: {}",
        translated.len()
    );
    for page in &translated {
        // Each names itself in its own language, and the default language as x-default.
        assert_eq!(page.alternates.get(&page.lang), Some(&page.canonical), "{}", page.canonical);
        assert!(page.alternates.contains_key("x-default"), "{}", page.canonical);
        for (code, href) in page.alternates.iter().filter(|(code, _)| *code != "x-default") {
            let other = pages
                .get(href)
                .unwrap_or_else(|| panic!("{} names {href}, which was not built", page.canonical));
            assert_eq!(
                &other.lang, code,
                "{href} is in the language {} names it in",
                page.canonical
            );
            assert_eq!(
                other.alternates, page.alternates,
                "{href} and {} name the same versions",
                page.canonical
            );
        }
    }
    let mission = &pages["https://www.example.org/fr/mission/"];
    assert_eq!(mission.alternates["x-default"], "https://www.example.org/mission/");
    let html = site.read("dist/fr/mission/index.html");
    assert!(html.contains("<html lang=\"fr\" dir=\"ltr\""));
    // Links go to the French pages where they exist, and stay where they do not.
    assert!(html.contains("href=\"/fr/members/\""), "the menu's Members Overview in French");
    assert!(html.contains("href=\"/vision/\""), "Vision has no French page yet");
    assert!(
        html.contains(">Aller au contenu principal</a>"),
        "the theme's texts from locales/fr/site.ftl"
    );
    let sitemap = site.read("dist/sitemap.xml");
    assert!(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"es\" href=\"https://www.example.org/es/mission/\"/>"));
}

#[test]
fn the_switcher_offers_the_default_page_where_there_is_no_translation() {
    let site = SiteCopy::new();
    std::fs::remove_file(site.root().join("content/about/mission.es.md")).unwrap();
    site.build().unwrap();
    // From the French page, Spanish leads to the English one, saying so in Spanish.
    let html = site.read("dist/fr/mission/index.html");
    let switcher = switcher_of(&html);
    assert!(switcher.contains("href=\"/mission/\" lang=\"es\""), "{switcher}");
    assert!(switcher.contains("Español (aún sin traducir)"), "{switcher}");
    assert!(!site.out().join("es/mission").exists(), "an untranslated page is not published");
    // On an English page translated into nothing, the others are named, not linked to itself.
    let html = site.read("dist/vision/index.html");
    let switcher = switcher_of(&html);
    assert!(switcher.contains("Français (pas encore traduite)"), "{switcher}");
    assert!(!switcher.contains("href=\"/vision/\""), "{switcher}");
}

/// The language switcher's markup in a built page.
fn switcher_of(html: &str) -> &str {
    let start = html.find("<nav class=\"language-switcher\"").expect("a switcher");
    &html[start..start + html[start..].find("</nav>").unwrap()]
}

fn warnings(site: &SiteCopy) -> Vec<String> {
    let summary = ssg::check(&site.options()).unwrap_or_else(|failure| panic!("{failure}"));
    summary.warnings.iter().map(ToString::to_string).collect()
}

#[test]
fn check_names_a_removed_translation_a_missing_message_and_an_unused_one() {
    let site = SiteCopy::new();
    std::fs::remove_file(site.root().join("content/about/mission.fr.md")).unwrap();
    site.edit("locales/fr/site.ftl", "nav-logout = Se déconnecter\n", "");
    let unused_line =
        site.edit("locales/en/site.ftl", "skip-link =", "old-banner = Welcome\nskip-link =");
    let found = warnings(&site);
    let has = |text: &str| found.iter().any(|warning| warning.contains(text));
    assert!(
        has(
            "content/about/mission.md:1:1: warning: not translated into Français (fr): the page is not published at /fr/mission"
        ),
        "{found:#?}"
    );
    assert!(has("help: translate it in content/about/mission.fr.md"), "{found:#?}");
    assert!(
        has(
            "locales/fr/site.ftl:1:1: warning: the message `nav-logout` has no Français translation"
        ),
        "{found:#?}"
    );
    let unused = format!(
        "locales/en/site.ftl:{unused_line}:1: warning: the message `old-banner` is used by no template"
    );
    assert!(has(&unused), "{found:#?}");
    assert!(
        !found.iter().any(|w| w.contains("mission.es.md")),
        "the Spanish translation is still there"
    );

    // The same gaps fail the check when the site says they must.
    site.edit("content/data/site.yaml", "translation_gaps: warning", "translation_gaps: error");
    let problems = site.problems();
    assert!(
        problems
            .iter()
            .any(|p| p.contains("error: the message `nav-logout` has no Français translation")),
        "{problems:#?}"
    );
}

#[test]
fn a_file_in_a_language_the_site_has_not_or_translating_nothing_is_an_error() {
    let site = SiteCopy::new();
    site.write("content/about/vision.de.md", &common::page("Unsere Vision."));
    site.write("content/about/goals.fr.md", &common::page("Nos objectifs."));
    site.write("content/about/ethics.en.md", &common::page("Ethics."));
    let problems = site.problems().join("\n");
    assert!(
        problems
            .contains("content/about/vision.de.md:1:1: error: de is not a language of the site"),
        "{problems}"
    );
    assert!(problems.contains("add de to `languages:` in content/data/site.yaml"), "{problems}");
    assert!(problems.contains("content/about/goals.fr.md:1:1: error: this translates no page: there is no content/about/goals.md"), "{problems}");
    assert!(
        problems
            .contains("content/about/ethics.en.md:1:1: error: en is the site's default language"),
        "{problems}"
    );
}

#[test]
fn a_message_no_catalog_has_is_named_at_its_template_line() {
    let site = SiteCopy::new();
    let line = site.edit(
        "themes/default/templates/partials/footer.html",
        "{{ t(key=\"footer-contact\") }}",
        "{{ t(key=\"footer-contakt\") }}",
    );
    let problems = site.problems().join("\n");
    assert!(
        problems.contains(&format!("themes/default/templates/partials/footer.html:{line}:1: error: the message `footer-contakt` is in no catalog")),
        "{problems}"
    );
}

#[test]
fn the_forms_catalogs_gaps_are_named_and_an_undefined_message_is_an_error() {
    let site = SiteCopy::new();
    site.edit("locales/fr/islands/LoginForm.ftl", "login-remember-me = Rester connecté\n", "");
    let unused_line = site.edit(
        "locales/en/islands/LoginForm.ftl",
        "login-email =",
        "login-old-hint = Welcome back\nlogin-email =",
    );
    let found = warnings(&site);
    let has = |text: &str| found.iter().any(|warning| warning.contains(text));
    assert!(
        has(
            "locales/fr/islands/LoginForm.ftl:1:1: warning: the message `login-remember-me` has no Français translation"
        ),
        "{found:#?}"
    );
    assert!(
        has(&format!(
            "locales/en/islands/LoginForm.ftl:{unused_line}:1: warning: the message `login-old-hint` is used by no island"
        )),
        "{found:#?}"
    );
    assert!(
        !has("`login-email` is used by no island"),
        "the messages the island names are used: {found:#?}"
    );

    let line = site.edit(
        "site/src/islands/LoginForm/LoginForm.tsx",
        "t('login-password')",
        "t('login-passwort')",
    );
    let problems = site.problems().join("\n");
    assert!(
        problems.contains(&format!("site/src/islands/LoginForm/LoginForm.tsx:{line}:1: error: the message `login-passwort` is in no catalog")),
        "{problems}"
    );
}

#[test]
fn a_link_to_a_page_written_only_in_english_says_so_in_the_readers_language() {
    let site = SiteCopy::new();
    site.build().unwrap();
    // In the text: the French page's link to the English-only goals page.
    let html = site.read("dist/fr/mission/index.html");
    let main = &html[html.find("<main").unwrap()..html.find("</main>").unwrap()];
    assert!(
        main.contains(
            "<a href=\"/strategic-goals/\" hreflang=\"en\">objectifs stratégiques \
             <span class=\"link-language\">(en anglais)</span></a>"
        ),
        "{main}"
    );
    // In the menus and the next-page link too, in Spanish as in French.
    let html = site.read("dist/es/mission/index.html");
    assert!(html.contains("hreflang=\"en\">"), "{html}");
    assert!(html.contains("<span class=\"link-language\">(en inglés)</span>"), "{html}");
    // An English page's links carry no note.
    assert!(!site.read("dist/mission/index.html").contains("link-language"));
}

#[test]
fn the_postal_address_keeps_its_lines_as_the_post_reads_them_and_names_the_country_for_the_reader()
{
    let site = SiteCopy::new();
    site.build().unwrap();
    let french = site.read("dist/fr/index.html");
    assert!(
        french.contains("<span lang=\"en\">IAAII Secretariat<br>"),
        "the lines are marked English"
    );
    assert!(french.contains("Anytown, ST 00000</span><br>États-Unis"), "the country in French");
    let english = site.read("dist/index.html");
    assert!(english.contains("<span>IAAII Secretariat<br>"), "no lang on an English page");
    assert!(english.contains("Anytown, ST 00000</span><br>United States"));
}
