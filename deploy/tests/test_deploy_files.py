"""The deployment files agree with each other and with the guides: every step the tests run is
marked in the guides, every file of deploy/ they name exists, forms-admin's defaults are the
unit's, and nginx's upstream is where the unit makes the service listen."""

import glob
import re

import pytest

from server import GUIDES, MARKED_STEPS, REPO, guide_step


def unit_env(name: str) -> str:
    """The unit's Environment=NAME= value(s)."""
    text = (REPO / "deploy/forms-api.service").read_text()
    return "\n".join(re.findall(rf"^Environment={name}=(.*)$", text, re.M))


def admin_default(name: str) -> str:
    return "\n".join(re.findall(rf"^{name}=(.*)$", (REPO / "deploy/forms-admin").read_text(),
                                re.M))


@pytest.mark.parametrize("name", MARKED_STEPS)
def test_the_step_is_marked_in_the_guides(name):
    assert guide_step(name).strip(), f"no step marked '<!-- test-deploy: {name} -->'"


def test_every_file_of_deploy_the_guides_name_exists():
    named = sorted({file for guide in GUIDES for file in
                    re.findall(r"deploy/[A-Za-z0-9_./*-]*[A-Za-z0-9*]", guide.read_text())})
    assert named
    assert [file for file in named if not glob.glob(str(REPO / file))] == []


@pytest.mark.parametrize("name", ["DATABASE_URL", "MAIL_OUTBOX"])
def test_forms_admin_default_is_the_units(name):
    assert unit_env(name)
    assert admin_default(name) == unit_env(name)


def test_nginx_upstream_is_where_the_unit_makes_the_service_listen():
    assert f"server {unit_env('FORMS_LISTEN')};" in (REPO / "deploy/nginx/iaaii.conf").read_text()
