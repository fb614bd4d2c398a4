// Builds the header and deadline modules and one entry per island of the registry
// (src/islands/registry.ts) for the browser, each keyed by its name, so the manifest's entry chunk
// of an island carries `"name": "<Island>"`; ssg reads the manifest to learn which islands exist
// and which files each page loads.
// `vite build --ssr` builds src/ssr.tsx, which ssg runs in Node to render islands at build time.

import { basename, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vitest/config';
import { ISLANDS, type IslandName, PAGE_SCRIPTS } from './src/islands/registry';
import { shortMessageIds } from './src/lib/messages/shortIds';
import { staticImports } from './src/lib/messages/staticImports';
import { fluentCatalogs, islandMessages } from './src/lib/messages/vitePlugin';

// Vite wraps each dynamic import in its preload helper (1.6 KB, 0.7 KB gzipped), which fetches the
// lazy chunk's own imports and CSS alongside it. The site's lazy chunks (an island's later parts,
// the step drawn at a recovery page's address, the messages, the list of common passwords) need
// no CSS the page has not loaded already (the forms kit's styles are one file, below), so the
// helper, which would sit on every form page, is replaced by a plain import, and the list of what
// to preload (`__vite__mapDeps`) is dropped: a chunk the lazy one imports that the page lacks comes
// with it, one round trip later. Should a lazy chunk ever need CSS the page lacks, the build stops
// here.
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
    // After Vite's own generateBundle, which writes the dependencies in.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = new Map<string, OutputChunk>();
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk);
        /** The chunk's files and those of every chunk it imports statically: loaded with it. */
        const loadedWith = (name: string, seen = new Set<string>()) => {
          const chunk = chunks.get(name);
          if (seen.has(name) || !chunk) return seen;
          seen.add(name);
          for (const css of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
            []) {
            seen.add(css);
          }
          for (const imported of chunk.imports) loadedWith(imported, seen);
          return seen;
        };
        for (const chunk of chunks.values()) {
          const loaded = loadedWith(chunk.fileName);
          for (const lazy of chunk.dynamicImports) {
            const missing = [...loadedWith(lazy)].filter((name) => name.endsWith('.css') && !loaded.has(name));
            if (missing.length > 0) {
              this.error(
                `${lazy}, imported lazily by ${chunk.fileName}, needs ${missing.join(', ')}, which it does not load: import it there, or remove plainDynamicImports (vite.config.ts)`,
              );
            }
          }
          chunk.code = chunk.code
            .replace(/^const __vite__mapDeps=.*\n/, '')
            .replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]');
        }
      },
    },
  };
}

// The modules the islands share with the header (who is signed in, the API client, the site's
// paths and language) and the island runtime (mount, the message catalog): one of each on a
// page, since they hold its state. Any other module an island imports from outside its folder is
// copied for it (islandCopies).
const SHARED =
  /src[\\/]lib[\\/](paths|language|session|api|signedIn|drafts|identityPrompt|returnTo|mount|messages[\\/](catalog|format))\./;
/** The island a module belongs to: its copy's (`?island=`), or its folder's under src/islands. */
const islandOf = (id: string) =>
  /[?&]island=(\w+)/.exec(id)?.[1] ?? /src[\\/]islands[\\/](\w+)[\\/]/.exec(id)?.[1] ?? null;
/** The route part a module belongs to: its copy's (`&route=`), or the part itself (routes/<page>.ts). */
const routeOf = (id: string) =>
  /[?&]route=([\w~-]+)/.exec(id)?.[1] ?? /src[\\/]islands[\\/]\w+[\\/]routes[\\/]([\w-]+)\.tsx?$/.exec(id)?.[1] ?? null;

