"""Shared fixtures of the deployment test: the server in a folder, the forms service started as
its unit starts it, nginx with deploy/nginx/ in front of it, and a throw-away PostgreSQL.

    python -m pytest deploy/tests --site-dir DIST --forms-api BIN

--site-dir (or DEPLOY_SITE_DIR) is a site built by `ssg build`, default dist/; --forms-api (or
FORMS_API_BIN) the service's binary, default target/debug/forms-api. DEPLOY_TEST_KEEP=1 keeps
the temporary folder (the guide's steps and their output in steps/). Builds nothing.

The modules share one server, so they run in the order of MODULES: the checks that read come
first, then those that stop the service or nginx's upstream, then the guide on SQLite, then on
PostgreSQL (which moves the service there for good), and nginx's error log last.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

import web
from forms import example, mailed_token, reference_of
from nginx import Nginx
from postgres import Postgres
from server import Server

MODULES = [
    "test_deploy_files.py",
    "test_publishing.py",
    "test_service_unit.py",
    "test_nginx_config.py",
    "test_static_files.py",
    "test_compression.py",
    "test_redirects.py",
    "test_not_found.py",
    "test_api_proxy.py",
    "test_request_ids.py",
    "test_body_limit.py",
    "test_sessions.py",
    "test_upstream_errors.py",
    "test_service_log.py",
    "test_guide_sqlite.py",
    "test_guide_postgresql.py",
    "test_postgres_outage.py",
    "test_no_password_in_output.py",
    "test_systemd_units.py",
    "test_nginx_log.py",
]

def pytest_addoption(parser):
    parser.addoption("--site-dir", default=os.environ.get("DEPLOY_SITE_DIR", "dist"),
                     help="a site built by `ssg build` (DEPLOY_SITE_DIR; default dist/)")
    parser.addoption("--forms-api", default=os.environ.get("FORMS_API_BIN",
                                                           "target/debug/forms-api"),
                     help="the service's binary (FORMS_API_BIN; default target/debug/forms-api)")


def pytest_collection_modifyitems(items):
    """The modules in the order of MODULES; tests keep their order within a module."""
    def rank(item):
        name = item.path.name
        return MODULES.index(name) if name in MODULES else len(MODULES)
    items.sort(key=rank)  # a stable sort


def pytest_configure(config):
    site = Path(config.getoption("--site-dir")).resolve()
    for name, why in (("index.html", "build the site first (ssg build)"), ("404.html", ""),
                      ("_headers", "build the site with the current ssg")):
        if not (site / name).is_file():
            raise pytest.UsageError(f"{site / name} is missing{': ' + why if why else ''}")
    binary = Path(config.getoption("--forms-api")).resolve()
    if not (binary.is_file() and os.access(binary, os.X_OK)):
        raise pytest.UsageError(f"{binary} is not an executable: build forms-api first")


@pytest.fixture(scope="session")
def site(pytestconfig) -> Path:
    return Path(pytestconfig.getoption("--site-dir")).resolve()


@pytest.fixture(scope="session")
def expected_headers(site) -> dict[str, str]:
    expected = web.parse_headers_file(site / "_headers")
    assert expected, f"{site}/_headers has no header under /*"
    return expected


@pytest.fixture(scope="session")
def server(pytestconfig):
    tmp = Path(tempfile.mkdtemp(prefix="deploy-test."))
    tmp.chmod(0o755)
    server = Server(tmp, Path(pytestconfig.getoption("--forms-api")).resolve())
    yield server
    if os.environ.get("DEPLOY_TEST_KEEP"):
        print(f"kept {tmp}")
    else:
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def published(site, server):
    """The site packed on a build machine and published on the server (the guide's steps)."""
    shutil.copytree(site, server.build / "dist", symlinks=True)
    return server.run_steps(server.build, "package-site", "install-site")


@pytest.fixture(scope="session")
def service(server):
    """forms-api, started as deploy/forms-api.service starts it."""
    server.install_service()
    server.start_service()
    yield server
    server.stop_service()


@pytest.fixture(scope="session")
def nginx(server, published, service):
    proxy = Nginx(server.tmp / "nginx", server.www, server.api_port)
    # An old address of a page, as the build lists a page's `aliases:` in redirects.map (the
    # build's own lines are tested by ssg's aliases test): the map of iaaii.conf answers it.
    redirects_map = server.www / "redirects.map"
    proxy.built_redirects_map = redirects_map.is_file()
    with redirects_map.open("a") as lines:
        lines.write("/old-address-of-mission /mission/;\n/old-address-of-mission/ /mission/;\n")
    proxy.config_check = proxy.check_config()
    if proxy.config_check.returncode != 0:
        pytest.fail(f"nginx -t rejects the config:\n{proxy.config_check.stderr}")
    proxy.start()
    yield proxy
    proxy.stop()


@pytest.fixture(scope="session")
def service_404(service) -> web.Answer:
    """The service's own answer to an unknown path, fetched directly: its error headers."""
    return web.fetch(f"{service.api}/api/no-such-endpoint")


@pytest.fixture(scope="session")
def openapi(service) -> dict:
    """The OpenAPI document the service serves: the requests' examples come from it."""
    return json.loads(web.fetch(f"{service.api}/api/openapi.json").body)


@pytest.fixture(scope="session")
def account(nginx, service, openapi):
    """An account made through nginx from the sign-up example: its answers and credentials."""
    details = example(openapi, "SignupRequest")
    details["email"] = f"deploy-test-{os.getpid()}@example.org"
    signup = web.post_json(f"{nginx.web}/api/users/signup", details)
    token = mailed_token(service.state, details["email"], "confirm-email")
    confirm = web.post_json(f"{nginx.web}/api/users/confirm-email", {"token": token})
    login = example(openapi, "LoginRequest")
    login.update(email=details["email"], password=details["password"])
    return {"signup": signup, "confirm": confirm, "login": login}


@pytest.fixture(scope="session")
def apply(nginx, service, openapi):
    """apply(EMAIL): submits the application example as EMAIL through nginx, follows the link
    mailed to EMAIL; its reference (empty when none came)."""
    def submit(email: str) -> str:
        details = example(openapi, "ApplicationRequest")
        details["email"] = email
        web.post_json(f"{nginx.web}/api/users/submit-form", details)
        token = mailed_token(service.state, email, "confirm-application")
        answer = web.post_json(f"{nginx.web}/api/users/confirm-application", {"token": token})
        return reference_of(answer.text)
    return submit


@pytest.fixture(scope="session")
def postgres(server, nginx):
    """The test's PostgreSQL, named to the guide's steps (the localize script's port, PGHOST and
    PGPORT)."""
    database = Postgres(server.tmp / "postgres")
    server.pg_port = database.port
    server.pg_env = database.env
    server.write_localize()
    yield database
    server.pg_env = {}
    server.stop_service()  # before its database goes
    database.remove()


@pytest.fixture(scope="session")
def pg_setup(server, postgres):
    """The guide's role and database (docs/deployment-postgresql.md, step 2)."""
    return server.run_steps(server.admin, "pg-setup")


@pytest.fixture(scope="session")
def on_postgres(server, nginx, pg_setup):
    """The service restarted on PostgreSQL (its environment file now names it); ready."""
    server.systemctl("restart", "forms-api")
    web.wait_for(f"{nginx.web}/api/health/ready", 70)
    return web.fetch(f"{nginx.web}/api/health/ready")



@pytest.fixture(scope="session")
def site_paths(site) -> dict[str, str]:
    """The addresses the checks ask for: a page in a folder, a script, the pages' stylesheet
    named by its content, unknown addresses."""
    pages = sorted(path.parent.name for path in site.glob("*/index.html"))
    scripts = sorted(str(path.relative_to(site)) for path in (site / "assets").rglob("*.js")
                     if path.stat().st_size > 1024)
    assert pages, f"{site} has no page in a folder"
    assert scripts, f"{site}/assets has no script"
    stylesheet = re.search(r'<link rel="stylesheet" href="(/assets/theme-[0-9a-f]*\.css)">',
                           (site / "index.html").read_text())
    unknown = f"no-such-page-{os.getpid()}"
    return {"nested": f"/{pages[0]}/", "slashless": f"/{pages[0]}", "asset": f"/{scripts[0]}",
            "named_stylesheet": stylesheet.group(1) if stylesheet else "",
            "unknown": f"/{unknown}/", "unknown_fr": f"/fr/{unknown}/",
            "unknown_es": f"/es/{unknown}/", "unknown_asset": f"/assets/{unknown}.js"}


@pytest.fixture(scope="session")
def get(nginx, site_paths):
    """get(PATH, tls=False, accept_encoding=None): nginx's answer, asked once per session.
    PATH may name an address of site_paths, as "{nested}"."""
    answers: dict[tuple, web.Answer] = {}

    def answer(path: str, tls: bool = False, accept_encoding: str | None = None) -> web.Answer:
        key = (path.format(**site_paths), tls, accept_encoding)
        if key not in answers:
            headers = {"Accept-Encoding": accept_encoding} if accept_encoding else None
            base = nginx.tls if tls else nginx.web
            answers[key] = web.fetch(base + key[0], headers=headers)
        return answers[key]
    return answer
