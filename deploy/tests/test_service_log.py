"""The service's log (its journal under systemd): plain text, and a start-up line that says
which version runs, on which database, and where mail goes."""

import re


def test_no_terminal_colour_codes_in_the_log(service):
    assert "\x1b[" not in service.service_log.read_text()


def test_the_start_up_line_names_the_version_and_the_backend(service):
    assert re.search(r"version.*sqlite|sqlite.*version", service.service_log.read_text(),
                     re.IGNORECASE)


def test_the_start_up_line_names_mail_going_to_a_folder(service):
    assert "outbox" in service.service_log.read_text().lower()
