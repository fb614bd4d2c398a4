"""The database's password is in no output: the service's log, the guide's steps, nginx's logs
and the backup unit's."""

import re

from server import needs_root

pytestmark = needs_root


def test_the_database_password_is_in_no_output(service, nginx, pg_setup):
    found = re.search(r"^DATABASE_URL=postgres://forms:([^@]*)@", service.env_file.read_text(),
                      re.M)
    assert found and found.group(1)
    password = found.group(1).encode()
    outputs = [service.service_log, service.tmp / "backup-unit.log",
               *service.steps.rglob("*"), *nginx.error_log.parent.rglob("*")]
    assert [str(path) for path in outputs if path.is_file() and password in path.read_bytes()] \
        == []
