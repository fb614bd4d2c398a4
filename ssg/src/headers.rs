//! The security headers every page is served with: written to `_headers` for hosts that read that
//! file (Netlify, Cloudflare Pages), sent by `ssg serve` so the browser tests catch a page that
//! breaks its own policy, and documented for nginx in docs/deployment.md.

/// The environment variable that points the islands at a forms service on another origin; the
/// policy must then allow the pages to call it.
pub const API_BASE_VARIABLE: &str = "VITE_API_BASE";

/// The header set, with `connect-src` widened to the forms service's origin when `api_base` is an
/// absolute URL.
pub fn security_headers(api_base: Option<&str>) -> Vec<(&'static str, String)> {
    let mut connect = String::from("'self'");
    if let Some(origin) = api_base.and_then(origin_of) {
        connect = format!("{connect} {origin}");
    }
    // No 'unsafe-inline' anywhere: the theme and the islands use files for scripts and styles.
    let policy = [
        "default-src 'self'".to_string(),
        "script-src 'self'".into(),
        "style-src 'self'".into(),
        "img-src 'self' data:".into(),
        "font-src 'self'".into(),
        format!("connect-src {connect}"),
        "form-action 'self'".into(),
        "base-uri 'self'".into(),
        "object-src 'none'".into(),
        "frame-ancestors 'none'".into(),
    ]
    .join("; ");
    vec![
        ("Content-Security-Policy", policy),
        ("X-Content-Type-Options", "nosniff".into()),
        ("Referrer-Policy", "strict-origin-when-cross-origin".into()),
        ("X-Frame-Options", "DENY".into()),
        ("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()".into()),
        ("Cross-Origin-Opener-Policy", "same-origin".into()),
    ]
}

/// The headers as configured in the environment the build runs in.
pub fn from_environment() -> Vec<(&'static str, String)> {
    security_headers(std::env::var(API_BASE_VARIABLE).ok().as_deref())
}

/// The `_headers` file: one rule for every path of the site.
pub fn headers_file(headers: &[(&'static str, String)]) -> String {
    let mut file = String::from("/*\n");
    for (name, value) in headers {
        file.push_str(&format!("  {name}: {value}\n"));
    }
    // Every file in assets/ is named by its content (the islands', the theme's): kept a year.
    file.push_str("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    file
}

/// `https://api.example.org/api` -> `https://api.example.org`; None for a same-origin path.
fn origin_of(url: &str) -> Option<&str> {
    let (scheme, rest) = url.split_once("://")?;
    if scheme != "http" && scheme != "https" {
        return None;
    }
    let host_end = rest.find('/').unwrap_or(rest.len());
    (host_end > 0).then(|| &url[..scheme.len() + 3 + host_end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(api_base: Option<&str>) -> String {
        security_headers(api_base)
            .into_iter()
            .find(|(name, _)| *name == "Content-Security-Policy")
            .map(|(_, value)| value)
            .unwrap_or_default()
    }

    #[test]
    fn the_policy_allows_no_inline_code_and_no_framing() {
        let policy = policy(None);
        assert!(!policy.contains("unsafe-inline"));
        assert!(policy.contains("script-src 'self';"));
        assert!(policy.contains("frame-ancestors 'none'"));
        assert!(policy.contains("connect-src 'self';"));
    }

    #[test]
    fn a_service_on_another_origin_may_be_called() {
        assert!(
            policy(Some("https://forms.example.org/api"))
                .contains("connect-src 'self' https://forms.example.org;")
        );
        assert!(policy(Some("/api")).contains("connect-src 'self';"));
        assert!(policy(Some("javascript://x")).contains("connect-src 'self';"));
    }

    #[test]
    fn the_headers_file_has_one_rule_for_every_path() {
        let file = headers_file(&security_headers(None));
        assert!(file.starts_with("/*\n  Content-Security-Policy: default-src 'self';"));
        assert!(file.contains("\n  X-Content-Type-Options: nosniff\n"));
        assert!(file.contains("\n  Referrer-Policy: strict-origin-when-cross-origin\n"));
    }
}
