//! The whole pipeline: load data, pages, theme and islands; render every page; check every link
//! and anchor; and only then hand the result to `output` to be written.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::{Value, json};

use crate::components::{PageTags, escape_html, prerender_islands};
use crate::content::{self, Page};
use crate::data::SiteData;
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::islands::{Instance, IslandMode, Islands};
use crate::link_checker::{LinkChecker, element_ids, static_files};
use crate::markdown::{self, Body, SiteLink};
use crate::placeholders;
use crate::templates::{THEME, Theme};
use crate::urls::BaseUrl;
use crate::{countries, deadlines, headers, output, parallel};

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
}

/// Stage timings of one build.
#[derive(Default)]
pub struct Stopwatch {
    laps: Vec<(&'static str, Duration)>,
    since: Option<Instant>,
}

impl Stopwatch {
    /// Ends the stage running since the last lap (or since the start), naming it.
    fn lap(&mut self, stage: &'static str) {
        let now = Instant::now();
        let since = self.since.replace(now).unwrap_or(now);
        self.laps.push((stage, now - since));
    }

    fn start(&mut self) {
        self.since = Some(Instant::now());
    }
}

/// Everything a build writes, held in memory until every check has passed.
pub struct RenderedSite {
    pub pages: Vec<(PathBuf, String)>,
    pub sitemap: String,
    pub robots: String,
    /// The security headers, for hosts that read a `_headers` file.
    pub headers: String,
    /// Folders copied as they are into the site root, in order (later ones win).
    pub static_dirs: Vec<PathBuf>,
    /// Vite's output folder, whose `assets/` is copied to `/assets/`.
    pub island_assets: Option<PathBuf>,
}

pub fn build(options: &BuildOptions) -> Result<Summary, Diagnostics> {
    build_and_keep(options).map(|(summary, _)| summary)
}

/// A build whose rendering is kept, for `ssg serve` to rebuild single pages from.
pub fn build_and_keep(options: &BuildOptions) -> Result<(Summary, Rendering), Diagnostics> {
    let started = Instant::now();
    let mut stopwatch = Stopwatch::default();
    let rendering = render(options, &mut stopwatch)?;
    output::write(&rendering.site, &options.out)?;
    stopwatch.lap("write");
    let summary = rendering.summary(started.elapsed(), stopwatch.laps);
    Ok((summary, rendering))
}

/// Every check of a build, writing nothing.
pub fn check(options: &BuildOptions) -> Result<Summary, Diagnostics> {
    let started = Instant::now();
    let mut stopwatch = Stopwatch::default();
    let rendering = render(options, &mut stopwatch)?;
    Ok(rendering.summary(started.elapsed(), stopwatch.laps))
}

/// What every page is rendered with.
pub struct Inputs {
    pub data: SiteData,
    pub theme: Theme,
    pub islands: Islands,
    pub base: BaseUrl,
    /// The template globals (site, nav, data), and the values placeholders may name.
    globals: Value,
    values: Value,
    /// The static files, as site paths, that links may point at.
    pub files: BTreeSet<String>,
}

/// A successful render: the site to write, and what it was made from, so that `ssg serve` can
/// re-render the pages that change without redoing the others.
pub struct Rendering {
    pub inputs: Inputs,
    pub pages: Vec<Page>,
    /// The links each page makes, in the pages' order.
    pub links: Vec<Vec<SiteLink>>,
    /// What `output` writes; `site.pages[i]` holds the HTML of `pages[i]`.
    pub site: RenderedSite,
}

impl Rendering {
    fn summary(&self, elapsed: Duration, stages: Vec<(&'static str, Duration)>) -> Summary {
        Summary {
            pages: self.pages.len(),
            islands: self.inputs.islands.count(),
            vite_ran: self.inputs.islands.vite_ran,
            elapsed,
            stages,
        }
    }
}

pub fn render(options: &BuildOptions, stopwatch: &mut Stopwatch) -> Result<Rendering, Diagnostics> {
    stopwatch.start();
    let root = &options.root;
    if !root.join("content").is_dir() {
        return Err(Diagnostic::file(root, "this folder holds no site: there is no content/ folder here")
            .with_help("run ssg from the project's top folder, or pass --root with the folder that holds content/")
            .into());
    }
    let mut problems = Diagnostics::default();
    let data = SiteData::load(root).map_err(|e| problems.extend(e)).ok();
    stopwatch.lap("load data");
    let content::Loaded {
        pages,
        failed_routes,
        problems: page_problems,
    } = content::load(root);
    problems.extend(page_problems);
    stopwatch.lap("load pages");
    let islands = Islands::load(root, options.islands)
        .map_err(|e| problems.extend(e))
        .ok();
    stopwatch.lap("load islands");
    let (Some(data), Some(islands)) = (data, islands) else {
        return Err(problems);
    };
    let base = base_url(options, &data)?;
    let mut theme = Theme::load(root, &base)?;
    let globals = globals(&data, &base, options.dev, deadlines::today(options.today));
    theme.set_globals(&globals)?;
    let inputs = Inputs {
        values: json!({ "site": data.site }),
        files: static_files(root),
        data,
        theme,
        islands,
        base,
        globals,
    };
    stopwatch.lap("load theme");
    let outcomes = parallel::map(&pages, |_, page| render_page(page, &inputs));
    let mut rendered: Vec<(usize, String)> = Vec::with_capacity(pages.len());
    let mut links: Vec<Vec<SiteLink>> = Vec::with_capacity(pages.len());
    let mut instances: Vec<(usize, Vec<Instance>)> = Vec::new();
    for (index, outcome) in outcomes.into_iter().enumerate() {
        links.push(outcome.links);
        match outcome.html {
            Ok(html) => rendered.push((index, html)),
            Err(errors) => problems.extend(errors),
        }
        if !outcome.islands.is_empty() {
            instances.push((index, outcome.islands));
        }
    }
    stopwatch.lap("render");
    prerender_islands(
        &inputs.islands,
        &pages,
        instances,
        &mut rendered,
        &mut problems,
    )?;
    stopwatch.lap("prerender islands");
    let anchors: HashMap<&str, HashSet<&str>> = parallel::map(&rendered, |_, (index, html)| {
        (pages[*index].route.as_str(), element_ids(html))
    })
    .into_iter()
    .collect();
    let checker = LinkChecker {
        pages: &pages,
        routes: pages.iter().map(|page| page.route.as_str()).collect(),
        failed_routes: &failed_routes,
        anchors: &anchors,
        files: &inputs.files,
        islands: &inputs.islands,
    };
    let page_problems = parallel::map(&pages, |index, page| {
        let mut found = Diagnostics::default();
        checker.check_page(page, &links[index], &mut found);
        found
    });
    page_problems
        .into_iter()
        .for_each(|found| problems.extend(found));
    check_data_links(&inputs.data, &checker, &mut problems);
    drop(anchors);
    problems.into_result()?;
    stopwatch.lap("check links");
    let site = RenderedSite {
        sitemap: sitemap(&pages, &inputs.base),
        robots: format!(
            "User-agent: *\nAllow: /\n\nSitemap: {}\n",
            inputs.base.absolute("/sitemap.xml")
        ),
        headers: headers::headers_file(&headers::from_environment()),
        pages: rendered
            .into_iter()
            .map(|(index, html)| (pages[index].output_path(), html))
            .collect(),
        static_dirs: vec![
            root.join("themes").join(THEME).join("static"),
            root.join("content").join(content::STATIC_DIR),
        ],
        island_assets: inputs.islands.out_dir.clone(),
    };
    stopwatch.lap("sitemap");
    Ok(Rendering {
        inputs,
        pages,
        links,
        site,
    })
}

/// Links in data files (cards, jobs, navigation) are reported at the line that holds them.
fn check_data_links(data: &SiteData, checker: &LinkChecker, problems: &mut Diagnostics) {
    for link in data.links() {
        if let Some(mut diagnostic) = checker.problem(link.href, "") {
            let at = link
                .file
                .find(&format!("href: {}", link.href), 0)
                .or_else(|| link.file.find(link.href, 0));
            let located = link
                .file
                .error_at(at.unwrap_or(0), diagnostic.message.clone());
            diagnostic = Diagnostic {
                help: diagnostic.help,
                ..located
            };
            problems.push(diagnostic);
        }
    }
}

fn base_url(options: &BuildOptions, data: &SiteData) -> Result<BaseUrl, Diagnostics> {
    match &options.base_url {
        Some(url) => BaseUrl::parse(url)
            .map_err(|message| Diagnostic::file(Path::new("--base-url"), message).into()),
        None => BaseUrl::parse(&data.site.url).map_err(|message| {
            let file = &data.sources["site"];
            file.error_at(file.find("url:", 0).unwrap_or(0), message)
                .into()
        }),
    }
}

/// What every template sees: site settings, navigation and the data files, resolved for display.
fn globals(data: &SiteData, base: &BaseUrl, dev: bool, today: jiff::civil::Date) -> Value {
    let mut site = json!(data.site);
    site["year"] = json!(today.year());
    site["today"] = json!(today.to_string());
    site["base_path"] = json!(base.path());
    let short_name = &data.site.short_name;
    let resolve = |region_code: &str, codes: &[String]| -> Value {
        codes
            .iter()
            .map(|code| {
                json!({
                    "code": code,
                    "name": countries::name(code).unwrap_or(code),
                    "member_code": format!("{short_name}-{region_code}-{code}"),
                })
            })
            .collect()
    };
    let regions: Vec<Value> = data
        .regions
        .iter()
        .map(|region| {
            let mut value = json!(region);
            value["countries"] = resolve(&region.code, &region.countries);
            for (index, subregion) in region.subregions.iter().enumerate() {
                value["subregions"][index]["countries"] =
                    resolve(&region.code, &subregion.countries);
            }
            value
        })
        .collect();
    json!({
        "site": site,
        "nav": data.navigation,
        "dev": dev,
        "data": {
            "cards": data.cards,
            "regions": regions,
            "editorial_board": data.editorial_board,
            "jobs": data.jobs,
            "membership": data.membership,
            "journal": data.journal,
            "countries": countries::un_members(),
            "deadlines": deadlines::view(data, today),
        },
    })
}

#[derive(Serialize)]
struct PageView<'a> {
    title: &'a str,
    description: &'a str,
    lead: Option<&'a str>,
    layout: crate::frontmatter::Layout,
    route: &'a str,
    permalink: String,
    content: String,
    next: Option<Value>,
}

/// One page's outcome: its HTML (or what is wrong), the links it makes and the islands it places.
pub(crate) struct PageOutcome {
    pub html: Result<String, Diagnostics>,
    pub links: Vec<SiteLink>,
    pub islands: Vec<Instance>,
}

pub(crate) fn render_page(page: &Page, inputs: &Inputs) -> PageOutcome {
    let Inputs {
        theme,
        islands,
        base,
        values,
        ..
    } = inputs;
    let data = &inputs.globals["data"];
    let file = &page.source;
    let mut problems = Diagnostics::default();
    let mut expand_field = |text: &str, field: &str| -> String {
        match placeholders::expand(text, values) {
            Ok(expanded) => expanded.text,
            Err(errors) => {
                let at = file.find(&format!("{field}:"), 0).unwrap_or(0);
                for error in errors {
                    problems.push(file.error_at(at, error.message).with_help(error.help));
                }
                text.to_string()
            }
        }
    };
    let front = &page.front_matter;
    let title = expand_field(&front.title, "title");
    let description = expand_field(&front.description, "description");
    let lead = front.lead.as_deref().map(|lead| expand_field(lead, "lead"));
    let next = front.next.as_ref().map(|next| json!({ "href": base.href(&next.href), "label": expand_field(&next.label, "label") }));
    let body_text = &file.text[page.body_start..];
    let expanded = match placeholders::expand(body_text, values) {
        Ok(expanded) => expanded,
        Err(errors) => {
            for error in errors {
                problems.push(
                    file.error_at(page.body_start + error.offset, error.message)
                        .with_help(error.help),
                );
            }
            return PageOutcome {
                html: Err(problems),
                links: Vec::new(),
                islands: Vec::new(),
            };
        }
    };
    let mut view = PageView {
        title: &title,
        description: &description,
        lead: lead.as_deref(),
        layout: front.layout,
        route: &page.route,
        permalink: base.absolute(page.link()),
        content: String::new(),
        next,
    };
    let tags = PageTags {
        data,
        instances: RefCell::default(),
        theme,
        islands,
        base,
        page: json!({ "title": title, "route": page.route }),
        used: RefCell::default(),
    };
    let body = Body {
        file,
        start: page.body_start,
        expanded: &expanded,
    };
    let markdown::Rendered {
        html: content,
        mut links,
        problems: markdown_problems,
    } = markdown::render(&body, &tags);
    problems.extend(markdown_problems);
    if let Some(next) = &front.next {
        let at = file.find("href:", 0).unwrap_or(0);
        links.push(SiteLink {
            target: next.href.clone(),
            offset: at,
        });
    }
    let template = front.layout.template();
    if !theme.has_template(template) {
        let at = file.find("layout:", 0).unwrap_or(0);
        problems.push(file.error_at(at, format!("the theme has no template {template}")));
    }
    let instances = tags.instances.take();
    if !problems.is_empty() {
        return PageOutcome {
            html: Err(problems),
            links,
            islands: instances,
        };
    }
    view.content = content;
    let used = tags.used.into_inner();
    let mut context = tera::Context::new();
    context.insert("page", &view);
    // Text that follows a deadline still open loads the small script keeping it right.
    let dated = view.content.contains("data-deadline=");
    context.insert(
        "assets",
        &islands.assets_for(used.iter().map(String::as_str), dated),
    );
    PageOutcome {
        html: theme.render(template, &context),
        links,
        islands: instances,
    }
}

pub(crate) fn sitemap(pages: &[Page], base: &BaseUrl) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let listed: BTreeMap<String, ()> = pages
        .iter()
        .filter(|p| p.front_matter.sitemap && p.route != "/404")
        .map(|p| (base.absolute(&p.route), ()))
        .collect();
    for url in listed.keys() {
        xml.push_str(&format!("  <url><loc>{}</loc></url>\n", escape_html(url)));
    }
    xml.push_str("</urlset>\n");
    xml
}
