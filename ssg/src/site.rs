//! The whole pipeline: load data, pages, theme and islands; render every page; check every link
//! and anchor; and only then hand the result to `output` to be written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::content::{self, Page};
use crate::data::SiteData;
use crate::diagnostics::{Diagnostic, Diagnostics, Problem};
use crate::failure::{Failure, SystemError};
use crate::islands::{IslandMode, Islands};
use crate::languages::catalog::Catalog;
use crate::languages::gaps::Report;
use crate::languages::overlay::Overlays;
use crate::languages::{Languages, Translations};
use crate::link_checker::{self, static_files};
use crate::render::Inputs;
use crate::render::batches::{Batches, PageWriter, render_batches};
use crate::rendering::{RenderedSite, Rendering, Reused};
use crate::search::{Document, SearchIndex};
use crate::site_checks::Unlinkable;
use crate::staging::Staging;
pub use crate::stopwatch::Stopwatch;
use crate::templates::{self, Theme, ThemeLanguages};
use crate::urls::BaseUrl;
use crate::{aliases, deadlines, headers, images, news, news_pages, output, site_checks, sitemap};

#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub root: PathBuf,
    pub out: PathBuf,
    pub base_url: Option<String>,
    pub islands: IslandMode,
    /// Under `ssg serve`: pages load the live-reload script.
    pub dev: bool,
    /// Build as if on this date (date-dependent text); today (UTC) when None.
    pub today: Option<jiff::civil::Date>,
}

