//! The browsable API documentation (`/api/docs`), served with a Content-Security-Policy of its
//! own: its inline script and styles are allowed by their hashes, nothing else runs, and no other
//! site may frame it.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use poem::endpoint::make_sync;
use poem::http::header;
use poem::{Endpoint, Response};
use sha2::{Digest, Sha256};

/// The page, answered with its policy.
pub fn endpoint(html: String) -> impl Endpoint {
    let policy = policy_for(&html);
    make_sync(move |_| {
        Response::builder()
            .content_type("text/html; charset=utf-8")
            .header(header::CONTENT_SECURITY_POLICY, policy.clone())
            .header(header::X_FRAME_OPTIONS, "DENY")
            .body(html.clone())
    })
}

/// A policy allowing exactly the page's inline `<script>` and `<style>` blocks.
pub fn policy_for(html: &str) -> String {
    let scripts = hashes(html, "script");
    let styles = hashes(html, "style");
    format!(
        "default-src 'none'; script-src {scripts}; style-src {styles}; img-src 'self' data:; \
         connect-src 'self'; font-src 'self' data:; base-uri 'none'; form-action 'none'; \
         frame-ancestors 'none'"
    )
}

/// `'sha256-...'` of the content of every `<tag ...>...</tag>` in `html`.
fn hashes(html: &str, tag: &str) -> String {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let mut found = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find(&open) {
        let after = &rest[start..];
        let Some(content_start) = after.find('>').map(|i| i + 1) else {
            break;
        };
        let Some(length) = after[content_start..].find(&close) else {
            break;
        };
        let content = &after[content_start..content_start + length];
        found.push(format!("'sha256-{}'", STANDARD.encode(Sha256::digest(content.as_bytes()))));
        rest = &after[content_start + length + close.len()..];
    }
    if found.is_empty() { "'none'".into() } else { found.join(" ") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_inline_block_is_allowed_by_its_hash() {
        let policy = policy_for("<style a=\"b\">p{}</style><script>1</script><script>2</script>");
        // echo -n '1' | openssl dgst -sha256 -binary | base64
        assert!(policy.contains("'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='"));
        assert_eq!(policy.matches("'sha256-").count(), 3);
        assert!(policy.contains("frame-ancestors 'none'"));
    }
}
