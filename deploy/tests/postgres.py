"""A throw-away PostgreSQL (scripts/postgres.sh) made to look like a server's.

As on a server: no role or database of the guide's yet, and TCP connections need a password
(postgres.sh's cluster trusts every one, and has a `forms` role of its own). The guide's
`runuser -u postgres -- psql` reaches it through its socket (PGHOST), and its TCP connections use
127.0.0.1 on the test's port (PGPORT).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from server import REPO


class Postgres:
    def __init__(self, folder: Path):
        self.folder = folder
        url = subprocess.run(["bash", str(REPO / "scripts/postgres.sh"), "start", str(folder)],
                             check=True, capture_output=True, text=True).stdout.strip()
        self.port = int(url.rsplit(":", 1)[1].split("/", 1)[0])
        self.home = Path((folder / ".cluster-home").read_text().strip())
        version = (self.home / "data/PG_VERSION").read_text().strip()
        self.bin = Path(f"/usr/lib/postgresql/{version}/bin")
        self.as_superuser("-c", "DROP DATABASE forms", "-c", "DROP ROLE forms")
        (self.home / "data/pg_hba.conf").write_text(
            "local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\n")
        self.ctl("reload")

    @property
    def env(self) -> dict[str, str]:
        return {"PGHOST": str(self.home), "PGPORT": str(self.port)}

    def as_superuser(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            ["runuser", "-u", "postgres", "--", str(self.bin / "psql"), "-X", "-q", "-v",
             "ON_ERROR_STOP=1", "-h", str(self.home), "-p", str(self.port), "-U", "postgres",
             "-d", "postgres", *args], check=True, capture_output=True, text=True)

    def ctl(self, *args: str) -> None:
        """pg_ctl as the server's user."""
        subprocess.run(["runuser", "-u", "postgres", "--", str(self.bin / "pg_ctl"), "-D",
                        str(self.home / "data"), *args], check=True, capture_output=True,
                       cwd="/")

    def stop_server(self) -> None:  # an outage: the cluster stays
        self.ctl("stop", "-m", "fast", "-w")

    def start_server(self) -> None:
        self.ctl("start", "-l", str(self.home / "server.log"), "-w")

    def remove(self) -> None:
        subprocess.run(["bash", str(REPO / "scripts/postgres.sh"), "stop", str(self.folder)],
                       capture_output=True)
