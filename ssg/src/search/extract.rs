//! A rendered page's text, as the search index reads it: the title (its `<h1>`), then one section
//! for the text before the first `<h2>`/`<h3>` and one for each of those headings that has an
//! `id`, so a result can link to `#anchor`. Only `<main>` is read, and in it neither navigation,
//! forms (the islands), scripts, pictures' code nor anything marked `data-search-ignore`.

use std::convert::Infallible;

use html5gum::emitters::callback::{CallbackEmitter, CallbackEvent};
use html5gum::{Span, Tokenizer};
use memchr::memmem;

/// One part of a page: the intro (no anchor, no heading) or a section under a heading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub anchor: String,
    pub heading: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageText {
    pub title: String,
    pub sections: Vec<Section>,
}

/// Elements whose content is no text to search.
const SKIPPED: &[&str] = &[
    "nav", "script", "style", "svg", "template", "noscript", "form", "button", "select", "textarea",
];

/// Elements that do not separate words (the rest start a new run of text).
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s",
    "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
];

/// Where the reader is: outside `<main>`, in it, in the title, in a heading.
#[derive(PartialEq, Eq)]
enum Place {
    Outside,
    Body,
    Title,
    Heading,
}

/// A start tag as the tokenizer reports it, piece by piece, until it closes.
#[derive(Default)]
struct StartTag {
    name: Vec<u8>,
    attribute: Vec<u8>,
    ignored: bool,
    id: Option<String>,
    alt: Option<String>,
}

struct Reader {
    page: PageText,
    place: Place,
    /// An element being skipped: its name and how deep in elements of that name the reader is.
    skipping: Option<(Vec<u8>, usize)>,
    tag: StartTag,
}

pub fn page_text(html: &str) -> PageText {
    // Only `<main>` is read: the tokenizer need not go through the head, header and footer.
    let html =
        match (memmem::find(html.as_bytes(), b"<main"), memmem::rfind(html.as_bytes(), b"</main>"))
        {
            (Some(start), Some(end)) if start < end => &html[start..end + "</main>".len()],
            _ => html,
        };
    let mut reader = Reader {
        page: PageText { title: String::new(), sections: vec![section("")] },
        place: Place::Outside,
        skipping: None,
        tag: StartTag::default(),
    };
    {
        // The tokenizer's events as they come, with nothing allocated for tags or attributes
        // the reader does not need.
        let mut emitter = CallbackEmitter::new(|event: CallbackEvent<'_>, _: Span<()>| {
            reader.event(event);
            None::<Infallible>
        });
        emitter.naively_switch_states(true);
        for _ in Tokenizer::new_with_emitter(html, emitter) {}
    }
    let mut page = reader.page;
    page.title = tidy(&page.title);
    for part in &mut page.sections {
        part.heading = tidy(&part.heading);
        part.text = tidy(&part.text);
    }
    page
}

impl Reader {
    fn event(&mut self, event: CallbackEvent<'_>) {
        match event {
            CallbackEvent::OpenStartTag { name } => {
                self.tag = StartTag { name: name.to_ascii_lowercase(), ..StartTag::default() };
            }
            CallbackEvent::AttributeName { name } => {
                self.tag.attribute.clear();
                self.tag.attribute.extend(name.iter().map(u8::to_ascii_lowercase));
                let name = self.tag.attribute.as_slice();
                self.tag.ignored |= name == b"data-search-ignore" || name == b"data-island";
            }
            CallbackEvent::AttributeValue { value } => match self.tag.attribute.as_slice() {
                b"id" => self.tag.id = Some(String::from_utf8_lossy(value).into_owned()),
                b"alt" => self.tag.alt = Some(String::from_utf8_lossy(value).into_owned()),
                _ => {}
            },
            CallbackEvent::CloseStartTag { self_closing } => {
                let tag = std::mem::take(&mut self.tag);
                self.start_tag(tag, self_closing);
            }
            CallbackEvent::EndTag { name } => self.end_tag(&name.to_ascii_lowercase()),
            CallbackEvent::String { value }
                if self.skipping.is_none() && self.place != Place::Outside =>
            {
                let text = String::from_utf8_lossy(value);
                target(&mut self.page, &self.place).push_str(&text);
            }
            _ => {}
        }
    }

    fn start_tag(&mut self, tag: StartTag, self_closing: bool) {
        let name = tag.name.as_slice();
        if let Some((skipped, depth)) = &mut self.skipping {
            if skipped == name && !self_closing {
                *depth += 1;
            }
            return;
        }
        if self.place == Place::Outside {
            if name == b"main" {
                self.place = Place::Body;
            }
            return;
        }
        if (tag.ignored || SKIPPED.contains(&utf8(name))) && !self_closing {
            self.skipping = Some((tag.name, 1));
            return;
        }
        match name {
            b"h1" => self.place = Place::Title,
            b"h2" | b"h3" => match tag.id.filter(|id| !id.is_empty()) {
                Some(id) => {
                    self.page.sections.push(section(&id));
                    self.place = Place::Heading;
                }
                None => separate(current_text(&mut self.page)),
            },
            b"img" => {
                if let Some(alt) = tag.alt {
                    let text = current_text(&mut self.page);
                    separate(text);
                    text.push_str(&alt);
                }
            }
            _ if !INLINE.contains(&utf8(name)) => separate(target(&mut self.page, &self.place)),
            _ => {}
        }
    }

