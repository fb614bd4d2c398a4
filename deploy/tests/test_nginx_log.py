"""Last: nginx logged no serious error in the whole run."""

import re


def test_nginx_logged_no_serious_error(nginx):
    log = nginx.error_log.read_text() if nginx.error_log.exists() else ""
    assert not re.search(r"\[(emerg|alert|crit)\]", log, re.IGNORECASE), log
