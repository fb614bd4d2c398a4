"""What the forms service gives the tests: requests from its OpenAPI document's examples, the
links it mails (read from its outbox), and the references of applications."""

from __future__ import annotations

import quopri
import re
import time
from pathlib import Path


def example(openapi: dict, schema: str) -> dict:
    """The example the OpenAPI document gives for SCHEMA, a fresh copy."""
    return dict(openapi["components"]["schemas"][schema]["example"])


def mailed_token(state: Path, address: str, link: str) -> str:
    """The token of the LINK (confirm-email, confirm-application) mailed to ADDRESS, read from
    the outbox; empty when none came within 10 s."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for mail in sorted((state / "outbox").glob("*.eml")):
            raw = mail.read_bytes()
            if re.search(rb"^To: " + re.escape(address.encode()), raw, re.M):
                found = re.search(link.encode() + rb"#token=([0-9a-f]{64})",
                                  quopri.decodestring(raw))
                if found:
                    return found.group(1).decode()
        time.sleep(0.1)
    return ""


def reference_of(text: str) -> str:
    found = re.search(r"IAAII-[0-9]+-[0-9]+", text)
    return found.group(0) if found else ""


def references_after(later: str, earlier: str) -> bool:
    """LATER's number is above EARLIER's (both given)."""
    def number(reference: str) -> int:
        return int(reference.rsplit("-", 1)[1])
    return bool(later and earlier) and number(later) > number(earlier)