    fn end_tag(&mut self, name: &[u8]) {
        if let Some((skipped, depth)) = &mut self.skipping {
            if skipped == name {
                *depth -= 1;
                if *depth == 0 {
                    self.skipping = None;
                }
            }
            return;
        }
        match (name, &self.place) {
            (b"main", _) => self.place = Place::Outside,
            (b"h1", Place::Title) | (b"h2" | b"h3", Place::Heading) => self.place = Place::Body,
            (_, Place::Outside) => {}
            _ if !INLINE.contains(&utf8(name)) => separate(target(&mut self.page, &self.place)),
            _ => {}
        }
    }
}

fn section(anchor: &str) -> Section {
    Section { anchor: anchor.to_string(), heading: String::new(), text: String::new() }
}

fn current_text(page: &mut PageText) -> &mut String {
    let last = page.sections.len() - 1;
    &mut page.sections[last].text
}

fn target<'a>(page: &'a mut PageText, place: &Place) -> &'a mut String {
    match place {
        Place::Title => &mut page.title,
        Place::Heading => {
            let last = page.sections.len() - 1;
            &mut page.sections[last].heading
        }
        _ => current_text(page),
    }
}

fn separate(text: &mut String) {
    if !text.ends_with(' ') && !text.is_empty() {
        text.push(' ');
    }
}

fn utf8(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap_or("")
}

/// Runs of white space as one space, none at either end: `split_whitespace` joined, without
/// its list (this runs over every page's text, mostly ASCII letters, which take the fast path).
fn tidy(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    loop {
        while let Some(width) = space_at(text, at) {
            at += width;
        }
        if at >= bytes.len() {
            return out;
        }
        let start = at;
        while at < bytes.len() {
            if bytes[at] > b' ' && bytes[at].is_ascii() {
                at += 1;
            } else if space_at(text, at).is_some() {
                break;
            } else {
                at += text[at..].chars().next().map_or(1, char::len_utf8);
            }
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&text[start..at]);
    }
}

/// The width of the white space character at `at`, if one is there.
fn space_at(text: &str, at: usize) -> Option<usize> {
    let c = text.get(at..)?.chars().next()?;
    c.is_whitespace().then(|| c.len_utf8())
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<html><body><header><a href="/">Home</a></header>
<main id="main"><nav class="breadcrumb"><a href="/">Home</a> <a href="/members/">Membership</a></nav>
<h1 class="title">Student <em>Membership</em></h1><p class="lead">For students &amp; graduates.</p>
<h2 id="fees">Fees and <code>dues</code></h2><p>No renewal<br>fees.</p><ul><li>One</li><li>Two</li></ul>
<div class="island" data-island="LoginForm"><form><label>Email address</label></form></div>
<h2>Untitled heading</h2><p>Still fees.</p>
<h3 id="faq">Questions?</h3><p><img src="x.png" alt="A chart"> Ask <strong>us</strong>.<svg><text>x</text></svg></p>
<div data-search-ignore><div>hidden</div> still hidden</div><p>Shown</p>
</main><footer>Footer text</footer></body></html>"#;

    #[test]
    fn reads_title_intro_and_sections_of_main_only() {
        let page = page_text(PAGE);
        assert_eq!(page.title, "Student Membership");
        assert_eq!(
            page.sections,
            [
                Section {
                    anchor: String::new(),
                    heading: String::new(),
                    text: "For students & graduates.".into()
                },
                Section {
                    anchor: "fees".into(),
                    heading: "Fees and dues".into(),
                    text: "No renewal fees. One Two Untitled heading Still fees.".into()
                },
                Section {
                    anchor: "faq".into(),
                    heading: "Questions?".into(),
                    text: "A chart Ask us. Shown".into()
                },
            ]
        );
    }

    #[test]
    fn white_space_is_tidied_as_split_whitespace_does() {
        for text in ["", "  ", " a  b\t\nc ", "x\u{a0}y\u{2003}\u{3000}z", "é  ü\u{85}", "one"] {
            assert_eq!(
                tidy(text),
                text.split_whitespace().collect::<Vec<_>>().join(" "),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_page_without_main_has_no_text() {
        let page = page_text("<p>Loose text</p>");
        assert_eq!(page.title, "");
        assert_eq!(page.sections[0].text, "");
    }
}
