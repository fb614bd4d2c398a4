//! Reading pulldown-cmark's events: where a block ends, and the plain text of a heading or of an
//! image's alternative.

use std::ops::Range;

use pulldown_cmark::{Event, TagEnd};

/// Index of the event closing the block that starts at `start`.
pub(super) fn skip_to_end(events: &[(Event, Range<usize>)], start: usize) -> usize {
    let mut depth = 0usize;
    for (index, (event, _)) in events.iter().enumerate().skip(start) {
        match event {
            Event::Start(_) => depth += 1,
            Event::End(_) => {
                depth -= 1;
                if depth == 0 {
                    return index;
                }
            }
            _ => {}
        }
    }
    events.len() - 1
}

pub(super) fn heading_text(events: &[(Event, Range<usize>)]) -> String {
    let mut text = String::new();
    for (event, _) in events {
        match event {
            Event::End(TagEnd::Heading(_)) => break,
            Event::Text(t) | Event::Code(t) => text.push_str(t),
            _ => {}
        }
    }
    text
}

/// An image's text alternative: the text inside `![...]`.
pub(super) fn image_alt(events: &[(Event, Range<usize>)]) -> String {
    let mut text = String::new();
    for (event, _) in events {
        match event {
            Event::End(TagEnd::Image) => break,
            Event::Text(t) | Event::Code(t) => text.push_str(t),
            _ => {}
        }
    }
    text
}
