//! Turning the root-relative links editors write (`/mission`, `/regions#region-eu`) into the
//! hrefs a published page needs, under whatever base path the site is served from.

/// The base URL the site is published at, e.g. `https://example.org/sub/`.
#[derive(Debug, Clone)]
pub struct BaseUrl {
    /// Scheme and host without a trailing slash: `https://example.org`.
    origin: String,
    /// Always starts and ends with `/`: `/` or `/sub/`.
    path: String,
}

impl BaseUrl {
    /// Parsed by the url crate as a browser would (host case, ports, IDNA), then held as an
    /// origin and a directory path.
    pub fn parse(text: &str) -> Result<BaseUrl, String> {
        let url = url::Url::parse(text)
            .ok()
            .filter(|url| matches!(url.scheme(), "http" | "https"))
            .ok_or_else(|| {
                format!("`{text}` is not an http(s) address, e.g. https://example.org/")
            })?;
        if url.host_str().is_none_or(str::is_empty) {
            return Err(format!("`{text}` has no host name"));
        }
        let path = url.path().trim_matches('/');
        let path = if path.is_empty() { "/".to_string() } else { format!("/{path}/") };
        Ok(BaseUrl { origin: url.origin().ascii_serialization(), path })
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// The href for a site link: `/mission#x` -> `/sub/mission/#x`; files keep their name.
    pub fn href(&self, link: &str) -> String {
        if !crate::markdown::is_site_link(link) || link.starts_with('#') {
            return link.to_string();
        }
        let (path, fragment) = match link.find(['#', '?']) {
            Some(i) => link.split_at(i),
            None => (link, ""),
        };
        let path = path.trim_start_matches('/');
        let last_segment = path.rsplit('/').next().unwrap_or("");
        let slash = if path.is_empty() || path.ends_with('/') || last_segment.contains('.') {
            ""
        } else {
            "/"
        };
        format!("{}{path}{slash}{fragment}", self.path)
    }

    /// The absolute address of a site link, for canonical tags, OpenGraph and the sitemap.
    pub fn absolute(&self, link: &str) -> String {
        format!("{}{}", self.origin, self.href(link))
    }
}

/// The route a site link points at, and its fragment: `/regions/#x` -> ("/regions", Some("x")).
pub fn split_target(link: &str) -> (String, Option<&str>) {
    let (path, fragment) = match link.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (link, None),
    };
    let path = path.split('?').next().unwrap_or(path);
    let route = match path.trim_end_matches('/') {
        "" => "/".to_string(),
        trimmed => trimmed.to_string(),
    };
    (route, fragment)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_base_gives_clean_urls_with_trailing_slash() {
        let base = BaseUrl::parse("https://example.org").unwrap();
        assert_eq!(base.href("/"), "/");
        assert_eq!(base.href("/mission"), "/mission/");
        assert_eq!(base.href("/regions#region-eu"), "/regions/#region-eu");
        assert_eq!(base.href("#top"), "#top");
        assert_eq!(base.href("https://other.org/x"), "https://other.org/x");
    }

    #[test]
    fn sub_path_base_prefixes_every_link_and_asset() {
        let base = BaseUrl::parse("https://example.org/sub/").unwrap();
        assert_eq!(base.href("/"), "/sub/");
        assert_eq!(base.href("/mission"), "/sub/mission/");
        assert_eq!(base.href("/assets/header-1a2b.js"), "/sub/assets/header-1a2b.js");
        assert_eq!(base.absolute("/vision"), "https://example.org/sub/vision/");
    }

    #[test]
    fn rejects_addresses_that_are_not_http() {
        assert!(BaseUrl::parse("example.org").is_err());
        assert!(BaseUrl::parse("ftp://example.org").is_err());
        assert!(BaseUrl::parse("https://").is_err());
    }

    #[test]
    fn the_base_is_read_as_a_browser_reads_it() {
        let base = BaseUrl::parse("https://Example.ORG:8443/Sub?draft=1#top").unwrap();
        assert_eq!(base.absolute("/vision"), "https://example.org:8443/Sub/vision/");
        assert_eq!(base.path(), "/Sub/");
    }

    #[test]
    fn targets_split_into_route_and_fragment() {
        assert_eq!(
            split_target("/regions/#region-eu"),
            ("/regions".to_string(), Some("region-eu"))
        );
        assert_eq!(split_target("/"), ("/".to_string(), None));
    }
}
