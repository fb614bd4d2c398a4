//! Markdown to HTML with pulldown-cmark, plus the passes the site needs over its event stream:
//! heading ids, internal links (collected for checking, rewritten for the base URL), and
//! component/island tags replaced by what they render.

pub mod anchors;
mod event_text;
mod links;
mod relative;
pub mod tags;

use std::collections::HashMap;
use std::ops::Range;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag as MdTag, TagEnd};

use crate::diagnostics::{Diagnostic, Diagnostics, Problem};
use crate::placeholders::Expanded;
use crate::source_file::SourceFile;
use anchors::IdAllocator;
use event_text::{heading_text, image_alt, skip_to_end};
pub use links::{SiteLink, is_external, is_site_link};
use tags::Tag;

/// What a page's Markdown needs from the rest of the site.
pub trait Context {
    /// Render a component or island tag to HTML; `inline` when it sits inside a sentence.
    /// A problem's span is left empty: the caller points it at the tag.
    fn render_tag(&self, tag: &Tag, inline: bool) -> Result<String, Problem>;
    /// The href to write for a site link such as `/regions#region-eu` (base path applied).
    fn href(&self, link: &str) -> String;
    /// A site link as the page's language has it: to the page's translation when there is one.
    fn localize(&self, link: &str) -> String {
        link.to_string()
    }
    /// For a link to a page written only in another language than the page's: that language's
    /// code and the note its text gets ("(en anglais)"), so readers know before they follow it.
    fn other_language(&self, _link: &str) -> Option<(String, String)> {
        None
    }
    /// The `<img>` for a picture of content/static/images/ (`/images/...`), ready for every
    /// screen width; None for anything else, which Markdown writes as it is.
    fn picture(&self, _src: &str, _alt: &str) -> Option<String> {
        None
    }
}

/// The page's HTML and links, and whatever went wrong (the links are checked either way, so one
/// run reports every problem).
pub struct Rendered {
    pub html: String,
    pub links: Vec<SiteLink>,
    /// Links to other sites (http and https), for `ssg check --external`.
    pub external: Vec<SiteLink>,
    pub problems: Diagnostics,
}

/// Where the body sits in its file: the file, the offset the body starts at, and the body after
/// placeholder expansion (with its map back to the original text).
pub struct Body<'a> {
    pub file: &'a SourceFile,
    pub start: usize,
    pub expanded: &'a Expanded,
}

impl Body<'_> {
    fn file_offset(&self, body_offset: usize) -> usize {
        self.start + self.expanded.original_offset(body_offset)
    }

    fn error(&self, body_offset: usize, message: impl Into<String>) -> Diagnostic {
        self.file.error_at(self.file_offset(body_offset), message)
    }

    /// A problem whose span is in the expanded body, placed in the file.
    fn locate(&self, problem: Problem) -> Diagnostic {
        let start = self.file_offset(problem.span.start);
        let end = self.file_offset(problem.span.end).max(start);
        self.file.locate(problem.within(start..end))
    }
}

pub fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_STRIKETHROUGH
}

pub fn render(body: &Body, context: &dyn Context) -> Rendered {
    let text = body.expanded.text.as_str();
    let mut problems = Diagnostics::default();
    let block_tags = find_block_tags(body, &mut problems);
    let events: Vec<(Event, Range<usize>)> =
        Parser::new_ext(text, options()).into_offset_iter().collect();
    let mut ids = IdAllocator::default();
    for (event, _) in &events {
        if let Event::Start(MdTag::Heading { id: Some(id), .. }) = event {
            ids.reserve(id);
        }
    }
    let mut pass = Pass {
        body,
        context,
        block_tags,
        ids,
        output: Vec::with_capacity(events.len()),
        links: Vec::new(),
        external: Vec::new(),
        problems,
        last_heading: String::new(),
        link_note: None,
    };
    let mut index = 0;
    while index < events.len() {
        index = pass.event(&events, index) + 1;
    }
    let mut html = String::with_capacity(text.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, pass.output.into_iter());
    Rendered { html, links: pass.links, external: pass.external, problems: pass.problems }
}

/// One walk over a page's events, writing the events to render and collecting links and problems.
struct Pass<'a, 'text> {
    body: &'a Body<'a>,
    context: &'a dyn Context,
    block_tags: HashMap<usize, (Tag, usize)>,
    ids: IdAllocator,
    output: Vec<Event<'text>>,
    links: Vec<SiteLink>,
    external: Vec<SiteLink>,
    problems: Diagnostics,
    /// The text of the last heading, which names the tables below it.
    last_heading: String,
    /// The note that closes the open link, written as HTML (it leads to another language).
    link_note: Option<String>,
}

