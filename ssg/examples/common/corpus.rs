//! The synthetic corpus the build benchmarks share: Markdown pages with front matter, headings,
//! lists, tables, links (with anchors) and code, linking to each other.

use std::fmt::Write as _;
use std::path::Path;

/// Writes `content/page-<i>.md` for i in 0..pages under `content`.
pub fn write_pages(content: &Path, pages: usize) {
    std::fs::create_dir_all(content).unwrap();
    for i in 0..pages {
        std::fs::write(content.join(format!("page-{i}.md")), synthetic_page(i, pages)).unwrap();
    }
}

pub fn synthetic_page(i: usize, pages: usize) -> String {
    let next = (i + 1) % pages;
    let other = (i * 7 + 3) % pages;
    let mut page = format!(
        "---\ntitle: \"Generated page {i}\"\ndescription: \"Page {i} of a generated site for measuring build speed.\"\nnext: {{ href: /page-{next}, label: \"Page {next}\" }}\n---\n\n"
    );
    for section in 0..3 {
        let _ = write!(
            page,
            "## Section {section} of page {i}\n\nThis paragraph has *emphasis*, **strong text**, `inline code` and a link to \
             [page {other}](/page-{other}#section-1-of-page-{other}) and to [the next one](/page-{next}). \
             It is long enough to look like prose: the association's members write pages like this one.\n\n\
             - First point about topic {section}\n- Second point, with a [link](/page-{next})\n- Third point\n\n\
             | Item | Value | Note |\n|---|---|---|\n| alpha | {i} | first |\n| beta | {section} | second |\n\n\
             ```rust\nfn page_{i}_{section}() -> usize {{ {i} + {section} }}\n```\n\n"
        );
    }
    page
}

/// A data file of the real site with every link pointed at a generated page, so the header,
/// footer and section navigation render as on the real site and every link resolves in the corpus.
pub fn retarget_links(real: &str, pages: usize) -> String {
    let mut out = String::with_capacity(real.len());
    let mut rest = real;
    let mut target = 0;
    while let Some(at) = rest.find("href: /") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "href: ".len()..];
        let end = after.find([' ', '}', ',', '\n']).unwrap_or(after.len());
        let _ = write!(out, "href: /page-{}", target % pages);
        target += 1;
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}
