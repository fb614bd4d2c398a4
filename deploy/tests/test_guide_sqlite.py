"""docs/deployment.md on SQLite, its marked steps run as written: the health check, a backup by
hand and the backup unit, a restored copy refused until the references move on, the restore, the
export, the mail queue's queries, and an upgrade followed by a rollback.

Each step is a fixture that runs after the one before it, as an operator would run them."""

import os
import re
import shutil
import sqlite3
import time

import pytest

import web
from forms import references_after
from server import needs_root, owner_and_mode

pytestmark = needs_root
TAG = os.getpid()
STAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z")


def private_to_user(server, path) -> bool:
    return path.exists() and owner_and_mode(path) == f"{server.user} 600"


@pytest.fixture(scope="module")
def health(service, nginx):
    return service.run_steps(service.admin, "health")


@pytest.fixture(scope="module")
def kept(apply, health):
    """An application acknowledged before the backup."""
    return apply(f"kept-{TAG}@example.org")


@pytest.fixture(scope="module")
def backup(service, kept):
    return service.run_steps(service.admin, "sqlite-backup")


@pytest.fixture(scope="module")
def nightly(service, backup):
    """The backup unit's copy."""
    return next(iter(sorted((service.state / "backups").glob("forms-*.db"))), None)


@pytest.fixture(scope="module")
def cleaned(service, nightly):
    """The backup unit run again beside a copy of 20 days and one of 2: which are left."""
    backups = service.state / "backups"
    old, recent = backups / "forms-2000-01-01T000000Z.db", backups / "forms-2000-01-02T000000Z.db"
    for path, days in ((old, 20), (recent, 2)):
        path.touch()
        stamp = time.time() - days * 86400
        os.utime(path, (stamp, stamp))
    # The unit's copy is named by the second: wait for the next one.
    taken = STAMP.search(nightly.name).group(0) if nightly else ""
    while time.strftime("%Y-%m-%dT%H%M%SZ", time.gmtime()) == taken:
        time.sleep(0.05)
    unit = service.systemctl("start", "forms-api-backup")
    (service.tmp / "backup-unit.log").write_text(unit.stdout + unit.stderr)
    left = (old.exists(), recent.exists())
    recent.unlink(missing_ok=True)
    return left


@pytest.fixture(scope="module")
def lost(apply, cleaned):
    """An application acknowledged after the backup: lost by the restore."""
    return apply(f"lost-{TAG}@example.org")


@pytest.fixture(scope="module")
def refused(service, lost):
    """serve on a restored copy before 'applications continue-after': (ended, its last lines)."""
    service.stop_service()
    database = service.state / "forms.db"
    shutil.copyfile(service.state / "backups/before-upgrade.db", database)
    shutil.chown(database, service.user, service.group)
    database.chmod(0o600)
    for extra in ("forms.db-wal", "forms.db-shm"):
        (service.state / extra).unlink(missing_ok=True)
    service.systemctl("start", "forms-api")
    ended = service.wait_until_dead(service.service_pid, 10)
    tail = "\n".join(service.service_log.read_text().splitlines()[-5:])
    service.stop_service()
    return ended, tail


@pytest.fixture(scope="module")
def restore(service, nginx, refused):
    run = service.run_steps(service.admin, "sqlite-restore")
    web.wait_for(f"{nginx.web}/api/health/ready", 30)
    return run


@pytest.fixture(scope="module")
def after_restore(apply, restore):
    return apply(f"after-restore-{TAG}@example.org")


@pytest.fixture(scope="module")
def export(service, after_restore):
    return service.run_steps(service.admin, "applications")


@pytest.fixture(scope="module")
def mail_queue(service, export):
    return service.run_steps(service.admin, "sqlite-mail-queue")


@pytest.fixture(scope="module")
def upgrade(service, nginx, mail_queue):
    run = service.run_steps(service.build, "upgrade", "rollback")
    web.wait_for(f"{nginx.web}/api/health/ready", 30)
    return run


def test_the_health_step_runs_as_written(health):
    assert health.ok, health


def test_the_health_step_printed_the_readiness_answer(health):
    assert '{"status":"ok"}' in health.log


def test_an_application_through_nginx_is_acknowledged_with_a_reference(kept):
    assert kept


def test_the_backup_step_runs_as_written(backup):
    assert backup.ok, backup


def test_the_backup_by_hand_is_the_service_users_alone(service, backup):
    assert private_to_user(service, service.state / "backups/before-upgrade.db")


def test_the_backup_units_copy_is_named_by_utc_time_and_private(service, nightly):
    assert nightly and re.fullmatch(rf"forms-{STAMP.pattern}\.db", nightly.name)
    assert private_to_user(service, nightly)


@pytest.mark.parametrize("copy", ["by hand", "by the unit"])
def test_the_backup_holds_the_application(service, nightly, copy):
    path = service.state / "backups/before-upgrade.db" if copy == "by hand" else nightly
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as database:
        assert database.execute("SELECT count(*) FROM applications").fetchone()[0] >= 1


def test_the_backup_unit_deletes_copies_older_than_14_days_and_keeps_the_others(cleaned):
    assert cleaned == (False, True)


def test_serve_refuses_a_restored_copy_until_continue_after_ran(refused):
    ended, tail = refused
    assert ended and "continue-after" in tail, tail


def test_the_restore_step_runs_as_written(restore):
    assert restore.ok, restore


def test_after_the_restore_references_follow_the_one_the_guide_names(after_restore, lost):
    # Not one mailed before the restore.
    assert references_after(after_restore, lost), (after_restore, lost)


def test_after_the_restore_the_application_acknowledged_before_the_backup_is_there(
        service, kept, after_restore):
    assert kept and kept in service.forms_admin("applications", "export", "--format", "csv")


def test_the_applications_step_runs_as_written(export):
    assert export.ok, export


def test_the_export_holds_the_applications(service, kept, export):
    assert kept and kept in (service.admin / "applications.csv").read_text()


def test_the_mail_queue_step_runs_as_written(mail_queue):
    assert mail_queue.ok, mail_queue


def test_the_upgrade_and_rollback_steps_run_as_written(upgrade):
    assert upgrade.ok, upgrade


def test_the_upgrade_took_its_backup_first(service, upgrade):
    assert list((service.state / "backups").glob("before-upgrade-*.db"))


def test_after_the_rollback_the_service_is_ready_again(nginx, upgrade):
    assert web.fetch(f"{nginx.web}/api/health/ready").status == 200
