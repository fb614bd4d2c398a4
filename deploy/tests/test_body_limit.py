"""The body limit is 64 KiB on both sides: one byte more is refused by nginx with the service's
own answer (announced, chunked, over https), exactly 64 KiB reaches the service."""

import pytest

import web

JSON_TYPE = {"Content-Type": "application/json"}
TOO_LARGE = b"a" * 65537


@pytest.fixture(scope="module")
def direct(service):
    """The service's own 413, asked directly."""
    return web.fetch(f"{service.api}/api/users/signup", "POST", JSON_TYPE, TOO_LARGE)


@pytest.fixture(scope="module")
def refused(nginx):
    return web.fetch(f"{nginx.web}/api/users/signup", "POST", JSON_TYPE, TOO_LARGE)


def test_one_byte_over_is_refused_by_nginx_as_the_service_would(refused, service_404):
    assert web.service_answer_problems(refused, 413, "too_large", web.TOO_LARGE,
                                       service_404) == []


def test_nginxs_413_is_the_services_own_byte_for_byte(refused, direct):
    assert (direct.status, refused.body) == (413, direct.body)


def test_70_kb_over_https_is_the_same_413_with_strict_transport_security(nginx, service_404):
    answer = web.fetch(f"{nginx.tls}/api/users/submit-form", "POST", JSON_TYPE, b"a" * 70000)
    assert web.service_answer_problems(answer, 413, "too_large", web.TOO_LARGE,
                                       service_404) == []
    assert answer.header("strict-transport-security") == web.HSTS


def test_the_same_body_in_chunks_is_the_same_413(nginx, direct):
    def chunks():  # no length announced: Transfer-Encoding: chunked
        for start in range(0, len(TOO_LARGE), 8192):
            yield TOO_LARGE[start:start + 8192]
    answer = web.fetch(f"{nginx.web}/api/users/signup", "POST", JSON_TYPE, chunks())
    assert (answer.status, answer.body) == (413, direct.body)


def test_exactly_64_kib_reaches_the_service(nginx):
    answer = web.fetch(f"{nginx.web}/api/users/signup", "POST", JSON_TYPE, b"a" * 65536)
    assert (answer.status, answer.header("content-type"), answer.body[:9]) == \
        (400, web.JSON, b'{"code":"')
