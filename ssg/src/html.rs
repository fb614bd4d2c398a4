//! Text written into the HTML and XML the generator writes by hand (feeds, sitemaps, the pages
//! left at old addresses, island props): escaped as pulldown-cmark escapes the pages' text.

/// `text` with `&`, `<`, `>` and `"` written as entities.
pub fn escape_html(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    pulldown_cmark_escape::escape_html(&mut escaped, text)
        .expect("writing to a String cannot fail");
    escaped
}