// Each island gets its own copy of the modules it shares with other islands (the forms kit, the
// validation rules, the two-step parts...), as `<file>?island=<Island>`. Shared, they were a dozen
// small chunks on a form page, each gzipped on its own (so costing more than its bytes), and each
// whole for every island; copied, an island's code is one chunk, and tree-shaking keeps in each
// copy what that island uses: 2 to 4 KB gzipped less on every form page. The price: a visitor
// going from one form to another downloads their common parts again (1 to 3 KB), and a page
// placing two islands would load two copies.
//
// The same goes for the part of an island drawn at a page's address (routes/<page>.ts): what it
// needs beyond the island's main chunk (what the island's entry imports statically) is its own
// copy, `?island=<Island>&route=<page>`, so each page loads the main chunk and its route's chunk,
// and nothing of the other pages' routes.
function islandCopies(): Plugin {
  const mainFiles = new Map<string, Set<string>>();
  /** The files the island's entry imports statically: its main chunk, shared by its routes. */
  const inMain = (island: string, file: string) => {
    const entry = ISLANDS[island as IslandName];
    if (!entry) return false;
    if (!mainFiles.has(island)) mainFiles.set(island, staticImports(resolve(import.meta.dirname, entry)));
    return mainFiles.get(island)?.has(file) ?? false;
  };
  return {
    name: 'island-copies',
    apply: 'build',
    enforce: 'pre',
    buildStart: () => mainFiles.clear(),
    async resolveId(source, importer, options) {
      if (!importer || options.ssr) return null;
      const island = islandOf(importer);
      if (!island) return null;
      const resolved = await this.resolve(source, importer.split('?')[0], { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const file = resolved.id;
      if (file.includes('?') || !/[\\/]src[\\/].*\.tsx?$/.test(file) || SHARED.test(file)) return null;
      const route = routeOf(importer);
      if (route && !inMain(island, file)) {
        // A part a route loads later (what follows the form) is copied for itself in turn, so the
        // route's chunk is what its page loads and nothing else imports from it.
        const part = options.kind === 'dynamic-import' ? `~${basename(file).replace(/\.tsx?$/, '')}` : '';
        return `${file}?island=${island}&route=${route}${part}`;
      }
      if (islandOf(file) === island) return null;
      return `${file}?island=${island}`;
    },
  };
}

const ROUTE = /src[\\/]islands[\\/]\w+[\\/]routes[\\/][\w-]+\.tsx?$/;
const ENTRY = /src[\\/]islands[\\/]\w+[\\/]index\.tsx$/;
type ModuleInfo = (id: string) => { importers: readonly string[] } | null;

/**
 * The island whose main chunk `id` belongs in: when the island's entry imports it statically
 * (directly or not), or when two of its route parts do (routes/<page>.ts, each loaded with the
 * page at its address), so that what two pages' parts share is in the chunk every page loads
 * rather than in more small chunks. Null for anything else: the bundler's own chunks.
 */
function mainChunkOf(id: string, info: ModuleInfo): string | null {
  const island = islandOf(id);
  if (!island || !/\.tsx?(\?|$)/.test(id)) return null;
  const routes = new Set<string>();
  const seen = new Set<string>();
  let fromEntry = false;
  const visit = (module: string) => {
    if (seen.has(module) || fromEntry) return;
    seen.add(module);
    if (ENTRY.test(module)) fromEntry = true;
    else if (ROUTE.test(module)) routes.add(module);
    else for (const importer of info(module)?.importers ?? []) visit(importer);
  };
  visit(id);
  return fromEntry || routes.size >= 2 ? island : null;
}

/**
 * Chunks named for what loads them, which page-weight.mjs reads: an island's messages in a
 * language (`messages.<lang>.<Island>`, and `.route.<page>` for the part drawn at a page's
 * address, `.part.<module>` for another), the part drawn at a page's address
 * (`<Island>.route.<page>`), and the whole catalog files a part loaded later reads
 * (`catalog.<lang>.<file>`).
 */
function chunkFileName({ facadeModuleId }: { facadeModuleId?: string | null }): string {
  const id = facadeModuleId ?? '';
  const messages = /^\0virtual:island-messages\/(\w+)(?:\/(routes\/)?([\w/-]+))?@([\w-]+)$/.exec(id);
  if (messages) {
    const [, island, route, part, language] = messages;
    const of = part === undefined ? '' : route ? `.route.${part}` : `.part.${part.replaceAll('/', '.')}`;
    return `assets/messages.${language}.${island}${of}-[hash].js`;
  }
  const route = /src[\\/]islands[\\/](\w+)[\\/]routes[\\/]([\w-]+)\.tsx?$/.exec(id);
  if (route) return `assets/${route[1]}.route.${route[2]}-[hash].js`;
  const ftl = /locales[\\/]([^\\/]+)[\\/](?:islands[\\/])?([^\\/]+)\.ftl$/.exec(id);
  return ftl ? `assets/catalog.${ftl[1]}.${ftl[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  rolldownOptions: {
    input: { ...PAGE_SCRIPTS, ...ISLANDS },
    output: {
      chunkFileNames: chunkFileName,
      advancedChunks: {
        groups: [
          // React in one chunk of its own, shared by every island and cached across pages.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]mount\./ },
          // The header's module with what it shares with the islands (SHARED), and the (plain)
          // preload helper: every page loads it, an island page one file of it. Ahead of React's
          // group, which would otherwise take the modules mount.tsx imports too (the page's
          // language), and the header would load React.
          {
            name: 'header',
            test: /src[\\/]header[\\/]|src[\\/]lib[\\/](paths|language|session|api|signedIn|drafts|identityPrompt|returnTo)\.|preload-helper/,
            priority: 1,
          },
          // The forms kit's styles in one file every island loads, so a part loaded later finds
          // its styles there (plainDynamicImports); an island's own styles shared with another
          // (the profile's account status in Account Settings) in another.
          { name: 'forms', test: /src[\\/]lib[\\/].*\.css$/ },
          { name: 'shared', test: /\.css$/, minShareCount: 2 },
          {
            debugName: 'island-main',
            name: (id: string, ctx: { getModuleInfo: ModuleInfo }) =>
              mainChunkOf(id, (module) => ctx.getModuleInfo(module)),
          },
          // The search code the header's field and the search page share (loaded on first use).
          {
            name: 'search',
            test: /src[\\/]search[\\/](files|query|results|excerpt|words|render|site)\./,
          },
        ],
      },
    },
  },
};

// One file, languages included, so ssg's cache of rendered islands (keyed by this file's hash)
// knows when a translation changed.
const renderBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  target: 'node20',
  rolldownOptions: { output: { codeSplitting: false } },
};

export default defineConfig(({ isSsrBuild, command }) => {
  const shortIds = shortMessageIds('../locales/en');
  const shorten = command === 'build' ? shortIds.shorten : undefined;
  return {
    plugins: [
      react(),
      islandCopies(),
      shortIds,
      fluentCatalogs(shorten),
      islandMessages({ islands: ISLANDS, shorten }),
      plainDynamicImports(),
    ],
    // Relative URLs between chunks, so the site works under any base path.
    base: './',
    build: isSsrBuild ? renderBuild : browserBuild,
    // The list of common passwords (lib/loadCommonPasswords.ts) is the service's file, in ../contract,
    // and the message catalog is the whole site's, in ../locales:
    // Vitest and the dev server read a file outside this folder only when it is allowed here.
    server: { fs: { allow: ['.', '../contract', '../locales'] } },
    // The renderer carries React inside it, so it runs wherever ssg does, without node_modules.
    ssr: { noExternal: true },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // The MSW server that stands in for the forms service (src/lib/testing/).
      setupFiles: ['src/lib/testing/setup.ts'],
      // A test may wait up to 10 s for an island's lazy part on a busy machine (setup.ts): the
      // test itself gets room for that wait and its steps after it.
      testTimeout: 30_000,
    },
  };
});
