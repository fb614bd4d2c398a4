#!/usr/bin/env python3
"""Make an admin on a running forms-api and print a session token that has passed two-step
verification, so a test tool can reach the staff operations past their access checks.

    staff-session.py BASE_URL OUTBOX_DIR FORMS_API_BIN DATABASE_URL

It signs up and confirms an account through the API (reading the link from the outbox), names it
admin with `forms-api staff grant`, signs in, and sets up the second factor with the code an
authenticator app would show (RFC 6238, computed here). Standard library only."""

import base64
import glob
import hashlib
import hmac
import json
import os
import quopri
import re
import struct
import subprocess
import sys
import time
import urllib.request

EMAIL = "schemathesis-admin@example.org"
PASSWORD = "Analytical-Engine-1843"


def call(base, path, body, token=None):
    request = urllib.request.Request(
        f"{base}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)


def confirmation_token(outbox):
    deadline = time.time() + 10
    while time.time() < deadline:
        for path in glob.glob(os.path.join(outbox, "*.eml")):
            text = quopri.decodestring(open(path, "rb").read()).decode("utf-8", "replace")
            if f"To: {EMAIL}" in text:
                found = re.search(r"confirm-email#token=([0-9a-f]+)", text)
                if found:
                    return found.group(1)
        time.sleep(0.1)
    sys.exit("no confirmation link arrived in the outbox")


def totp(secret, at):
    key = base64.b32decode(secret + "=" * (-len(secret) % 8))
    digest = hmac.new(key, struct.pack(">Q", int(at) // 30), hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    value = struct.unpack(">I", digest[offset : offset + 4])[0] & 0x7FFFFFFF
    return f"{value % 1_000_000:06d}"


def main():
    base, outbox, binary, database = sys.argv[1:5]
    assert totp(base64.b32encode(b"12345678901234567890").decode(), 59) == "287082"
    call(base, "/users/signup", {"firstName": "Schema", "lastName": "Thesis", "email": EMAIL,
                                 "password": PASSWORD, "confirmPassword": PASSWORD, "agreeTerms": True})
    call(base, "/users/confirm-email", {"token": confirmation_token(outbox)})
    subprocess.run([binary, "staff", "grant", EMAIL, "--role", "admin", "--database", database],
                   check=True, stdout=subprocess.DEVNULL)
    token = call(base, "/users/login", {"email": EMAIL, "password": PASSWORD})["accessToken"]
    secret = call(base, "/users/me/second-factor/setup", {}, token)["secret"]
    call(base, "/users/me/second-factor/confirm", {"code": totp(secret, time.time())}, token)
    print(token)


if __name__ == "__main__":
    main()
