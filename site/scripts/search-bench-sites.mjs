// The sites of the search benchmark (search-bench.mjs) on disk and on the wire: building one with
// ssg, indexing a copy with Pagefind, the sizes of both indexes on disk, and the HTTP server that
// serves a site gzipped as a host does.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// Building

function ms(value, unit) {
  return Number(value) * (unit === 's' ? 1000 : 1);
}

// ssg's build, three times (the machine's disk makes single runs noisy): the medians of its total
// time and of what the search index adds, reading the pages and writing its files
// (`search: read pages`, `search index` and `write search index` of --timings). Each build is
// clean (`--clean`): the build cache would otherwise skip the work being timed.
export function build(ssg, root, out) {
  const runs = [0, 1, 2].map(() => buildOnce(ssg, root, out));
  const median = (values) => values.sort((a, b) => a - b)[1];
  return {
    pages: runs[0].pages,
    total: median(runs.map((run) => run.total)),
    search: median(runs.map((run) => run.search)),
  };
}

function buildOnce(ssg, root, out) {
  const run = spawnSync(ssg, ['build', '--clean', '--root', root, '--skip-islands', '--timings', '--out', out], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}${run.stderr}`;
  const built = output.match(/built (\d+) pages.* in ([\d.]+) ?(ms|s)\b/);
  const read = output.match(/^\s*search: read pages: ([\d.]+) ?(ms|s)\b/m);
  const index = output.match(/^\s*search index: ([\d.]+) ?(ms|s)\b/m);
  const written = output.match(/^\s*write search index: ([\d.]+) ?(ms|s)\b/m);
  if (run.status !== 0 || !built || !read || !index || !written)
    throw new Error(`ssg build failed:\n${output.slice(-4000)}`);
  return {
    pages: Number(built[1]),
    total: ms(built[2], built[3]),
    search: ms(read[1], read[2]) + ms(index[1], index[2]) + ms(written[1], written[2]),
  };
}

// The native binary the npm wrapper runs, so node's start is not counted in Pagefind's time.
export function pagefindBinary() {
  const require = createRequire(import.meta.url);
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      return require.resolve(`@pagefind/${platform}/bin/${name}`);
    } catch {}
  }
  return join(import.meta.dirname, '../node_modules/.bin/pagefind');
}

export function pagefind(site, copy) {
  // Hard links: Pagefind only adds its own folder, and a 10,000-page site is some 400 MB.
  try {
    execFileSync('cp', ['-al', site, copy]);
  } catch {
    cpSync(site, copy, { recursive: true });
  }
  const start = performance.now();
  const run = spawnSync(pagefindBinary(), ['--site', copy], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const time = performance.now() - start;
  if (run.status !== 0) throw new Error(`pagefind failed:\n${run.stdout}${run.stderr}`);
  return { time, pages: Number(run.stdout.match(/Indexed (\d+) pages/)?.[1]) };
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const PAGEFIND_UI = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./;
export const isCode = (path) => /\.(?:m?js|css|wasm)$|\.pagefind$/.test(path);

// gzip -9 of each file, or its size for a file that is gzipped already (Pagefind's).
function onDisk(dir, keep = () => true) {
  let total = 0;
  let code = 0;
  for (const path of files(dir).filter(keep)) {
    const bytes = readFileSync(path);
    const size = bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes, { level: 9 }).length;
    total += size;
    if (isCode(path)) code += size;
  }
  return { total, code };
}

// Both indexes of a built site: our search/, and Pagefind's folder without its UI files.
export function indexesOnDisk(site) {
  return {
    ours: onDisk(join(site.out, 'search')),
    pagefind: onDisk(join(site.pagefindOut, 'pagefind'), (path) => !PAGEFIND_UI.test(path.split(sep).pop())),
  };
}

// ---------------------------------------------------------------------------------------------
// Serving

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};
const GZIPPED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml']);

export function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) return void response.writeHead(301, { Location: `${path}/` }).end();
      file = join(file, 'index.html');
    }
    const found = existsSync(file);
    if (!found) file = join(root, '404.html');
    let body = readFileSync(file);
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (GZIPPED.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(found ? 200 : 404, headers).end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}