impl<'text> Pass<'_, 'text> {
    /// Takes the event at `index`; returns the index of the last event it consumed.
    fn event(&mut self, events: &[(Event<'text>, Range<usize>)], index: usize) -> usize {
        let (event, range) = &events[index];
        match event {
            Event::Start(MdTag::Table(_)) => self.table_start(event),
            Event::End(TagEnd::Table) => {
                self.output.push(event.clone());
                self.output.push(Event::Html("</div>\n".into()));
            }
            Event::Start(MdTag::HtmlBlock | MdTag::Paragraph)
                if self.block_tags.contains_key(&range.start) =>
            {
                let (tag, tag_offset) = &self.block_tags[&range.start];
                let html = render_tag(
                    self.body,
                    self.context,
                    tag,
                    *tag_offset,
                    false,
                    &mut self.links,
                    &mut self.problems,
                );
                self.output.push(Event::Html(html.into()));
                return skip_to_end(events, index);
            }
            Event::InlineHtml(html) if tags::looks_like_tag(html) => {
                let html = inline_tag(
                    self.body,
                    self.context,
                    html,
                    range.start,
                    &mut self.links,
                    &mut self.problems,
                );
                self.output.push(Event::InlineHtml(html.into()));
            }
            Event::Start(MdTag::Heading { .. }) => self.heading(events, index),
            Event::Start(MdTag::Image { dest_url, .. })
                if self.context.picture(dest_url, "").is_some() =>
            {
                self.links.push(SiteLink::new(
                    dest_url.to_string(),
                    written_at(self.body, dest_url, range),
                ));
                let alt = image_alt(&events[index + 1..]);
                let html = self.context.picture(dest_url, &alt).unwrap_or_default();
                self.output.push(Event::InlineHtml(html.into()));
                return skip_to_end(events, index);
            }
            Event::Start(MdTag::Link { dest_url, title, .. })
                if self.context.other_language(dest_url).is_some() =>
            {
                let (code, note) = self.context.other_language(dest_url).unwrap_or_default();
                let at = written_at(self.body, dest_url, range);
                let href = site_link(self, dest_url, at);
                let mut open = String::from("<a href=\"");
                let _ = pulldown_cmark_escape::escape_href(&mut open, &href);
                if !title.is_empty() {
                    open.push_str("\" title=\"");
                    let _ = pulldown_cmark_escape::escape_html(&mut open, title);
                }
                open.push_str(&format!("\" hreflang=\"{code}\">"));
                self.output.push(Event::InlineHtml(open.into()));
                let mut close = String::from(" <span class=\"link-language\">");
                let _ = pulldown_cmark_escape::escape_html(&mut close, &note);
                self.link_note = Some(close + "</span></a>");
            }
            Event::End(TagEnd::Link) if self.link_note.is_some() => {
                let close = self.link_note.take().unwrap_or_default();
                self.output.push(Event::InlineHtml(close.into()));
            }
            Event::Start(tag @ (MdTag::Link { .. } | MdTag::Image { .. })) => {
                let mut tag = tag.clone();
                if let MdTag::Link { dest_url, .. } | MdTag::Image { dest_url, .. } = &mut tag {
                    if is_external(dest_url) {
                        let at = written_at(self.body, dest_url, range);
                        self.external.push(SiteLink::new(dest_url.to_string(), at));
                    }
                    let at = written_at(self.body, dest_url, range);
                    *dest_url = site_link(self, dest_url, at).into();
                }
                self.output.push(Event::Start(tag));
            }
            other => self.output.push(other.clone()),
        }
        index
    }

    /// A wide table scrolls inside a region of its own on a phone, which keyboard users must be
    /// able to focus (WCAG 2.1.1), named after the section it stands in.
    fn table_start(&mut self, event: &Event<'text>) {
        let label = if self.last_heading.is_empty() { "Table" } else { &self.last_heading };
        let mut open =
            String::from(r#"<div class="table-scroll" role="region" tabindex="0" aria-label=""#);
        let _ = pulldown_cmark_escape::escape_html(&mut open, label);
        open.push_str("\">\n");
        self.output.push(Event::Html(open.into()));
        self.output.push(event.clone());
    }

    /// A heading gets an id from its text (unless it has one); a level-1 heading is a problem.
    fn heading(&mut self, events: &[(Event<'text>, Range<usize>)], index: usize) {
        let (Event::Start(MdTag::Heading { level, id, classes, attrs }), range) = &events[index]
        else {
            return;
        };
        if *level == HeadingLevel::H1 {
            self.problems.push(
                self.body
                    .error(
                        range.start,
                        "a page has one level-1 heading: its title, which the theme shows",
                    )
                    .with_help("start the page's sections at `##`"),
            );
        }
        self.last_heading = heading_text(&events[index + 1..]);
        let id = id.clone().unwrap_or_else(|| self.ids.allocate(&self.last_heading).into());
        self.output.push(Event::Start(MdTag::Heading {
            level: *level,
            id: Some(id),
            classes: classes.clone(),
            attrs: attrs.clone(),
        }));
    }
}

/// Lines holding only a component tag (outside code), keyed by the line's offset in the body.
fn find_block_tags(body: &Body, problems: &mut Diagnostics) -> HashMap<usize, (Tag, usize)> {
    let text = body.expanded.text.as_str();
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len();
            Some((start, line.trim_end_matches(['\n', '\r'])))
        })
        .collect();
    let mut found = HashMap::new();
    let mut fence: Option<&str> = None;
    for (index, &(start, line)) in lines.iter().enumerate() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let trimmed = line.trim_start();
        if indent <= 3 && (trimmed.starts_with("```") || trimmed.starts_with("~~~")) {
            let marker = &trimmed[..3];
            fence = match fence {
                Some(open) if open == marker => None,
                None => Some(marker),
                keep => keep,
            };
            continue;
        }
        if fence.is_some() || indent > 3 || !tags::looks_like_tag(line) {
            continue;
        }
        let is_blank = |i: Option<usize>| {
            i.and_then(|i| lines.get(i)).is_none_or(|(_, l)| l.trim().is_empty())
        };
        if !is_blank(index.checked_sub(1)) || !is_blank(Some(index + 1)) {
            problems.push(
                body.error(start + indent, "a component tag must stand on its own line")
                    .with_help("leave a blank line before and after the tag"),
            );
            continue;
        }
        match tags::parse(line) {
            Ok(tag) => {
                found.insert(start, (tag, start + indent));
            }
            Err(error) => problems.push(body.locate(error.shifted(start))),
        }
    }
    found
}

fn render_tag(
    body: &Body,
    context: &dyn Context,
    tag: &Tag,
    offset: usize,
    inline: bool,
    links: &mut Vec<SiteLink>,
    problems: &mut Diagnostics,
) -> String {
    let mut tag = tag.clone();
    for (key, value) in tag.props.iter_mut() {
        let is_link_prop = key == "href" || key.ends_with("_href");
        if let Some(href) = value.as_str().filter(|_| is_link_prop).map(str::to_string) {
            let at = body.file_offset(offset);
            *value = take_link(body, context, &href, at, links, problems).into();
        }
    }
    match context.render_tag(&tag, inline) {
        Ok(html) => html,
        // The component knows no place in the page: mark the tag's `<Name`.
        Err(problem) => {
            problems.push(body.locate(problem.within(offset..offset + 1 + tag.name.len())));
            String::new()
        }
    }
}

fn inline_tag(
    body: &Body,
    context: &dyn Context,
    html: &str,
    offset: usize,
    links: &mut Vec<SiteLink>,
    problems: &mut Diagnostics,
) -> String {
    match tags::parse(html) {
        Ok(tag) => render_tag(body, context, &tag, offset, true, links, problems),
        Err(error) => {
            problems.push(body.locate(error.shifted(offset)));
            String::new()
        }
    }
}

/// Where a link's target is written in the file (within the event's range).
fn written_at(body: &Body, dest: &str, range: &Range<usize>) -> usize {
    let source = &body.expanded.text[range.clone()];
    let within = source.rfind(dest).unwrap_or(0);
    body.file_offset(range.start + within)
}

fn site_link(pass: &mut Pass, dest: &str, at: usize) -> String {
    take_link(pass.body, pass.context, dest, at, &mut pass.links, &mut pass.problems)
}

/// The href to write for a link written at `at` in the file; a link to this site is kept for
/// checking, resolved first when it is written relative to the page or names a Markdown file.
fn take_link(
    body: &Body,
    context: &dyn Context,
    href: &str,
    at: usize,
    links: &mut Vec<SiteLink>,
    problems: &mut Diagnostics,
) -> String {
    if relative::is_relative(href) || relative::names_markdown_file(href) {
        return match relative::resolve(href, &body.file.path) {
            Ok(resolved) => {
                let target = context.localize(&resolved.target);
                let written = context.href(&target);
                links.push(SiteLink {
                    target,
                    offset: at,
                    written: Some(href.to_string()),
                    file: resolved.file,
                });
                written
            }
            Err(why) => {
                let problem = Problem::new(at..at + href.len(), format!("the link {href} {why}"));
                problems.push(body.file.locate(problem));
                href.to_string()
            }
        };
    }
    if !is_site_link(href) {
        return href.to_string();
    }
    // A page in another language links to the pages of its own where they exist; the link is
    // checked where it now goes (its anchors too).
    let localized = context.localize(href);
    if localized != href {
        links.push(SiteLink { written: Some(href.to_string()), ..SiteLink::new(&localized, at) });
        return context.href(&localized);
    }
    links.push(SiteLink::new(href, at));
    if href.starts_with('#') { href.to_string() } else { context.href(href) }
}
