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
            return Ok(not_found(&self.root, Path::new("")));
        };
        let mut file = self.root.join(&relative);
        if file.is_dir() {
            if !path.ends_with('/') {
                return Ok(Response::builder()
                    .status(StatusCode::MOVED_PERMANENTLY)
                    .header(header::LOCATION, directory_location(&path))
                    .finish());
            }
            file = file.join("index.html");
        }
        if !file.is_file() {
            return Ok(not_found(&self.root, &relative));
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

/// Where `/mission` is redirected: `/mission/`, on this site. The leading slashes (and the
/// backslashes browsers read as slashes) are collapsed to one, since `//fr/` in a Location is
/// the host `fr`: `GET //fr` must not send a browser off the site.
fn directory_location(path: &str) -> String {
    format!("/{}/", path.trim_start_matches(['/', '\\']))
}

/// The site's page for unknown addresses, as a host serves it: a language's own (`fr/404.html`
/// for `/fr/anything`) when the address is under that language's folder and it has one.
fn not_found(root: &Path, relative: &Path) -> Response {
    let in_folder = match relative.components().next() {
        Some(Component::Normal(first)) if relative.components().count() > 1 => {
            std::fs::read_to_string(root.join(first).join("404.html")).ok()
        }
        _ => None,
    };
    let body = in_folder
        .or_else(|| std::fs::read_to_string(root.join("404.html")).ok())
        .unwrap_or_else(|| "Not found".into());
    Response::builder()
        .status(StatusCode::NOT_FOUND)
        .content_type("text/html; charset=utf-8")
        .body(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_address_in_a_language_folder_gets_that_languages_404() {
        let site = tempfile::tempdir().unwrap();
        std::fs::create_dir(site.path().join("fr")).unwrap();
        std::fs::write(site.path().join("404.html"), "English").unwrap();
        std::fs::write(site.path().join("fr/404.html"), "Français").unwrap();
        let body = |relative: &str| {
            let response = not_found(site.path(), Path::new(relative));
            assert_eq!(response.status(), StatusCode::NOT_FOUND);
            body_text(response)
        };
        assert_eq!(body("fr/nowhere"), "Français");
        assert_eq!(body("fr/deep/nowhere"), "Français");
        assert_eq!(body("nowhere"), "English");
        assert_eq!(body("es/nowhere"), "English");
    }

    fn body_text(response: Response) -> String {
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        runtime.block_on(response.into_body().into_string()).unwrap()
    }

    #[test]
    fn paths_that_leave_the_site_are_refused() {
        assert_eq!(safe_relative("/mission/index.html"), Some(PathBuf::from("mission/index.html")));
        assert_eq!(safe_relative("/"), Some(PathBuf::new()));
        assert_eq!(safe_relative("/../etc/passwd"), None);
        assert_eq!(safe_relative("/a/../../b"), None);
    }

    #[test]
    fn a_folder_is_redirected_to_its_slash_on_this_site_only() {
        assert_eq!(directory_location("/fr"), "/fr/");
        assert_eq!(directory_location("//fr"), "/fr/");
        assert_eq!(directory_location("/\\fr"), "/fr/");
        assert_eq!(directory_location("///\\/fr/news"), "/fr/news/");
    }

    /// Through the routes as `ssg serve` nests them: `GET //fr`, where `fr/` is a folder of the
    /// site, is answered with a Location on this site, never `//fr/` (the host `fr`).
    #[tokio::test]
    async fn get_of_a_double_slash_path_does_not_redirect_off_the_site() {
        let site = tempfile::tempdir().unwrap();
        std::fs::create_dir(site.path().join("fr")).unwrap();
        std::fs::write(site.path().join("fr/index.html"), "<p>Bonjour</p>").unwrap();
        let routes = poem::Route::new().nest("/", SiteFiles { root: site.path().to_path_buf() });
        for (asked, expected) in [("/fr", "/fr/"), ("//fr", "/fr/"), ("///fr", "/fr/")] {
            let request = Request::builder().uri(asked.parse().unwrap()).finish();
            let response = routes.get_response(request).await;
            let location = response.headers().get(header::LOCATION).map(|l| l.to_str().unwrap());
            assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY, "{asked}");
            assert_eq!(location, Some(expected), "{asked}");
        }
    }
}
