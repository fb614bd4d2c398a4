//! The whole pipeline: load data, pages, theme and islands; render every page; check every link
//! and anchor; and only then hand the result to `output` to be written.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::{Value, json};

use crate::content::{self, Page};
use crate::data::SiteData;
use crate::diagnostics::{Diagnostic, Diagnostics, closest};
use crate::islands::{Instance, IslandMode, Islands};
use crate::markdown::{self, Body, Diagnosis, SiteLink, tags::Tag};
use crate::placeholders;
use crate::templates::{THEME, Theme};
use crate::urls::{BaseUrl, split_target};
use crate::{countries, output};

#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub root: PathBuf,
    pub out: PathBuf,
    pub base_url: Option<String>,
    pub islands: IslandMode,
    /// Under `ssg serve`: pages load the live-reload script.
    pub dev: bool,
}

#[derive(Debug)]
pub struct Summary {
    pub pages: usize,
    pub islands: usize,
    pub vite_ran: bool,
    pub elapsed: Duration,
}

/// Everything a build writes, held in memory until every check has passed.
pub struct RenderedSite {
    pub pages: Vec<(PathBuf, String)>,
    pub sitemap: String,
    pub robots: String,
    /// Folders copied as they are into the site root, in order (later ones win).
    pub static_dirs: Vec<PathBuf>,
    /// Vite's output folder, whose `assets/` is copied to `/assets/`.
    pub island_assets: Option<PathBuf>,
}

pub fn build(options: &BuildOptions) -> Result<Summary, Diagnostics> {
    let started = Instant::now();
    let (site, islands) = render(options)?;
    let pages = site.pages.len();
    output::write(&site, &options.out)?;
    Ok(Summary {
        pages,
        islands: islands.count(),
        vite_ran: islands.vite_ran,
        elapsed: started.elapsed(),
    })
}

/// Every check of a build, writing nothing.
pub fn check(options: &BuildOptions) -> Result<Summary, Diagnostics> {
    let started = Instant::now();
    let (site, islands) = render(options)?;
    Ok(Summary {
        pages: site.pages.len(),
        islands: islands.count(),
        vite_ran: islands.vite_ran,
        elapsed: started.elapsed(),
    })
}

pub fn render(options: &BuildOptions) -> Result<(RenderedSite, Islands), Diagnostics> {
    let root = &options.root;
    if !root.join("content").is_dir() {
        return Err(Diagnostic::file(root, "this folder holds no site: there is no content/ folder here")
            .with_help("run ssg from the project's top folder, or pass --root with the folder that holds content/")
            .into());
    }
    let mut problems = Diagnostics::default();
    let data = SiteData::load(root).map_err(|e| problems.extend(e)).ok();
    let content::Loaded {
        pages,
        failed_routes,
        problems: page_problems,
    } = content::load(root);
    problems.extend(page_problems);
    let islands = Islands::load(root, options.islands)
        .map_err(|e| problems.extend(e))
        .ok();
    let (Some(data), Some(islands)) = (data, islands) else {
        return Err(problems);
    };
    let base = base_url(options, &data)?;
    let mut theme = Theme::load(root, &base)?;
    let globals = globals(&data, &base, options.dev);
    theme.set_globals(&globals)?;

    let values = json!({ "site": data.site });
    let instances = RefCell::new(Vec::new());
    let mut rendered: Vec<(usize, String)> = Vec::with_capacity(pages.len());
    let mut links: Vec<(usize, Vec<SiteLink>)> = Vec::with_capacity(pages.len());
    for (index, page) in pages.iter().enumerate() {
        let (html, page_links) = render_page(
            page,
            index,
            &instances,
            &values,
            &globals["data"],
            &theme,
            &islands,
            &base,
        );
        links.push((index, page_links));
        match html {
            Ok(html) => rendered.push((index, html)),
            Err(errors) => problems.extend(errors),
        }
    }
    prerender_islands(
        &islands,
        &pages,
        instances.into_inner(),
        &mut rendered,
        &mut problems,
    )?;
    let anchors: HashMap<String, BTreeSet<String>> = rendered
        .iter()
        .map(|(index, html)| (pages[*index].route.clone(), element_ids(html)))
        .collect();
    let files = static_files(root);
    let checker = LinkChecker {
        pages: &pages,
        failed_routes: &failed_routes,
        anchors: &anchors,
        files: &files,
        islands: &islands,
    };
    for (index, page_links) in &links {
        checker.check_page(&pages[*index], page_links, &mut problems);
    }
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
    problems.into_result()?;
    let site = RenderedSite {
        sitemap: sitemap(&pages, &base),
        robots: format!(
            "User-agent: *\nAllow: /\n\nSitemap: {}\n",
            base.absolute("/sitemap.xml")
        ),
        pages: rendered
            .into_iter()
            .map(|(index, html)| (pages[index].output_path(), html))
            .collect(),
        static_dirs: vec![
            root.join("themes").join(THEME).join("static"),
            root.join("content").join(content::STATIC_DIR),
        ],
        island_assets: islands.out_dir.clone(),
    };
    Ok((site, islands))
}