#[derive(Debug)]
pub struct Summary {
    pub pages: usize,
    pub islands: usize,
    pub vite_ran: bool,
    pub elapsed: Duration,
    /// Time spent in each stage, in order: where a build's time goes.
    pub stages: Vec<(&'static str, Duration)>,
    /// What the run reports without failing (translation gaps, as `site.yaml` asks).
    pub warnings: Diagnostics,
}

/// A whole build whose rendering is kept, for `ssg serve` to rebuild single pages from (and for
/// `build_cache` when it cannot reuse the last build).
pub fn build_and_keep(options: &BuildOptions) -> Result<(Summary, Rendering), Failure> {
    let started = Instant::now();
    let mut stopwatch = Stopwatch::default();
    let rendering = render(options, &mut stopwatch)?;
    let files = output::files(&rendering)
        .map_err(|e| SystemError::new(format!("cannot read the site's static files: {e}")))?;
    let (_, search_written) = Staging::create(&options.out)?.finish(&files)?;
    stopwatch.lap("write");
    stopwatch.record("write search index", search_written);
    let summary = summary(&rendering, started.elapsed(), stopwatch.laps);
    Ok((summary, rendering))
}

/// Every check of a build, and every link to another site fetched (`ssg check --external`).
#[cfg(feature = "external-links")]
pub fn check_external(options: &BuildOptions) -> Result<Summary, Failure> {
    let started = Instant::now();
    let mut stopwatch = Stopwatch::default();
    let rendering = render(options, &mut stopwatch)?;
    crate::external_links::check(&rendering, &options.root).into_result()?;
    stopwatch.lap("check external links");
    Ok(summary(&rendering, started.elapsed(), stopwatch.laps))
}

/// Every check of a build, writing nothing.
pub fn check(options: &BuildOptions) -> Result<Summary, Failure> {
    let started = Instant::now();
    let mut stopwatch = Stopwatch::default();
    let rendering = render(options, &mut stopwatch)?;
    Ok(summary(&rendering, started.elapsed(), stopwatch.laps))
}

/// Every check of a build, writing nothing, and the addresses a change would break (`moved`):
/// the pages at git's `since`, as errors, or else those of the last build's sitemap, as warnings.
pub fn check_addresses(options: &BuildOptions, since: Option<&str>) -> Result<Summary, Failure> {
    let started = Instant::now();
    let mut stopwatch = Stopwatch::default();
    let rendering = render(options, &mut stopwatch)?;
    let mut summary = summary(&rendering, started.elapsed(), stopwatch.laps);
    let folders = (options.root.as_path(), options.out.as_path());
    crate::moved::report(folders, since, &rendering, &mut summary.warnings)?;
    Ok(summary)
}

/// What a build did, for the line the command prints.
pub(crate) fn summary(
    rendering: &Rendering,
    elapsed: Duration,
    stages: Vec<(&'static str, Duration)>,
) -> Summary {
    Summary {
        pages: rendering.pages.len(),
        islands: rendering.inputs.islands.count(),
        vite_ran: rendering.inputs.islands.vite_ran,
        elapsed,
        stages,
        warnings: rendering.warnings.clone(),
    }
}

pub fn render(options: &BuildOptions, stopwatch: &mut Stopwatch) -> Result<Rendering, Diagnostics> {
    render_reusing(options, stopwatch, &NoLastBuild, None)
}

/// What a build may take from the last one (the build cache), where it can tell that it would
/// make the same again.
pub trait LastBuild: Sync {
    /// The front matter of the page at `relative` (from the site's folder) with its file's
    /// digest, where the file is the one the last build read: the file is then not read.
    fn front_matter(&self, relative: &Path) -> Option<content::Recalled>;
    /// Which pages the last build rendered as this one would, with what it made of them (an
    /// empty list, or None for a page, where it cannot tell).
    fn rendered(&self, pages: &[Page]) -> Vec<Option<Reused>>;
}

/// A build that takes nothing from the last one.
pub struct NoLastBuild;

impl LastBuild for NoLastBuild {
    fn front_matter(&self, _: &Path) -> Option<content::Recalled> {
        None
    }

    fn rendered(&self, _: &[Page]) -> Vec<Option<Reused>> {
        Vec::new()
    }
}

/// `render`, taking from `last` what the last build made that this one would make the same; with
/// `staging`, each batch of pages is written there as it renders (`render::batches`), and the
/// rendering holds only their element ids.
pub fn render_reusing(
    options: &BuildOptions,
    stopwatch: &mut Stopwatch,
    last: &dyn LastBuild,
    mut staging: Option<&mut Staging>,
) -> Result<Rendering, Diagnostics> {
    stopwatch.start();
    let root = &options.root;
    if !root.join("content").is_dir() {
        return Err(Diagnostic::file(root, "this folder holds no site: there is no content/ folder here")
            .with_help("run ssg from the project's top folder, or pass --root with the folder that holds content/")
            .into());
    }
    let Loaded { inputs, mut pages, unlinkable, mut problems } = load(options, last, stopwatch)?;
    let default = inputs.translations.languages.default_code();
    let generated_routes = link_checker::generated_routes(&inputs.news, default);
    // Before rendering, which may let the pages' text go (`render::batches`); reported after it.
    let mut alias_problems = Diagnostics::default();
    let translations = &inputs.translations;
    let aliases = aliases::collect(
        &pages,
        &generated_routes,
        &inputs.files,
        |page| translations.language_of(page).to_string(),
        &mut alias_problems,
    );
    let mut reused = last.rendered(&pages);
    reused.resize_with(pages.len(), || None);
    let selected = |index: usize| reused[index].is_none();
    let mut write_pages = staging
        .as_deref_mut()
        .map(|staging| move |files: &[(PathBuf, &str)]| staging.write_texts(files));
    let writer = write_pages.as_mut().map(|write| write as &mut PageWriter);
    let Batches {
        held: rendered,
        written: mut kept,
        mut links,
        mut external,
        documents,
        problems: render_problems,
        reading,
    } = render_batches(&mut pages, &inputs, &selected, writer, root)?;
    let mut known_documents: Vec<Option<Document>> = vec![None; pages.len()];
    for (index, document) in documents {
        known_documents[index] = document;
    }
    for (index, page) in reused.into_iter().enumerate() {
        let Some(Reused { ids, links: its_links, external: its_external, search }) = page else {
            continue;
        };
        kept.push((index, ids));
        links[index] = its_links;
        external[index] = its_external;
        known_documents[index] = search;
    }
    problems.extend(render_problems);
    let listing = news_pages::render_listings(&inputs).map_err(|e| problems.extend(e));
    stopwatch.lap("render and prerender islands");
    let listing_routes = news::all_listing_routes(&inputs.news, default);
    problems.extend(alias_problems);
    site_checks::check_links(
        &inputs,
        &pages,
        &generated_routes,
        &unlinkable,
        (&links, &site_checks::anchors(&pages, &rendered, &kept)),
        &mut problems,
    );
    let warnings = problems.take_warnings();
    problems.into_result()?;
    stopwatch.lap("check links");
    let mut generated: Vec<(PathBuf, String)> = listing.unwrap_or_default();
    generated.extend(news_pages::feeds(&inputs));
    let language_404s: Vec<&str> = pages
        .iter()
        .filter(|page| page.is_not_found() && page.route != crate::content::NOT_FOUND)
        .map(|page| page.route.as_str())
        .collect();
    generated.extend(aliases::files(&aliases, &language_404s, &inputs.base, &inputs.catalog));
    let mut search = SearchIndex::from_documents(known_documents);
    stopwatch.record("search: read pages", reading);
    let (translations, catalog) = (&inputs.translations, &inputs.catalog);
    let search_files = match staging {
        // Written as it is made, a part at a time.
        Some(staging) => {
            let mut writing = Duration::ZERO;
            search.write_files(translations, catalog, &mut |part| {
                let started = Instant::now();
                staging.write_texts(&part);
                writing += started.elapsed();
            });
            stopwatch.split("search index", ("write search index", writing));
            Vec::new()
        }
        None => {
            let files = search.files(translations, catalog);
            stopwatch.lap("search index");
            files
        }
    };
    let site = RenderedSite {
        sitemap: sitemap::sitemap(&pages, &listing_routes, &inputs.base, &inputs.translations),
        robots: sitemap::robots(&inputs.base),
        headers: headers::headers_file(&headers::from_environment()),
        generated,
        search: search_files,
        static_dirs: vec![
            crate::theme::folder(root).join("static"),
            root.join("content").join(content::STATIC_DIR),
        ],
        island_assets: inputs.islands.out_dir.clone(),
        theme_assets: inputs.theme.assets.files.clone(),
        copies: inputs.pictures.files.clone(),
    };
    stopwatch.lap("sitemap and feed");
    Ok(Rendering {
        inputs,
        generated_routes,
        pages: crate::rendering::records(pages, links, external, rendered, kept),
        site,
        search,
        warnings,
    })
}

/// What a build renders, and what it found wrong loading it.
struct Loaded {
    inputs: Inputs,
    pages: Vec<Page>,
    unlinkable: Unlinkable,
    problems: Diagnostics,
}

/// Data, pages, islands and theme, with the problems found loading them; an error when the
/// data or the islands could not be loaded at all (nothing can be rendered without them). A
/// build leaves drafts out; `ssg serve` keeps them.
fn load(
    options: &BuildOptions,
    last: &dyn LastBuild,
    stopwatch: &mut Stopwatch,
) -> Result<Loaded, Diagnostics> {
    let root = &options.root;
    let mut problems = Diagnostics::default();
    let data = crate::data::load(root).map_err(|e| problems.extend(e)).ok();
    stopwatch.lap("load data");
    let content::Loaded { mut pages, failed_routes, problems: page_problems } =
        content::load(root, &|relative| last.front_matter(relative));
    problems.extend(page_problems);
    for page in &pages {
        problems.extend(news::check(page));
    }
    let mut draft_routes = Vec::new();
    if !options.dev {
        pages.retain(|page| {
            if page.front_matter.draft {
                draft_routes.push(page.route.clone());
            }
            !page.front_matter.draft
        });
    }
    stopwatch.lap("load pages");
    let islands = Islands::load(root, options.islands).map_err(|e| problems.extend(e)).ok();
    stopwatch.lap("load islands");
    let (Some(data), Some(mut islands)) = (data, islands) else {
        return Err(problems);
    };
    if options.dev {
        islands.keep_renderer();
    }
    let languages = Languages::from_data(&data, &mut problems);
    let mut translations = Translations::index(languages, &mut pages, &mut problems);
    let catalog = Arc::new(Catalog::load(root, &translations.languages, &mut problems));
    let default = translations.languages.default_code();
    problems.extend(crate::search::unnamed_kinds(&pages, &catalog, default));
    problems.extend(crate::news_tags::check(&pages, &catalog, default));
    let overlays = Overlays::load(root, &translations.languages, &mut problems);
    let base = base_url(options, &data)?;
    let today = deadlines::today(options.today);
    let news = news_pages::listings(&pages, &base, today, &mut translations, &catalog);
    let translations = Arc::new(translations);
    let theme_languages =
        ThemeLanguages { catalog: Arc::clone(&catalog), translations: Arc::clone(&translations) };
    let mut theme = Theme::load(root, &base, theme_languages)?;
    let pictures = images::prepare(root).unwrap_or_else(|found| {
        problems.extend(found);
        images::Pictures::default()
    });
    site_checks::check_photos(&data, &pictures, &mut problems);
    stopwatch.lap("prepare pictures");
    let default = translations.languages.default_code();
    let news_view = |lang: &str| {
        let entries = news.get(lang).map_or(&[][..], Vec::as_slice);
        news::view(entries, &news::feed_route(&news::prefix(lang, default)))
    };
    let globals =
        templates::globals(&data, &pictures, &news_view(default), &base, options.dev, today);
    let localized: BTreeMap<String, Value> = translations
        .languages
        .list
        .iter()
        .map(|language| {
            let mut globals = overlays.localized(&globals, &language.code);
            globals["data"]["news"] = news_view(&language.code);
            (language.code.clone(), globals)
        })
        .collect();
    theme.set_globals(translations.languages.default_code(), &localized)?;
    let gaps = Report {
        root,
        pages: &pages,
        translations: &translations,
        catalog: &catalog,
        overlays: &overlays,
        globals: &globals,
    }
    .gaps();
    problems.extend(gaps);
    let inputs = Inputs {
        news,
        catalog,
        pictures,
        values: json!({ "site": data.site }),
        files: static_files(root),
        data,
        theme,
        islands,
        base,
        globals,
        localized,
        translations,
    };
    stopwatch.lap("load theme");
    Ok(Loaded { inputs, pages, unlinkable: Unlinkable { failed_routes, draft_routes }, problems })
}

fn base_url(options: &BuildOptions, data: &SiteData) -> Result<BaseUrl, Diagnostics> {
    match &options.base_url {
        Some(url) => BaseUrl::parse(url)
            .map_err(|message| Diagnostic::file(Path::new("--base-url"), message).into()),
        None => BaseUrl::parse(&data.site.url.value).map_err(|message| {
            let at = crate::yaml::span(&data.site.url, 0);
            data.sources["site"].locate(Problem::new(at, message)).into()
        }),
    }
}
