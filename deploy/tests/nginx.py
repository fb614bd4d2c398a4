"""nginx with the config of deploy/nginx/, rendered for a prefix in the test's folder.

The site's root, the access log, free loopback ports, the upstream pointed at the service, and
the commented TLS server uncommented with a throw-away self-signed certificate. A line the test
expects to rewrite but cannot find fails the run (render), so the test cannot pass on a config
it did not change.
"""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

import web
from server import REPO, alive, free_port, is_root, render

BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"


def uncommented_tls_server() -> str:
    """The lines between the TLS server's marks in iaaii.conf, without their '# '."""
    lines = (REPO / "deploy/nginx/iaaii.conf").read_text().splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("# --- TLS server"))
    end = next(i for i, line in enumerate(lines) if line.startswith("# --- end of TLS server"))
    return "".join(re.sub(r"^# ?", "", line) for line in lines[start + 1:end])


class Nginx:
    def __init__(self, prefix: Path, www: Path, api_port: int):
        self.prefix = prefix
        self.http_port = free_port()
        self.tls_port = free_port(besides=(self.http_port,))
        self.process: subprocess.Popen | None = None
        conf = prefix / "conf"
        for folder in (conf / "snippets", prefix / "logs", prefix / "tmp"):
            folder.mkdir(parents=True, exist_ok=True)
        for name in ("iaaii-headers.conf", "iaaii-api-headers.conf", "iaaii-site.conf"):
            (conf / "snippets" / name).write_text((REPO / "deploy/nginx" / name).read_text())
        render(self.site_conf,
               ("root /var/www/iaaii;", f"root {www};"),
               ("access_log /var/log/nginx/iaaii.access.log iaaii;",
                f"access_log {self.access_log} iaaii;"))
        # The site's servers, listening on loopback only.
        main = (REPO / "deploy/nginx/iaaii.conf").read_text()
        tls_server = re.search(r"^# --- TLS server", main, re.M).start()
        (conf / "iaaii.conf").write_text(main[:tls_server])
        render(conf / "iaaii.conf",
               ("server 127.0.0.1:3000;", f"server 127.0.0.1:{api_port};"),
               ("include    /var/www/iaaii/redirects.map;", f"include    {www}/redirects.map;"),
               ("listen 80;", f"listen 127.0.0.1:{self.http_port};"),
               ("listen [::]:80;", "# (no IPv6 in the test)"))
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                        "-subj", "/CN=www.example.org", "-keyout", str(conf / "test.key"),
                        "-out", str(conf / "test.crt")], check=True, capture_output=True)
        (conf / "iaaii-tls.conf").write_text(uncommented_tls_server())
        render(conf / "iaaii-tls.conf",
               ("listen 443 ssl http2;", f"listen 127.0.0.1:{self.tls_port} ssl http2;"),
               ("listen [::]:443 ssl http2;", "# (no IPv6 in the test)"),
               ("/etc/letsencrypt/live/www.example.org/fullchain.pem", str(conf / "test.crt")),
               ("/etc/letsencrypt/live/www.example.org/privkey.pem", str(conf / "test.key")))
        # The module Debian's nginx.conf loads from modules-enabled/.
        (conf / "nginx.conf").write_text(f"""{"user root;" if is_root() else ""}
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {self.error_log} warn;
load_module {BROTLI_MODULE};
events {{ worker_connections 64; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log {prefix}/logs/access.log;
    client_body_temp_path {prefix}/tmp/body;
    proxy_temp_path {prefix}/tmp/proxy;
    fastcgi_temp_path {prefix}/tmp/fastcgi;
    uwsgi_temp_path {prefix}/tmp/uwsgi;
    scgi_temp_path {prefix}/tmp/scgi;
    sendfile on;
    include iaaii.conf;
    include iaaii-tls.conf;
}}
""")

    @property
    def args(self) -> list[str]:
        return ["nginx", "-p", f"{self.prefix}/", "-c", f"{self.prefix}/conf/nginx.conf",
                "-e", str(self.error_log)]

    @property
    def site_conf(self) -> Path:
        return self.prefix / "conf/snippets/iaaii-site.conf"

    @property
    def access_log(self) -> Path:
        return self.prefix / "logs/iaaii.access.log"

    @property
    def error_log(self) -> Path:
        return self.prefix / "logs/error.log"

    @property
    def web(self) -> str:
        return f"http://127.0.0.1:{self.http_port}"

    @property
    def tls(self) -> str:
        return f"https://127.0.0.1:{self.tls_port}"

    def check_config(self) -> subprocess.CompletedProcess:
        return subprocess.run([*self.args, "-t"], capture_output=True, text=True)

    def start(self) -> None:
        """The ports are free when picked, but something may take one before nginx binds it:
        nginx then exits, and starts again on others."""
        for attempt in range(1, 6):
            self.process = subprocess.Popen([*self.args, "-g", "daemon off;"],
                                            stdin=subprocess.DEVNULL)
            if web.wait_for(f"{self.web}/", 15, lambda: self.process.poll() is None):
                return
            log = self.error_log.read_text() if self.error_log.exists() else ""
            if attempt == 5 or self.process.poll() is None or "Address already in use" not in log:
                self.stop()
                raise RuntimeError(f"nginx did not start: {log[-1000:]}")
            # Kept aside: the failed start's [emerg] must not fail the check of the log.
            self.error_log.rename(self.prefix / f"logs/error-attempt-{attempt}.log")
            http_port = free_port()
            tls_port = free_port(besides=(http_port,))
            render(self.prefix / "conf/iaaii.conf",
                   (f"listen 127.0.0.1:{self.http_port};", f"listen 127.0.0.1:{http_port};"))
            render(self.prefix / "conf/iaaii-tls.conf",
                   (f"listen 127.0.0.1:{self.tls_port} ssl http2;",
                    f"listen 127.0.0.1:{tls_port} ssl http2;"))
            self.http_port, self.tls_port = http_port, tls_port

    def workers(self) -> set[int]:
        """The master's children, read from /proc."""
        master = self.process.pid
        children = set()
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if fields[1] == str(master) and fields[0] != "Z":
                children.add(int(stat.parent.name))
        return children

    def reload(self) -> None:
        """nginx -s reload, then wait until the old workers are gone and a new one runs."""
        old = self.workers()
        subprocess.run([*self.args, "-s", "reload"], check=True, capture_output=True)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            now = self.workers()
            if now and not (now & old) and not any(alive(pid) for pid in old):
                return
            time.sleep(0.05)
        raise RuntimeError("nginx's old workers did not leave after a reload")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
