"""The server in a folder: the paths of docs/deployment.md under a temporary root, the guides'
marked steps localized into it, and the forms service run as deploy/forms-api.service runs it.

$root holds etc/iaaii-forms, var/lib/iaaii-forms, var/www/iaaii and usr/local/{bin,sbin}. A
guide step marked `<!-- test-deploy: NAME -->` (the ```sh block after the mark) is taken from
the guide and run by `bash -euo pipefail`, as root, after the sed script below and nothing else:
  /etc/iaaii-forms/ /var/lib/iaaii-forms /var/www/iaaii /usr/local/bin/ /usr/local/sbin/
                                         -> the same under $root
  127.0.0.1:3000                         -> the service's free port
  @127.0.0.1/iaaii_forms                 -> @127.0.0.1:PORT/iaaii_forms (the test's PostgreSQL)
  -u iaaii-forms , -o iaaii-forms -g iaaii-forms
                                         -> nobody and nogroup (no user is created)
`systemctl` in those steps is scripts/test-deploy-systemctl.sh, which runs the units of deploy/
as systemd would; HOME is $root/root. Steps that need the machine itself (useradd, apt-get,
systemctl enable, nginx's install) are not run.
"""

from __future__ import annotations

import grp
import os
import pwd
import random
import re
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

import web

REPO = Path(__file__).resolve().parents[2]
GUIDES = [REPO / "docs/deployment.md", REPO / "docs/deployment-postgresql.md"]
# Every step the tests run: a renamed or lost mark must fail, not skip its test.
MARKED_STEPS = ["package-site", "install-site", "health", "sqlite-backup", "sqlite-restore",
                "upgrade", "rollback", "sqlite-mail-queue", "applications", "pg-setup",
                "pg-backup", "pg-restore", "pg-mail-queue", "pg-drop-old"]


def is_root() -> bool:
    return os.geteuid() == 0


needs_root = pytest.mark.skipif(not is_root(), reason="the guide's steps run as root "
                                "(runuser, the service's user) and so does PostgreSQL")


def guide_step(name: str) -> str:
    """The ```sh block after `<!-- test-deploy: NAME -->` in the guides (empty when none)."""
    mark = f"<!-- test-deploy: {name} -->"
    found = inside = False
    lines = []
    for guide in GUIDES:
        for line in guide.read_text().splitlines():
            if line == mark:
                found = True
            elif found and not inside and line == "```sh":
                inside = True
            elif inside and line == "```":
                return "".join(lines)
            elif inside:
                lines.append(line + "\n")
    return "".join(lines)


def ephemeral_low() -> int:
    """The first port the kernel hands out for outgoing connections: a client connection can
    hold a port from there on, which no listen check sees, so test servers stay below it."""
    try:
        low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768
    return low if low > 11000 else 32768


def free_port(besides: tuple[int, ...] = ()) -> int:
    """A loopback port nothing listens on or holds, below the ephemeral range."""
    for _ in range(50):
        port = random.randrange(10000, ephemeral_low())
        if port in besides:
            continue
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) != 0:
                return port
    raise RuntimeError("no free port found")


