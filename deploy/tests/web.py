"""HTTP as the deployment test sees it: one request, its answer as it came over the wire.

Like curl without --compressed, an answer's body is the bytes sent (a gzipped or brotli body is
not decoded), no Accept-Encoding is sent unless a test asks for one, redirects are not followed
and no cookie is kept between requests: each check sees exactly what nginx or the service said.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

# The 5xx message of the service's JSON errors, which nginx's own 502 and 504 repeat.
UNAVAILABLE = "Something went wrong on our side. Please try again later."
NOT_FOUND = "There is no such endpoint."
TOO_LARGE = "The request body is larger than 64 KiB."
HSTS = "max-age=63072000"
JSON = "application/json; charset=utf-8"
REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


@dataclass
class Answer:
    status: int
    headers: httpx.Headers
    body: bytes
    seconds: float

    def header(self, name: str) -> str:
        """The header's values, one a line (as `grep` would list them); empty when absent."""
        return "\n".join(self.headers.get_list(name))

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")

    def __repr__(self) -> str:  # what a failed assertion shows
        return f"<{self.status} in {self.seconds:.2f} s: {self.body[:300]!r}>"


def fetch(url: str, method: str = "GET", headers: dict | None = None, content=None,
          json_body: object = None, timeout: float = 90) -> Answer:
    """One request on a fresh connection; its status, headers, raw body and time taken."""
    with httpx.Client(verify=False, timeout=timeout, follow_redirects=False) as client:
        del client.headers["accept-encoding"]
        if json_body is not None:
            content = json.dumps(json_body).encode()
            headers = {"Content-Type": "application/json", **(headers or {})}
        started = time.monotonic()
        request = client.build_request(method, url, headers=headers, content=content)
        response = client.send(request, stream=True)
        try:
            body = b"".join(response.iter_raw())
        finally:
            response.close()
        return Answer(response.status_code, response.headers, body, time.monotonic() - started)


def post_json(url: str, body: object, headers: dict | None = None) -> Answer:
    return fetch(url, "POST", headers=headers, json_body=body)


def answers_2xx(url: str) -> bool:
    try:
        return 200 <= fetch(url, timeout=10).status < 300
    except httpx.HTTPError:
        return False


def wait_for(url: str, seconds: float, alive=None) -> bool:
    """Until URL answers 2xx; False after SECONDS, or as soon as alive() says the server ended."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if answers_2xx(url):
            return True
        if alive is not None and not alive():
            return False
        time.sleep(0.2)
    return False


def parse_headers_file(path: Path) -> dict[str, str]:
    """The headers of _headers' one rule, "/*" followed by indented "Name: value" lines."""
    expected: dict[str, str] = {}
    in_rule = False
    for line in path.read_text().splitlines():
        if line and line[0] not in " \t":
            in_rule = line == "/*"
            continue
        if in_rule and ":" in line:
            name, _, value = line.strip().partition(":")
            expected[name.lower()] = value.lstrip(" ")
    return expected


def header_problems(answer: Answer, expected: dict[str, str], scheme: str = "http") -> list[str]:
    """Each header of _headers exactly once with exactly its value; Strict-Transport-Security
    on https only. The list of what differs (empty when all is right)."""
    problems = [
        f"{name}: expected {value!r}, got {answer.headers.get_list(name)!r}"
        for name, value in expected.items()
        if answer.headers.get_list(name) != [value]
    ]
    hsts = answer.headers.get_list("strict-transport-security")
    if scheme == "https" and hsts != [HSTS]:
        problems.append(f"Strict-Transport-Security: expected {HSTS!r}, got {hsts!r}")
    if scheme == "http" and hsts:
        problems.append(f"Strict-Transport-Security on plain http: {hsts!r}")
    return problems


SERVICE_HEADERS = ("content-type", "cache-control", "x-content-type-options",
                   "content-security-policy")


def service_answer_problems(answer: Answer, status: int, code: str, message: str,
                            service_404: Answer) -> list[str]:
    """nginx's own answer in the service's JSON: the status, the body byte for byte, the
    headers the service puts on every answer (those of its own 404) and a request id."""
    problems = []
    if answer.status != status:
        problems.append(f"status {answer.status}, not {status}")
    wanted = '{"code":"%s","message":"%s"}' % (code, message)
    if answer.text != wanted:
        problems.append(f"body {answer.text[:200]!r}")
    for name in SERVICE_HEADERS:
        if answer.headers.get_list(name) != service_404.headers.get_list(name):
            problems.append(f"{name}: {answer.headers.get_list(name)!r}, the service's is "
                            f"{service_404.headers.get_list(name)!r}")
    if not REQUEST_ID.fullmatch(answer.header("x-request-id")):
        problems.append(f"no sane X-Request-Id: {answer.header('x-request-id')!r}")
    return problems


def session_cookie(answer: Answer) -> str:
    return next((c for c in answer.headers.get_list("set-cookie")
                 if c.startswith("iaaii_session=")), "")


def is_secure(cookie: str) -> bool:
    return re.search(r";\s*secure(;|$)", cookie, re.IGNORECASE) is not None
