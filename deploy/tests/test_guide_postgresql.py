"""docs/deployment-postgresql.md against a real PostgreSQL whose TCP connections need a password:
the guide's role and database, the service moved there, backups by hand and by the unit, the
restore with the references moved on, and the mail queue's queries.

Each step is a fixture that runs after the one before it, as an operator would run them."""

import os
import re
import subprocess

import pytest

import web
from forms import references_after
from server import needs_root, owner_and_mode

pytestmark = needs_root
TAG = os.getpid()


def private_to_user(server, path) -> bool:
    return path.exists() and owner_and_mode(path) == f"{server.user} 600"


@pytest.fixture(scope="module")
def kept(apply, on_postgres):
    return apply(f"pg-kept-{TAG}@example.org")


@pytest.fixture(scope="module")
def backup(service, kept):
    return service.run_steps(service.admin, "pg-backup")


@pytest.fixture(scope="module")
def nightly(service, backup):
    return next(iter(sorted((service.state / "backups").glob("forms-*.dump"))), None)


@pytest.fixture(scope="module")
def lost(apply, nightly):
    return apply(f"pg-lost-{TAG}@example.org")


@pytest.fixture(scope="module")
def restore(service, nginx, lost):
    run = service.run_steps(service.admin, "pg-restore")
    web.wait_for(f"{nginx.web}/api/health/ready", 70)
    return run


@pytest.fixture(scope="module")
def after_restore(apply, restore):
    return apply(f"pg-after-{TAG}@example.org")


@pytest.fixture(scope="module")
def mail_queue(service, after_restore):
    return service.run_steps(service.admin, "pg-mail-queue", "pg-drop-old")


def test_the_setup_step_runs_as_written(pg_setup):
    assert pg_setup.ok, pg_setup


def test_the_environment_file_is_still_roots_alone_with_database_url(service, pg_setup):
    assert owner_and_mode(service.env_file) == "root 600"
    assert re.search(r"^DATABASE_URL=postgres://forms:", service.env_file.read_text(), re.M)


def test_pgpass_is_roots_alone(service, pg_setup):
    assert owner_and_mode(service.root / "root/.pgpass") == "root 600"


def test_the_server_asks_for_the_password_on_tcp(service, postgres, pg_setup):
    # The test is not fooled by a server that trusts every connection.
    attempt = subprocess.run(
        [str(postgres.bin / "psql"), "-X", "-h", "127.0.0.1", "-p", str(postgres.port), "-U",
         "forms", "-d", "iaaii_forms", "-w", "-c", "SELECT 1"],
        env={**service.env, "HOME": str(service.tmp / "nowhere"), "PGPASSWORD": ""},
        capture_output=True, text=True)
    assert attempt.returncode != 0 and "password" in attempt.stderr, attempt.stderr


def test_the_service_restarted_on_postgresql_is_ready(on_postgres):
    assert on_postgres.status == 200, on_postgres


def test_its_start_up_line_names_the_backend(service, on_postgres):
    assert "postgres" in service.service_log.read_text().lower()


def test_an_application_on_postgresql_is_acknowledged(kept):
    assert kept


def test_the_backup_step_runs_as_written(backup):
    assert backup.ok, backup


def test_the_backup_by_hand_is_the_service_users_alone(service, backup):
    assert private_to_user(service, service.state / "backups/before-upgrade.dump")


def test_the_backup_units_copy_is_a_private_archive_named_by_utc_time(service, postgres, nightly):
    assert nightly and re.fullmatch(r"forms-[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z\.dump",
                                    nightly.name)
    assert private_to_user(service, nightly)
    listed = subprocess.run([str(postgres.bin / "pg_restore"), "--list", str(nightly)],
                            capture_output=True, text=True)
    assert listed.returncode == 0, listed.stderr


def test_the_restore_step_runs_as_written(restore):
    assert restore.ok, restore


def test_after_the_restore_references_follow_the_one_the_guide_names(after_restore, lost):
    assert references_after(after_restore, lost), (after_restore, lost)


def test_after_the_restore_the_application_acknowledged_before_the_backup_is_there(
        service, kept, after_restore):
    assert kept and kept in service.forms_admin("applications", "export", "--format", "csv")


def test_the_mail_queue_and_drop_old_steps_run_as_written(mail_queue):
    assert mail_queue.ok, mail_queue
