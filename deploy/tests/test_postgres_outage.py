"""PostgreSQL stopped under the service: readiness says so at once with the reason, liveness
stays, a sign-in is the service's own JSON 503 (not nginx's 504) whose request id is in its log,
the metrics show the database down without waiting for the pool; and once the database is back,
the service is ready again by itself."""

import re

import pytest

import web
from server import needs_root

pytestmark = needs_root


@pytest.fixture(scope="module")
def outage(service, nginx, postgres, on_postgres, account):
    """The answers while PostgreSQL is stopped, and whether the service was ready within 30 s
    of its start again."""
    postgres.stop_server()
    try:
        answers = {
            "ready": web.fetch(f"{nginx.web}/api/health/ready"),
            "live": web.fetch(f"{nginx.web}/api/health/live"),
            "login": web.post_json(f"{nginx.web}/api/users/login", account["login"]),
            "metrics": web.fetch(f"{service.api}/api/metrics"),
        }
    finally:
        postgres.start_server()
    answers["back"] = web.wait_for(f"{nginx.web}/api/health/ready", 30)
    return answers


def test_readiness_is_the_services_own_503_with_the_reason(outage):
    answer = outage["ready"]
    assert answer.status == 503, answer
    assert answer.text.count('"status":"unavailable"') == 1, answer
    assert re.search(r'"reason":"[^"]', answer.text), answer


def test_readiness_answers_within_5_s(outage):
    assert outage["ready"].seconds <= 5


def test_liveness_is_200_while_the_process_runs(outage):
    assert outage["live"].status == 200


def test_a_sign_in_is_the_services_json_503_within_5_s(outage):
    answer = outage["login"]
    assert (answer.status, answer.header("content-type")) == (503, web.JSON), answer
    assert answer.seconds <= 5


def test_the_services_error_line_for_the_sign_in_carries_its_request_id(service, outage):
    request_id = outage["login"].header("x-request-id")
    assert request_id
    lines = [line for line in service.service_log.read_text().splitlines() if request_id in line]
    assert any(re.search("error|warn", line, re.IGNORECASE) for line in lines), lines


def test_metrics_show_the_database_down_without_waiting_for_the_pool(outage):
    answer = outage["metrics"]
    assert re.search(r"^forms_database_up 0$", answer.text, re.M), answer
    assert answer.seconds <= 2.9, answer


def test_postgresql_back_the_service_is_ready_again_by_itself(outage):
    assert outage["back"]
