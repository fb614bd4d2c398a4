"""nginx's own 502 and 504 on /api/, in the service's JSON: the service stopped, then a service
that accepts and never answers (its process stopped, nginx's read timeout lowered to 1 s)."""

import os
import re
import shutil
import signal

import pytest

import web
from server import logged, render


@pytest.fixture(scope="module")
def stopped(service, nginx, account):
    """The answers while the service is stopped; it starts again afterwards."""
    service.stop_service()
    try:
        answers = {
            "get": web.fetch(f"{nginx.web}/api/health/ready"),
            "post": web.post_json(f"{nginx.tls}/api/users/login", account["login"]),
        }
    finally:
        service.systemctl("start", "forms-api")
    assert web.wait_for(f"{nginx.web}/api/health", 60), "forms-api did not start again"
    return answers


@pytest.fixture(scope="module")
def stalled(service, nginx, stopped):
    """The answer of a service whose process is stopped (SIGSTOP) under a 1 s read timeout."""
    kept = nginx.site_conf.with_suffix(".kept")
    shutil.copyfile(nginx.site_conf, kept)
    render(nginx.site_conf, ("proxy_read_timeout 15s;", "proxy_read_timeout 1s;"))
    nginx.reload()
    pid = service.service_pid
    os.kill(pid, signal.SIGSTOP)
    try:
        answer = web.fetch(f"{nginx.web}/api/health/ready")
    finally:
        os.kill(pid, signal.SIGCONT)
        shutil.copyfile(kept, nginx.site_conf)
        nginx.reload()
    assert web.wait_for(f"{nginx.web}/api/health", 30), "forms-api did not answer after SIGCONT"
    return answer


def test_the_service_stopped_a_get_is_502_in_the_services_json(stopped, service_404):
    assert web.service_answer_problems(stopped["get"], 502, "unavailable", web.UNAVAILABLE,
                                       service_404) == []


def test_the_service_stopped_a_post_over_https_too_with_hsts(stopped, service_404):
    assert web.service_answer_problems(stopped["post"], 502, "unavailable", web.UNAVAILABLE,
                                       service_404) == []
    assert stopped["post"].header("strict-transport-security") == web.HSTS


def test_the_502_is_answered_at_once(stopped):
    assert stopped["get"].seconds <= 1


def test_the_access_logs_line_carries_the_502s_request_id(stopped, nginx):
    request_id = stopped["get"].header("x-request-id")
    assert request_id
    assert logged(nginx.access_log, rf"request_id={re.escape(request_id)} ")


def test_a_service_that_does_not_answer_is_504_in_the_services_json(stalled, service_404):
    assert web.service_answer_problems(stalled, 504, "unavailable", web.UNAVAILABLE,
                                       service_404) == []
