//! Serving the built site as a static host would: `/mission/` from `mission/index.html`, a
//! redirect from `/mission` to `/mission/`, and the site's own 404 page for anything else.

use std::path::{Component, Path, PathBuf};

use poem::http::{StatusCode, header};
use poem::web::StaticFileRequest;
use poem::{Endpoint, FromRequest, IntoResponse, Request, Response, Result};

pub struct SiteFiles {
    pub root: PathBuf,
}

impl Endpoint for SiteFiles {
    type Output = Response;

    async fn call(&self, request: Request) -> Result<Self::Output> {
        let path = request.uri().path().to_string();
        let Some(relative) = safe_relative(&path) else {
            return Ok(not_found(&self.root));
        };
        let mut file = self.root.join(relative);
        if file.is_dir() {
            if !path.ends_with('/') {
                return Ok(Response::builder()
                    .status(StatusCode::MOVED_PERMANENTLY)
                    .header(header::LOCATION, format!("{path}/"))
                    .finish());
            }
            file = file.join("index.html");
        }
        if !file.is_file() {
            return Ok(not_found(&self.root));
        }
        let static_request = StaticFileRequest::from_request_without_body(&request).await?;
        Ok(static_request.create_response(&file, true, true)?.into_response())
    }
}

/// The request path as a path inside the site, or None when it tries to leave it.
fn safe_relative(path: &str) -> Option<PathBuf> {
    let relative = Path::new(path.trim_start_matches('/'));
    relative.components().all(|c| matches!(c, Component::Normal(_))).then(|| relative.to_path_buf())
}

fn not_found(root: &Path) -> Response {
    let body =
        std::fs::read_to_string(root.join("404.html")).unwrap_or_else(|_| "Not found".into());
    Response::builder()
        .status(StatusCode::NOT_FOUND)
        .content_type("text/html; charset=utf-8")
        .body(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_leave_the_site_are_refused() {
        assert_eq!(safe_relative("/mission/index.html"), Some(PathBuf::from("mission/index.html")));
        assert_eq!(safe_relative("/"), Some(PathBuf::new()));
        assert_eq!(safe_relative("/../etc/passwd"), None);
        assert_eq!(safe_relative("/a/../../b"), None);
    }
}
