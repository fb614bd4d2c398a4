//! Rendering pages to HTML: placeholders expanded, Markdown rendered with its tags (components and
//! islands), the page laid out by its template, then every island prerendered into its page.
//! `ssg build` renders every page through `render_pages`; `ssg serve` renders the pages an edit
//! changed through the same function.

pub mod batches;
mod components;

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::ops::Range;

use serde::Serialize;
use serde_json::{Value, json};
use serde_saphyr::Spanned;

use components::PageTags;

use crate::content::Page;
use crate::data::SiteData;
use crate::diagnostics::{Diagnostics, Problem};
use crate::frontmatter::Layout;
use crate::islands::{Instance, Islands, prerender_islands};
use crate::markdown::{self, Body, SiteLink};
use crate::parallel;
use crate::placeholders;
use crate::source_file::SourceFile;
use crate::templates::Theme;
use crate::urls::BaseUrl;

/// What every page is rendered with.
pub struct Inputs {
    pub data: SiteData,
    pub theme: Theme,
    pub islands: Islands,
    pub base: BaseUrl,
    /// The template globals (site, nav, data), as the templates see them.
    pub globals: Value,
    /// The globals of each language, its data texts laid over (the default's is `globals`).
    pub localized: std::collections::BTreeMap<String, Value>,
    /// Which pages translate which, and the site's languages.
    pub translations: std::sync::Arc<crate::languages::Translations>,
    /// The values placeholders may name (`{site.name}`).
    pub values: Value,
    /// The static files, as site paths, that links may point at.
    pub files: BTreeSet<String>,
    /// Each language's news entries, newest first.
    pub news: crate::news::Listings,
    /// The theme's message catalog (dates in full in each language).
    pub catalog: std::sync::Arc<crate::languages::catalog::Catalog>,
    /// The pictures in content/static/images/, ready for srcset.
    pub pictures: crate::images::Pictures,
}

/// Pages rendered: the HTML of each page that rendered (by its index in the pages given), the links
/// every page makes (in the pages' order), and what is wrong.
pub struct RenderedPages {
    pub html: Vec<(usize, String)>,
    pub links: Vec<Vec<SiteLink>>,
    /// The links to other sites each page makes, in the pages' order.
    pub external: Vec<Vec<SiteLink>>,
    pub problems: Diagnostics,
}

/// Render `pages` on every core, then prerender all their islands in one go. An error only when
/// the island renderer cannot run at all; a page's own problems are in `problems`.
pub fn render_pages(pages: &[Page], inputs: &Inputs) -> Result<RenderedPages, Diagnostics> {
    render_selected(pages, inputs, &|_| true)
}

/// `render_pages` for the pages `selected` picks (by index); the others get no HTML and no links
/// (the build cache has them from the last build).
pub fn render_selected(
    pages: &[Page],
    inputs: &Inputs,
    selected: &(dyn Fn(usize) -> bool + Sync),
) -> Result<RenderedPages, Diagnostics> {
    let outcomes =
        parallel::map(pages, |index, page| selected(index).then(|| render_page(page, inputs)));
    let mut rendered = RenderedPages {
        html: Vec::with_capacity(pages.len()),
        links: Vec::with_capacity(pages.len()),
        external: Vec::with_capacity(pages.len()),
        problems: Diagnostics::default(),
    };
    let mut instances: Vec<(usize, Vec<Instance>)> = Vec::new();
    for (index, outcome) in outcomes.into_iter().enumerate() {
        let Some(outcome) = outcome else {
            rendered.links.push(Vec::new());
            rendered.external.push(Vec::new());
            continue;
        };
        rendered.links.push(outcome.links);
        rendered.external.push(outcome.external);
        match outcome.html {
            Ok(html) => rendered.html.push((index, html)),
            Err(errors) => rendered.problems.extend(errors),
        }
        if !outcome.islands.is_empty() {
            instances.push((index, outcome.islands));
        }
    }
    prerender_islands(
        &inputs.islands,
        pages,
        instances,
        &mut rendered.html,
        &mut rendered.problems,
    )?;
    Ok(rendered)
}

#[derive(Serialize)]
struct PageView<'a> {
    /// The page's language (`lang`) and direction (`dir`), for `<html>`.
    lang: &'a str,
    dir: &'a str,
    /// Every language's version of the page, for `hreflang` and the switcher.
    languages: Vec<crate::languages::LanguageLink>,
    /// The default language's version, for `hreflang="x-default"`.
    default_href: String,
    title: &'a str,
    description: &'a str,
    lead: Option<&'a str>,
    layout: Layout,
    route: &'a str,
    /// The default language's address of this page (its own, in that language): what the
    /// theme compares the navigation's links with, in every language.
    key: &'a str,
    permalink: String,
    content: String,
    next: Option<Value>,
    /// Shown under `ssg serve` with a "Draft" banner; a build leaves drafts out.
    draft: bool,
    /// A news entry's date ("November 16, 2026") and event, shown under its title.
    date: Option<String>,
    event: Option<Value>,
    /// A news entry's tags (its original's), linked to their pages.
    tags: &'a [crate::news::TagView],
}

/// One page's outcome: its HTML (or what is wrong), the links it makes and the islands it places.
struct PageOutcome {
    html: Result<String, Diagnostics>,
    links: Vec<SiteLink>,
    external: Vec<SiteLink>,
    islands: Vec<Instance>,
}

/// The front matter's text with placeholders expanded.
struct Heading {
    title: String,
    description: String,
    lead: Option<String>,
    next: Option<Value>,
}

