"""Request ids: nginx's $request_id goes to the service, comes back in the answer and is in the
access log; the service keeps a sane id it is given and replaces any other."""

import re

import pytest

import web
from server import logged


@pytest.fixture(scope="module")
def traced(nginx):
    return web.fetch(f"{nginx.web}/api/health/ready")


def test_an_answer_through_nginx_carries_nginxs_request_id(traced):
    assert re.fullmatch(r"[0-9a-f]{32}", traced.header("x-request-id"))


def test_the_access_logs_line_for_the_request_has_its_id(traced, nginx):
    request_id = re.escape(traced.header("x-request-id"))
    assert request_id
    assert logged(nginx.access_log,
                  rf'"GET /api/health/ready HTTP/1.1" 200 .* request_id={request_id} ')


def test_a_clients_own_request_id_does_not_replace_nginxs(nginx):
    answer = web.fetch(f"{nginx.web}/api/health/ready",
                       headers={"X-Request-Id": "chosen-by-the-client"})
    assert answer.header("x-request-id") not in ("", "chosen-by-the-client")


def test_the_service_answers_a_sane_request_id_with_the_same(service):
    answer = web.fetch(f"{service.api}/api/health/live",
                       headers={"X-Request-Id": "balancer.id-42_A"})
    assert answer.header("x-request-id") == "balancer.id-42_A"


def test_the_service_replaces_an_id_that_is_not_sane_with_its_own(service):
    answer = web.fetch(f"{service.api}/api/health/live",
                       headers={"X-Request-Id": "no spaces/or slashes"})
    assert web.REQUEST_ID.fullmatch(answer.header("x-request-id"))
