// Starts `ssg serve` on a free port with its output in a temporary folder, for the browser tests.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');

/** The first port of the kernel's range for the local ports of outgoing connections. */
function ephemeralLow() {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11000 ? low : 32768;
  } catch {
    return 32768;
  }
}

/**
 * A loopback port nothing listens on, for a server another process starts. Below the kernel's
 * range for the local ports of outgoing connections (ip_local_port_range, 32768-60999 by
 * default): a client connection can take a port in that range before the server binds it, and
 * port 0 always gives one.
 */
export async function freePort() {
  const low = ephemeralLow();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 10000 + Math.floor(Math.random() * (low - 10000));
    const free = await new Promise((done) => {
      const server = createServer()
        .once('error', () => done(false))
        .listen(port, '127.0.0.1', () => server.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port found');
}

/** A copy of the site that a test may break: pages, data, theme and the last island build. */
export function copySite() {
  const root = mkdtempSync(join(tmpdir(), 'ssg-site-'));
  for (const folder of ['content', 'themes', 'locales', 'site/dist', 'site/dist-ssr', 'site/scripts']) {
    cpSync(join(repo, folder), join(root, folder), { recursive: true });
  }
  cpSync(join(repo, 'site/package.json'), join(root, 'site/package.json'));
  return root;
}

/**
 * `ssg serve` on a free port; `root` defaults to the project itself. `host` is the name pages are
 * opened at, and the site's address for its service (SITE_URL): `localhost` for passkeys, which
 * need a domain name.
 */
export async function startSite({ root = repo, skipIslands = false, host = '127.0.0.1' } = {}) {
  const out = mkdtempSync(join(tmpdir(), 'ssg-e2e-'));
  const binary = process.env.SSG_BIN ?? join(repo, 'target/debug/ssg');
  // The forms service keeps its data in a temporary folder of its own, not in the project's var/.
  const data = mkdtempSync(join(tmpdir(), 'ssg-e2e-data-'));
  const env = { ...process.env, DATABASE_URL: `sqlite://${join(data, 'forms.db')}`, MAIL_OUTBOX: join(data, 'outbox') };
  let child;
  let base;
  // The port is free when picked, but something may take it before ssg serve binds it: it then
  // exits, and starts again on another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const args = ['serve', '--root', root, '--out', out, '--port', String(port)];
    if (skipIslands) args.push('--skip-islands');
    const siteUrl = host === '127.0.0.1' ? {} : { SITE_URL: `http://${host}:${port}/` };
    child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...siteUrl } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const closed = new Promise((r) => child.once('close', r)); // its output all read
    base = `http://${host}:${port}`;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        if ((await fetch(`${base}/`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    if (child.exitCode === null) break;
    await Promise.race([closed, new Promise((r) => setTimeout(r, 1000))]);
    if (attempt < 5 && output.includes('Address already in use')) continue;
    throw new Error(`ssg serve exited:\n${output}`);
  }
  return {
    base,
    outbox: join(data, 'outbox'),
    database: `sqlite://${join(data, 'forms.db')}`,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(out, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    },
  };
}
