"""Redirects: a page's address without its slash, and a page's old addresses (redirects.map)."""

import pytest

import web


def test_a_page_without_its_slash_redirects_to_the_page(get, site_paths):
    answer = get("{slashless}")
    assert (answer.status, answer.header("location")) == (301, site_paths["nested"])


def test_an_old_address_of_a_page_is_a_301_to_the_page(get):
    answer = get("/old-address-of-mission")
    assert (answer.status, answer.header("location")) == (301, "/mission/")


def test_an_old_address_with_a_trailing_slash_too(get):
    answer = get("/old-address-of-mission/")
    assert (answer.status, answer.header("location")) == (301, "/mission/")


@pytest.mark.parametrize("path", ["{slashless}", "/old-address-of-mission"])
def test_a_redirect_carries_exactly_the_headers_of_headers_file(get, expected_headers, path):
    assert web.header_problems(get(path), expected_headers) == []
