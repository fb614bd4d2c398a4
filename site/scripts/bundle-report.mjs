// Bundle report: what each island's page loads, chunk by chunk, and what is inside each chunk,
// gzipped, so a change in a form page's weight (scripts/page-weight.mjs) can be traced to the
// modules that caused it. It runs the browser build of vite.config.ts into a folder of its own
// (site/dist, which ssg reads, is left alone) and reads the bundler's output metadata: each
// chunk's modules, static imports and lazy imports.
//
// For each island and language: the chunks the page loads before the island shows (the header,
// the island's entry and its static imports, the language's messages), as page-weight.mjs counts
// them, then the lazy chunks it may load later (not counted). Inside a chunk, each module's share
// of the chunk's gzip size is its share of the chunk's code, so the shares add up to the chunk.
//
//   node scripts/bundle-report.mjs [--lang=en,fr,es] [--island=MembershipWizard] [--top=12] [--json=file]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [key, value = 'true'] = arg.slice(2).split('=');
      return [key, value];
    }),
);
const languages = (options.lang ?? 'en,fr,es').split(',');
const top = Number(options.top ?? 12);
const root = join(import.meta.dirname, '..');

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzip = (code) => gzipSync(code, { level: 9 }).length;

/** Every chunk of the browser build with its modules, as the bundler wrote them. */
async function chunksOfBuild() {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  const chunks = new Map();
  const capture = {
    name: 'bundle-report',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const modules = Object.entries(chunk.modules).map(([id, module]) => ({
            id: relative(root, id.replace(/^\0/, '')).replace(/\\/g, '/'),
            length: module.renderedLength ?? module.code?.length ?? 0,
          }));
          chunks.set(chunk.fileName, {
            file: chunk.fileName,
            name: chunk.isEntry ? chunk.name : undefined,
            code: chunk.code,
            imports: chunk.imports,
            lazy: chunk.dynamicImports,
            modules,
          });
        }
      },
    },
  };
  try {
    await build({
      root,
      configFile: options.config,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [capture],
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  for (const chunk of chunks.values()) chunk.gzip = gzip(chunk.code);
  return chunks;
}

/** A chunk and every chunk it imports statically. */
function closure(chunks, file, seen = new Set()) {
  if (seen.has(file) || !chunks.has(file)) return seen;
  seen.add(file);
  for (const imported of chunks.get(file).imports) closure(chunks, imported, seen);
  return seen;
}

/** Lazy chunks reachable from `loaded`, with what each brings that is not loaded yet. */
function lazyFrom(chunks, loaded) {
  const lazy = new Set();
  for (const file of loaded) for (const target of chunks.get(file).lazy) lazy.add(target);
  return [...lazy].filter((file) => !loaded.has(file));
}

/** The chunk's modules, largest first, each with its share of the chunk's gzip size. */
function shares(chunk) {
  const total = chunk.modules.reduce((sum, module) => sum + module.length, 0) || 1;
  return chunk.modules
    .filter((module) => module.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((module) => ({ id: module.id, gzip: Math.round((chunk.gzip * module.length) / total) }));
}

const chunks = await chunksOfBuild();
const entries = new Map([...chunks.values()].filter((chunk) => chunk.name).map((chunk) => [chunk.name, chunk.file]));
const header = entries.get('header');
const islands = [...entries.keys()].filter((name) => name !== 'header' && name !== 'deadline').sort();
const chosen = options.island ? options.island.split(',') : islands;
const report = [];

/** What a page of `island` at `route` (a routes/<page>.ts part, or none) loads before the island shows. */
function loadedBefore(island, route, language) {
  const loaded = closure(chunks, entries.get(island));
  if (header) closure(chunks, header, loaded);
  // As page-weight.mjs counts them: the island's first messages in the page's language, and the
  // part of the island drawn at the page's address.
  const first = (file) =>
    file.startsWith(`assets/messages.${language}.${island}-`) ||
    (route && (file.startsWith(`assets/${route}-`) || file.startsWith(`assets/messages.${language}.${route}-`)));
  for (let before = 0; before !== loaded.size; ) {
    before = loaded.size;
    for (const file of [...loaded])
      for (const lazy of chunks.get(file).lazy) if (first(lazy)) closure(chunks, lazy, loaded);
  }
  return loaded;
}

for (const island of chosen) {
  const routes = [...chunks.keys()]
    .map((file) => new RegExp(`^assets/(${island}\\.route\\.[\\w-]+)-[\\w-]{8}\\.js$`).exec(file)?.[1])
    .filter(Boolean)
    .sort();
  for (const route of routes.length > 0 ? routes : [null]) {
    for (const language of languages) {
      const loaded = loadedBefore(island, route, language);
      const files = [...loaded].map((file) => chunks.get(file)).sort((a, b) => b.gzip - a.gzip);
      const total = files.reduce((sum, chunk) => sum + chunk.gzip, 0);
      const page = route ? `${island}, /${route.split('.route.')[1]}/` : island;
      report.push({
        island,
        route,
        language,
        total,
        files: files.map((chunk) => ({ file: chunk.file, gzip: chunk.gzip, modules: shares(chunk) })),
      });
      console.log(`\n${page} (${language}): ${kb(total)} gzip before the island shows`);
      for (const chunk of files) {
        console.log(`  ${kb(chunk.gzip).padStart(8)}  ${chunk.file}`);
        if (options.modules === 'false') continue;
        for (const module of shares(chunk).slice(0, top))
          console.log(`      ${kb(module.gzip).padStart(8)}  ${module.id}`);
      }
      // The lazy chunks, less those of other languages.
      const later = lazyFrom(chunks, loaded).filter(
        (file) => !/^assets\/(messages|catalog)\./.test(file) || file.includes(`.${language}.`),
      );
      if (later.length === 0) continue;
      console.log('  later, when asked for (not counted):');
      for (const file of later) {
        const brings = [...closure(chunks, file)].filter((each) => !loaded.has(each));
        const size = brings.reduce((sum, each) => sum + chunks.get(each).gzip, 0);
        console.log(`  ${kb(size).padStart(8)}  ${brings.join(' + ')}`);
      }
    }
  }
}
if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
