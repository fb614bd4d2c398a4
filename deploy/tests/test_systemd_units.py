"""The systemd units pass systemd's own checks: `systemd-analyze verify` with no error and no
warning for the service and the purge and backup services and timers, and `systemd-analyze
security` rating the service's exposure at most 2.0 of 10."""

import shutil
import subprocess

import pytest

from server import REPO, render

UNITS = sorted(path.name for pattern in ("forms-api*.service", "forms-api*.timer")
               for path in (REPO / "deploy").glob(pattern))
pytestmark = pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                                reason="systemd-analyze is not installed")


@pytest.fixture(scope="module")
def units(tmp_path_factory, server):
    """The units, their binary pointed at the one under test (verify looks for it)."""
    folder = tmp_path_factory.mktemp("unit")
    for name in UNITS:
        shutil.copyfile(REPO / "deploy" / name, folder / name)
    binary = str(server.forms_api)
    render(folder / "forms-api.service", ("ExecStart=/usr/local/bin/forms-api",
                                          f"ExecStart={binary}"))
    render(folder / "forms-api-purge.service", ("ExecStart=/usr/local/bin/forms-api",
                                                f"ExecStart={binary}"))
    render(folder / "forms-api-backup.service", ("exec /usr/local/bin/forms-api",
                                                 f"exec {binary}"))
    return folder


def test_every_unit_is_checked():
    assert len(UNITS) == 5, UNITS


@pytest.mark.parametrize("name", UNITS)
def test_systemd_analyze_verify_finds_no_error_and_no_warning(units, name):
    verify = subprocess.run(["systemd-analyze", "verify", str(units / name)],
                            capture_output=True, text=True)
    assert (verify.returncode, verify.stdout + verify.stderr) == (0, "")


def test_the_services_exposure_is_at_most_2_of_10(units):
    # --threshold is in tenths.
    security = subprocess.run(["systemd-analyze", "security", "--offline=yes", "--threshold=20",
                               str(units / "forms-api.service")], capture_output=True, text=True)
    assert security.returncode == 0, security.stdout[-2000:]