fn render_page(page: &Page, inputs: &Inputs) -> PageOutcome {
    let file = &page.source;
    let mut problems = Diagnostics::default();
    let heading = expand_heading(page, inputs, &mut problems);
    let body_text = &file.text[page.body_start..];
    let expanded = match placeholders::expand(body_text, &inputs.values) {
        Ok(expanded) => expanded,
        Err(errors) => {
            for error in errors {
                problems.push(file.locate(error.shifted(page.body_start)));
            }
            return PageOutcome {
                html: Err(problems),
                links: Vec::new(),
                external: Vec::new(),
                islands: Vec::new(),
            };
        }
    };
    let lang = inputs.translations.language_of(page);
    let globals = inputs.localized.get(lang).unwrap_or(&inputs.globals);
    let tags = PageTags {
        data: &globals["data"],
        emails: &globals["site"]["emails"],
        instances: RefCell::default(),
        theme: &inputs.theme,
        islands: &inputs.islands,
        base: &inputs.base,
        page: json!({ "title": heading.title, "route": page.route, "lang": lang }),
        used: RefCell::default(),
        pictures: &inputs.pictures.by_address,
        lang,
        translations: &inputs.translations,
        catalog: &inputs.catalog,
    };
    let body = Body { file, start: page.body_start, expanded: &expanded };
    let markdown::Rendered { html: content, mut links, external, problems: markdown_problems } =
        markdown::render(&body, &tags);
    problems.extend(markdown_problems);
    let front = &page.front_matter;
    if let Some(next) = &front.next {
        links.push(SiteLink::new(next.href.value.clone(), front.span_of(&next.href).start));
    }
    let template = front.layout.value.template();
    if !inputs.theme.has_template(template) {
        let problem = Problem::new(
            front.span_of(&front.layout),
            format!("the theme has no template {template}"),
        );
        problems.push(file.locate(problem));
    }
    let islands = tags.instances.take();
    let html = if problems.is_empty() {
        lay_out(page, inputs, heading, content, &tags.used.into_inner())
    } else {
        Err(problems)
    };
    PageOutcome { html, links, external, islands }
}

/// Title, description, lead and the "next" link, with placeholders expanded; a problem points at
/// the field's value.
fn expand_heading(page: &Page, inputs: &Inputs, problems: &mut Diagnostics) -> Heading {
    let front = &page.front_matter;
    let mut expand = |field: &Spanned<String>| {
        let at = front.span_of(field);
        expand_field(&page.source, &inputs.values, &field.value, at, problems)
    };
    let title = expand(&front.title);
    let description = expand(&front.description);
    let lead = front.lead.as_ref().map(&mut expand);
    let next = front.next.as_ref().map(
        |next| json!({ "href": inputs.base.href(&next.href.value), "label": expand(&next.label) }),
    );
    Heading { title, description, lead, next }
}

/// A field's text with placeholders expanded; a problem is placed in the field's value, where
/// the text is the value as written (else on the whole value).
fn expand_field(
    file: &SourceFile,
    values: &Value,
    text: &str,
    at: Range<usize>,
    problems: &mut Diagnostics,
) -> String {
    match placeholders::expand(text, values) {
        Ok(expanded) => expanded.text,
        Err(errors) => {
            let written_as_is = file.text.get(at.clone()) == Some(text);
            for error in errors {
                let problem =
                    if written_as_is { error.shifted(at.start) } else { error.within(at.clone()) };
                problems.push(file.locate(problem));
            }
            text.to_string()
        }
    }
}

/// The page through its layout template, loading the scripts of the islands it uses.
fn lay_out(
    page: &Page,
    inputs: &Inputs,
    heading: Heading,
    content: String,
    used_islands: &[String],
) -> Result<String, Diagnostics> {
    // Text that follows a deadline still open loads the small script keeping it right.
    let dated = content.contains("data-deadline=");
    let translations = &inputs.translations;
    let lang = translations.language_of(page);
    let dir = translations.languages.get(lang).map_or("ltr", |language| language.dir);
    let languages = translations.links(&page.key, lang, &inputs.base);
    // The head names the versions of a page that has more than one (else nothing).
    let translated = languages.iter().filter(|link| link.translated).count();
    let default_href = match languages.first() {
        Some(link) if translated > 1 => link.absolute.clone(),
        _ => String::new(),
    };
    let view = PageView {
        lang,
        dir,
        languages,
        default_href,
        title: &heading.title,
        description: &heading.description,
        lead: heading.lead.as_deref(),
        layout: page.front_matter.layout.value,
        route: &page.route,
        key: &page.key,
        permalink: inputs.base.absolute(&page.link()),
        content,
        next: heading.next,
        draft: page.front_matter.draft,
        date: page.front_matter.date.as_ref().map(|date| inputs.catalog.long_date(lang, date.value)),
        event: page
            .front_matter
            .event
            .as_ref()
            .map(|event| {
                json!({ "long_date": inputs.catalog.long_date(lang, event.date), "place": event.place })
            }),
        tags: inputs
            .news
            .get(lang)
            .and_then(|entries| entries.iter().find(|entry| entry.route == page.route))
            .map_or(&[], |entry| entry.tags.as_slice()),
    };
    let mut context = tera::Context::new();
    context.insert("page", &view);
    context.insert("lang", lang);
    // A page in another language sees the data with its texts translated.
    if let Some(globals) =
        inputs.localized.get(lang).filter(|_| lang != translations.languages.default_code())
    {
        for key in ["site", "nav", "data"] {
            context.insert(key, &globals[key]);
        }
    }
    let assets = inputs.islands.assets_for(used_islands.iter().map(String::as_str), dated);
    context.insert("assets", &assets);
    inputs.theme.render(page.front_matter.layout.value.template(), &context)
}
