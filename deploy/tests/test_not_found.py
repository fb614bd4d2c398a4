"""Unknown addresses: 404 with the site's page (its language's under /fr/ and /es/), and the
build's own files (_headers, _redirects, redirects.map) never served."""

import pytest

import web

NOT_FOUND = {"{unknown}": "404.html", "{unknown_fr}": "fr/404.html",
             "{unknown_es}": "es/404.html", "{unknown_asset}": "404.html",
             "/404.html": "404.html"}


@pytest.mark.parametrize("path", list(NOT_FOUND))
def test_an_unknown_address_is_404(get, path):
    assert get(path).status == 404


@pytest.mark.parametrize("path", list(NOT_FOUND))
def test_an_unknown_address_shows_its_404_page(get, site, path):
    assert get(path).body == (site / NOT_FOUND[path]).read_bytes()


@pytest.mark.parametrize("path", list(NOT_FOUND))
def test_a_404_carries_exactly_the_headers_of_headers_file(get, expected_headers, path):
    assert web.header_problems(get(path), expected_headers) == []


@pytest.mark.parametrize("path", ["/_headers", "/_redirects", "/redirects.map"])
def test_the_builds_own_file_is_not_served(get, path):
    assert get(path).status == 404
