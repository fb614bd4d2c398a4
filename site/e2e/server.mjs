// Starts `ssg serve` on a free port with its output in a temporary folder, for the browser tests.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A copy of the site that a test may break: pages, data, theme and the last island build. */
export function copySite() {
  const root = mkdtempSync(join(tmpdir(), 'ssg-site-'));
  for (const folder of ['content', 'themes', 'site/dist', 'site/dist-ssr', 'site/scripts']) {
    cpSync(join(repo, folder), join(root, folder), { recursive: true });
  }
  cpSync(join(repo, 'site/package.json'), join(root, 'site/package.json'));
  return root;
}

/** `ssg serve` on a free port; `root` defaults to the project itself. */
export async function startSite({ root = repo, skipIslands = false } = {}) {
  const port = await freePort();
  const out = mkdtempSync(join(tmpdir(), 'ssg-e2e-'));
  const binary = process.env.SSG_BIN ?? join(repo, 'target/debug/ssg');
  const args = ['serve', '--root', root, '--out', out, '--port', String(port)];
  if (skipIslands) args.push('--skip-islands');
  // The forms service keeps its data in a temporary folder of its own, not in the project's var/.
  const data = mkdtempSync(join(tmpdir(), 'ssg-e2e-data-'));
  const env = { ...process.env, DATABASE_URL: `sqlite://${join(data, 'forms.db')}`, MAIL_OUTBOX: join(data, 'outbox') };
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`ssg serve exited:\n${output}`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
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