def alive(pid: int) -> bool:
    """The pid runs (a zombie does not count)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def owner_and_mode(path: Path) -> str:
    """As `stat -c '%U %a'`."""
    info = path.stat()
    return f"{pwd.getpwuid(info.st_uid).pw_name} {info.st_mode & 0o7777:o}"


def render(file: Path, *replacements: tuple[str, str]) -> None:
    """Replace each FROM (a literal line fragment, first on each line) by TO; fail when a FROM
    is not in the file."""
    text = file.read_text()
    for old, new in replacements:
        if old not in text:
            raise AssertionError(f"{file} no longer contains {old!r}: update deploy/tests")
        text = "".join(line.replace(old, new, 1) for line in text.splitlines(keepends=True))
    file.write_text(text)


def logged(log, pattern: str, seconds: float = 5) -> bool:
    """PATTERN is in a line of LOG within SECONDS (nginx writes the line once it answered)."""
    deadline = time.monotonic() + seconds
    while True:
        if re.search(pattern, log.read_text() if log.exists() else "", re.M):
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)


@dataclass
class StepRun:
    names: str
    returncode: int
    log: str

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    def __repr__(self) -> str:  # a failed step shows its first 40 lines of output
        head = "\n".join(self.log.splitlines()[:40])
        return f"<the guide's step '{self.names}' exited {self.returncode}:\n{head}>"


class Server:
    def __init__(self, tmp: Path, forms_api: Path):
        self.tmp = tmp
        self.forms_api = forms_api
        self.root = tmp / "root"
        self.user, self.group = pwd.getpwuid(os.getuid()).pw_name, grp.getgrgid(os.getgid()).gr_name
        if is_root():
            self.user = "nobody"
            self.group = grp.getgrgid(pwd.getpwnam("nobody").pw_gid).gr_name
        for folder in ("etc/iaaii-forms", "var/lib", "var/www", "usr/local/bin", "usr/local/sbin",
                       "root"):
            (self.root / folder).mkdir(parents=True, exist_ok=True)
        for folder in (self.run, self.bin, self.steps, self.build, self.admin):
            folder.mkdir(parents=True, exist_ok=True)
        # The service's user must reach its state folder inside.
        for folder in (tmp, self.root, self.root / "var", self.root / "var/lib", self.root / "usr",
                       self.root / "usr/local", self.root / "usr/local/bin"):
            folder.chmod(0o755)
        (self.root / "root").chmod(0o700)
        self.api_port = free_port()
        self.pg_port = 5432
        self.pg_env: dict[str, str] = {}
        self.write_localize()
        systemctl = self.bin / "systemctl"
        systemctl.write_text(
            f'#!/bin/sh\nexec bash "{REPO}/scripts/test-deploy-systemctl.sh" "$@"\n')
        systemctl.chmod(0o755)
        self.service_log.touch()

    # Where things are.
    @property
    def run(self) -> Path:  # the service's pid and log (its journal)
        return self.tmp / "run"

    @property
    def bin(self) -> Path:  # `systemctl` for the tests and the guide's steps
        return self.tmp / "bin"

    @property
    def steps(self) -> Path:  # each run of the guide's steps: its script and output
        return self.tmp / "steps"

    @property
    def build(self) -> Path:  # the build machine: the built site and the new binary
        return self.tmp / "build"

    @property
    def admin(self) -> Path:  # where the operator stands on the server
        return self.tmp / "admin"

    @property
    def www(self) -> Path:
        return self.root / "var/www/iaaii"

    @property
    def state(self) -> Path:
        return self.root / "var/lib/iaaii-forms"

    @property
    def env_file(self) -> Path:
        return self.root / "etc/iaaii-forms/forms-api.env"

    @property
    def service_log(self) -> Path:
        return self.run / "forms-api.log"

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.api_port}"

    # The guide's steps.
    def write_localize(self) -> None:
        """The sed script that maps the server's paths and ports into the test (the list at the
        top), read by the guide's steps, the systemctl stand-in and forms-admin alike."""
        root = self.root
        (self.tmp / "localize.sed").write_text(
            f"s|/etc/iaaii-forms/|{root}/etc/iaaii-forms/|g\n"
            f"s|/var/lib/iaaii-forms|{root}/var/lib/iaaii-forms|g\n"
            f"s|/var/www/iaaii|{root}/var/www/iaaii|g\n"
            f"s|/usr/local/bin/|{root}/usr/local/bin/|g\n"
            f"s|/usr/local/sbin/|{root}/usr/local/sbin/|g\n"
            f"s|127\\.0\\.0\\.1:3000|127.0.0.1:{self.api_port}|g\n"
            f"s|@127\\.0\\.0\\.1/iaaii_forms|@127.0.0.1:{self.pg_port}/iaaii_forms|g\n"
            f"s|-u iaaii-forms |-u {self.user} |g\n"
            f"s|-o iaaii-forms -g iaaii-forms|-o {self.user} -g {self.group}|g\n")

    def localize(self, text: str) -> str:
        return subprocess.run(["sed", "-f", str(self.tmp / "localize.sed")], input=text,
                              capture_output=True, text=True, check=True).stdout

    @property
    def env(self) -> dict[str, str]:
        """The environment of the tests' commands: the systemctl stand-in's settings, and the
        test's PostgreSQL once it runs."""
        return {**os.environ, **self.pg_env,
                "DEPLOY_TEST_UNITS": str(REPO / "deploy"),
                "DEPLOY_TEST_LOCALIZE": str(self.tmp / "localize.sed"),
                "DEPLOY_TEST_RUN": str(self.run),
                "DEPLOY_TEST_USER": self.user, "DEPLOY_TEST_GROUP": self.group}

    def run_steps(self, folder: Path, *names: str) -> StepRun:
        """The guide's steps, localized, run by bash in FOLDER, in one shell as an operator would
        run them in one session; the script and its output in steps/FIRST-NAME.*."""
        script = self.steps / f"{names[0]}.sh"
        script.write_text("".join(self.localize(guide_step(name)) for name in names))
        env = {**self.env, "HOME": str(self.root / "root"),
               "PATH": f"{self.bin}:{self.root}/usr/local/sbin:{self.root}/usr/local/bin:"
                       + os.environ["PATH"]}
        done = subprocess.run(["bash", "-euo", "pipefail", str(script)], cwd=folder, env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
        (self.steps / f"{names[0]}.log").write_text(done.stdout)
        return StepRun(" ".join(names), done.returncode, done.stdout)

    def systemctl(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.bin / "systemctl"), *args], env=self.env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True)

    def forms_admin(self, *args: str) -> str:
        """forms-admin as the guide runs it; its output and errors."""
        done = subprocess.run([str(self.root / "usr/local/sbin/forms-admin"), *args],
                              env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
        return done.stdout

    # The service.
    def install_service(self) -> None:
        """The binary, forms-admin and the environment file, as the guide installs them."""
        binary = self.root / "usr/local/bin/forms-api"
        shutil.copyfile(self.forms_api, binary)
        binary.chmod(0o755)
        shutil.copyfile(self.forms_api, self.build / "forms-api")  # the upgrade's new binary
        (self.build / "forms-api").chmod(0o755)
        admin = self.root / "usr/local/sbin/forms-admin"
        admin.write_text(self.localize((REPO / "deploy/forms-admin").read_text()))
        admin.chmod(0o755)
        # Root's and 0600 as the guide installs it; values quoted as the guide says, and
        # TRUSTED_PROXIES as a range with a blank after the comma: the Secure cookies behind
        # nginx need the service to trust nginx through it. No SMTP_URL: mail goes to the outbox.
        self.env_file.touch(mode=0o600)
        self.env_file.chmod(0o600)
        self.env_file.write_text(
            "# Written by deploy/tests: no SMTP_URL, so mail goes to the outbox.\n"
            "MAIL_FROM='IAAII <no-reply@example.org>'\n"
            "STAFF_EMAIL=membership@example.org\n"
            "CONTACT_EMAIL=info@example.org\n"
            "TRUSTED_PROXIES='127.0.0.0/8, ::1'\n")

    @property
    def service_pid(self) -> int:
        return int((self.run / "forms-api.pid").read_text())

    def service_alive(self) -> bool:
        try:
            return alive(self.service_pid)
        except (OSError, ValueError):
            return False

    def start_service(self, seconds: float = 60) -> None:
        """As the unit starts it. The port is free when picked, but something may take it
        before the service binds it: the service then exits, and starts again on another."""
        for attempt in range(1, 6):
            self.systemctl("start", "forms-api")
            if web.wait_for(f"{self.api}/api/health", seconds, self.service_alive):
                return
            log = self.service_log.read_text()
            if attempt == 5 or "Address already in use" not in log:
                tail = "\n".join(log.splitlines()[-5:])
                raise RuntimeError(f"forms-api did not start on {self.api}: {tail}")
            self.systemctl("stop", "forms-api")
            self.api_port = free_port()
            self.write_localize()

    def stop_service(self) -> None:
        self.systemctl("stop", "forms-api")

    def wait_until_dead(self, pid: int, seconds: float = 10) -> bool:
        deadline = time.monotonic() + seconds
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        return not alive(pid)
