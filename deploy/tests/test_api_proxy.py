"""/api/ through nginx: the health paths and the OpenAPI document served, the service's own
headers on its answers, the browsable docs and the metrics closed to the outside."""

import re

import pytest

import web

OK = b'{"status":"ok"}'


@pytest.mark.parametrize("path", ["/api/health/live", "/api/health/ready"])
def test_health_through_nginx_is_200_ok(get, path):
    assert (get(path).status, get(path).body) == (200, OK)


def test_the_old_health_path_answers_as_readiness(get):
    answer = get("/api/health")
    assert (answer.status, answer.body, answer.header("content-type")) == (200, OK, web.JSON)


def test_the_openapi_document_is_served_through_nginx(get):
    assert get("/api/openapi.json").status == 200


def test_the_services_answers_carry_its_own_csp_not_the_pages(get):
    assert get("/api/openapi.json").header("content-security-policy") == \
        "default-src 'none'; frame-ancestors 'none'"


def test_the_browsable_docs_are_closed_as_an_unknown_path(get, service_404):
    assert web.service_answer_problems(get("/api/docs"), 404, "not_found", web.NOT_FOUND,
                                       service_404) == []


def test_the_browsable_docs_with_a_slash_too(get):
    assert get("/api/docs/").status == 404


def test_metrics_are_served_to_a_scraper_on_this_machine(service):
    answer = web.fetch(f"{service.api}/api/metrics")
    assert answer.status == 200
    assert re.search(r"^# TYPE forms_", answer.text, re.M)


def test_metrics_are_not_served_through_nginx(get, service_404):
    assert web.service_answer_problems(get("/api/metrics"), 404, "not_found", web.NOT_FOUND,
                                       service_404) == []