fn island_marker(index: usize) -> String {
    format!("<!--ssg-island-{index}-->")
}

/// Render every island of the site to HTML in one go and put each in its page, so forms appear
/// drawn before their script runs. A failure names the page and the island.
fn prerender_islands(
    islands: &Islands,
    pages: &[Page],
    instances: Vec<(Instance, usize)>,
    rendered: &mut [(usize, String)],
    problems: &mut Diagnostics,
) -> Result<(), Diagnostics> {
    if instances.is_empty() {
        return Ok(());
    }
    let list: Vec<Instance> = instances
        .iter()
        .map(|(instance, _)| instance.clone())
        .collect();
    let results = islands.prerender(&list)?;
    let mut html_of = Vec::with_capacity(results.len());
    for ((instance, page_index), result) in instances.iter().zip(results) {
        match result {
            Ok(html) => html_of.push(html),
            Err(error) => {
                let file = &pages[*page_index].source;
                let at = file.find(&format!("<{}", instance.name), 0).unwrap_or(0);
                problems.push(file.error_at(
                    at,
                    format!("the island <{} /> failed to render: {error}", instance.name),
                ));
                html_of.push(String::new());
            }
        }
    }
    for (_, html) in rendered.iter_mut() {
        if html.contains("<!--ssg-island-") {
            for (index, island_html) in html_of.iter().enumerate() {
                let marker = island_marker(index);
                if html.contains(&marker) {
                    *html = html.replacen(&marker, island_html, 1);
                }
            }
        }
    }
    Ok(())
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
fn globals(data: &SiteData, base: &BaseUrl, dev: bool) -> Value {
    let mut site = json!(data.site);
    site["year"] = json!(jiff::Zoned::now().year());
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

#[allow(clippy::too_many_arguments)]
fn render_page(
    page: &Page,
    page_index: usize,
    instances: &RefCell<Vec<(Instance, usize)>>,
    values: &Value,
    data: &Value,
    theme: &Theme,
    islands: &Islands,
    base: &BaseUrl,
) -> (Result<String, Diagnostics>, Vec<SiteLink>) {
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
            return (Err(problems), Vec::new());
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
        instances,
        page_index,
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
    if !problems.is_empty() {
        return (Err(problems), links);
    }
    view.content = content;
    let used = tags.used.into_inner();
    let mut context = tera::Context::new();
    context.insert("page", &view);
    context.insert(
        "assets",
        &islands.assets_for(used.iter().map(String::as_str)),
    );
    (theme.render(template, &context), links)
}

/// Renders the tags of one page and remembers which islands it used.
struct PageTags<'a> {
    /// The site's data, which island props can name as "data:<path>".
    data: &'a Value,
    /// Every island of the site so far, with the index of its page, for build-time rendering.
    instances: &'a RefCell<Vec<(Instance, usize)>>,
    page_index: usize,
    theme: &'a Theme,
    islands: &'a Islands,
    base: &'a BaseUrl,
    page: Value,
    used: RefCell<Vec<String>>,
}

impl PageTags<'_> {
    /// An island's props, with every "data:<dotted.path>" value replaced by that site data
    /// (so the membership form's country list is the site's own).
    fn resolve_data_props(&self, tag: &Tag) -> Result<serde_json::Map<String, Value>, Diagnosis> {
        let mut props = tag.props.clone();
        for (key, value) in props.iter_mut() {
            let Some(path) = value.as_str().and_then(|v| v.strip_prefix("data:")) else {
                continue;
            };
            let found = path
                .split('.')
                .try_fold(self.data, |value, part| value.get(part));
            *value = found.cloned().ok_or_else(|| {
                let known: Vec<&str> = self
                    .data
                    .as_object()
                    .map(|o| o.keys().map(String::as_str).collect())
                    .unwrap_or_default();
                Diagnosis {
                    message: format!(
                        "the prop `{key}` asks for data:{path}, which the site does not have"
                    ),
                    help: Some(format!(
                        "data paths start with one of: {}",
                        known.join(", ")
                    )),
                }
            })?;
        }
        Ok(props)
    }
}

