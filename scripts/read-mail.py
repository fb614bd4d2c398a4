#!/usr/bin/env python3
"""Print the latest messages of the forms service's outbox, decoded and readable.

The outbox (`var/outbox/` under `ssg serve`) holds each message as an .eml file, whose text is
quoted-printable: a link copied out of the raw file breaks at `=` signs and line ends. This
prints each message's recipient, subject and plain text as a mail client would show them.

    python3 scripts/read-mail.py            # the latest message
    python3 scripts/read-mail.py 3          # the latest three, newest last
    python3 scripts/read-mail.py 1 path/to/outbox
"""

import email
import glob
import os
import sys
from email import policy


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    folder = sys.argv[2] if len(sys.argv) > 2 else os.path.join("var", "outbox")
    files = sorted(glob.glob(os.path.join(folder, "*.eml")), key=os.path.getmtime)
    if not files:
        print(f"no messages in {folder}/ yet", file=sys.stderr)
        return 1
    for path in files[-count:]:
        with open(path, "rb") as file:
            message = email.message_from_binary_file(file, policy=policy.default)
        body = message.get_body(("plain",))
        print(f"To: {message['To']}\nSubject: {message['Subject']}\nDate: {message['Date']}\n")
        print(body.get_content() if body else "(no plain text part)")
        print("-" * 72)
    return 0


if __name__ == "__main__":
    sys.exit(main())
