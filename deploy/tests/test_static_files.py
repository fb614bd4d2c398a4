"""Static files: each page and file byte for byte, with its type, its caching rule and exactly
the headers of the site's _headers (Strict-Transport-Security on https only)."""

import pytest

import web

HTML = "text/html; charset=utf-8"
A_YEAR = "public, max-age=31536000, immutable"


def test_home_is_200_with_index_html(get):
    assert (get("/").status, get("/").header("content-type")) == (200, HTML)


def test_home_is_byte_for_byte_index_html(get, site):
    assert get("/").body == (site / "index.html").read_bytes()


def test_home_is_revalidated_on_every_visit(get):
    assert get("/").header("cache-control") == "no-cache"


def test_a_page_in_a_folder_is_200_with_its_index_html(get):
    assert (get("{nested}").status, get("{nested}").header("content-type")) == (200, HTML)


def test_a_page_in_a_folder_is_byte_for_byte_its_index_html(get, site, site_paths):
    assert get("{nested}").body == (site / site_paths["nested"][1:] / "index.html").read_bytes()


def test_a_script_is_200_as_javascript_in_utf8(get):
    answer = get("{asset}")
    assert (answer.status, answer.header("content-type")) == \
        (200, "application/javascript; charset=utf-8")


def test_a_script_is_byte_for_byte_the_file(get, site, site_paths):
    assert get("{asset}").body == (site / site_paths["asset"][1:]).read_bytes()


def test_a_script_is_cached_for_a_year_immutable(get):
    assert get("{asset}").header("cache-control") == A_YEAR


def test_theme_css_a_name_kept_across_builds_lives_ten_minutes(get):
    answer = get("/theme.css")
    assert (answer.status, answer.header("cache-control")) == (200, "public, max-age=600")


def test_theme_css_is_css_in_utf8(get):
    assert get("/theme.css").header("content-type") == "text/css; charset=utf-8"


def test_the_pages_stylesheet_named_by_its_content_is_cached_for_a_year(get, site_paths):
    assert site_paths["named_stylesheet"], \
        "the home page links no stylesheet named by its content (/assets/theme-<hash>.css)"
    answer = get("{named_stylesheet}")
    assert (answer.status, answer.header("cache-control")) == (200, A_YEAR)


def test_the_pages_stylesheet_is_byte_for_byte_the_file(get, site, site_paths):
    assert site_paths["named_stylesheet"]
    assert get("{named_stylesheet}").body == \
        (site / site_paths["named_stylesheet"][1:]).read_bytes()


def test_the_news_feed_is_atom(get, site):
    assert (site / "news/atom.xml").is_file(), "the site's news feed is missing"
    answer = get("/news/atom.xml")
    assert (answer.status, answer.header("content-type")) == \
        (200, "application/atom+xml; charset=utf-8")


def test_the_news_feed_is_byte_for_byte_the_file(get, site):
    assert get("/news/atom.xml").body == (site / "news/atom.xml").read_bytes()


@pytest.mark.parametrize("path", ["/", "{nested}", "{asset}", "/theme.css", "/news/atom.xml"])
def test_carries_exactly_the_headers_of_headers_file(get, expected_headers, path):
    assert web.header_problems(get(path), expected_headers) == []


def test_over_https_a_page_is_200(get):
    assert get("{nested}", tls=True).status == 200


def test_over_https_a_page_carries_the_headers_and_strict_transport_security(get,
                                                                              expected_headers):
    assert web.header_problems(get("{nested}", tls=True), expected_headers, "https") == []