impl markdown::Context for PageTags<'_> {
    fn render_tag(&self, tag: &Tag, inline: bool) -> Result<String, Diagnosis> {
        let name = tag.name.as_str();
        if self.theme.has_component(name) {
            return self
                .theme
                .render_component(name, &tag.props, &self.page)
                .map_err(|message| Diagnosis {
                    message: format!("<{name} />: {message}"),
                    help: Some("see docs/editing.md for the props each component takes".into()),
                });
        }
        if self.islands.contains(name) {
            if inline {
                return Err(Diagnosis {
                    message: format!("the island <{name} /> cannot sit inside a sentence"),
                    help: Some("put it on a line of its own, with blank lines around it".into()),
                });
            }
            let mut used = self.used.borrow_mut();
            if !used.iter().any(|u| u == name) {
                used.push(name.to_string());
            }
            let props = self.resolve_data_props(tag)?;
            let json = serde_json::to_string(&props).unwrap_or_else(|_| "{}".into());
            let mut instances = self.instances.borrow_mut();
            let marker = island_marker(instances.len());
            let route = self.page["route"].as_str().unwrap_or("/").to_string();
            instances.push((
                Instance {
                    name: name.to_string(),
                    props,
                    route,
                    base_path: self.base.path().to_string(),
                },
                self.page_index,
            ));
            // The marker is replaced by the island's HTML once every island is rendered.
            return Ok(format!(
                "<div class=\"island\" data-island=\"{name}\" data-props=\"{}\">{marker}</div>",
                escape_html(&json)
            ));
        }
        let mut known: Vec<&str> = self
            .theme
            .component_names()
            .into_iter()
            .chain(self.islands.names())
            .collect();
        known.sort_unstable();
        let help = match closest(name, known.iter().copied()) {
            Some(near) => format!("did you mean <{near} />?"),
            None => format!("known components and islands: {}", known.join(", ")),
        };
        Err(Diagnosis {
            message: format!("there is no component or island called <{name} />"),
            help: Some(help),
        })
    }

    fn href(&self, link: &str) -> String {
        self.base.href(link)
    }
}

/// Every `id="..."` in a page: the anchors links may point at.
fn element_ids(html: &str) -> BTreeSet<String> {
    html.match_indices(" id=\"")
        .filter_map(|(at, marker)| {
            let start = at + marker.len();
            html[start..]
                .find('"')
                .map(|end| html[start..start + end].to_string())
        })
        .collect()
}

/// Files served as they are (theme and content static folders), as site paths.
fn static_files(root: &Path) -> BTreeSet<String> {
    let dirs = [
        root.join("themes").join(THEME).join("static"),
        root.join("content").join(content::STATIC_DIR),
    ];
    dirs.iter()
        .flat_map(|dir| {
            walkdir::WalkDir::new(dir)
                .into_iter()
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_file())
                .filter_map(move |entry| {
                    let relative = entry.path().strip_prefix(dir).ok()?;
                    Some(format!(
                        "/{}",
                        relative.to_string_lossy().replace('\\', "/")
                    ))
                })
        })
        .collect()
}

struct LinkChecker<'a> {
    pages: &'a [Page],
    failed_routes: &'a [String],
    anchors: &'a HashMap<String, BTreeSet<String>>,
    files: &'a BTreeSet<String>,
    islands: &'a Islands,
}

impl LinkChecker<'_> {
    fn check_page(&self, page: &Page, links: &[SiteLink], problems: &mut Diagnostics) {
        for link in links {
            if let Some(diagnostic) = self.problem(&link.target, &page.route) {
                let located = page.source.error_at(link.offset, diagnostic.message);
                problems.push(Diagnostic {
                    help: diagnostic.help,
                    ..located
                });
            }
        }
    }

    /// What is wrong with a link written on the page at `from`, if anything.
    fn problem(&self, target: &str, from: &str) -> Option<Diagnostic> {
        let (route, fragment) = match target.strip_prefix('#') {
            Some(fragment) => (from.to_string(), Some(fragment)),
            None => split_target(target),
        };
        let route = if route == "/404.html" {
            "/404".to_string()
        } else {
            route
        };
        if !self.pages.iter().any(|page| page.route == route)
            && !self.failed_routes.contains(&route)
        {
            if self.files.contains(&route)
                || (route.starts_with("/assets/") && self.islands.out_dir.is_some())
            {
                return None;
            }
            let known = self.pages.iter().map(|p| p.route.as_str());
            let help = match closest(&route, known) {
                Some(near) => format!("did you mean {near}?"),
                None => {
                    "link to one of the site's pages (the address is the page's file name)".into()
                }
            };
            return Some(
                Diagnostic::file(Path::new(""), format!("the link {target} goes to no page"))
                    .with_help(help),
            );
        }
        // A page that failed to load or render has its own error already; its anchors are unknown.
        let anchors = self.anchors.get(&route)?;
        let fragment = fragment.filter(|f| !f.is_empty())?;
        if anchors.contains(fragment) {
            return None;
        }
        let help = match closest(fragment, anchors.iter().map(String::as_str)) {
            Some(near) => format!("did you mean #{near}?"),
            None => format!(
                "the page {route} has no element with id `{fragment}`; headings get ids from their text"
            ),
        };
        Some(
            Diagnostic::file(
                Path::new(""),
                format!("the link {target} points at a missing anchor #{fragment}"),
            )
            .with_help(help),
        )
    }
}

fn sitemap(pages: &[Page], base: &BaseUrl) -> String {
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

/// Escape text for an HTML attribute or element.
fn escape_html(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
}
