// Builds the header and deadline modules and one entry per island of the registry
// (src/islands/registry.ts) for the browser, each keyed by its name, so the manifest's entry chunk
// of an island carries `"name": "<Island>"`; ssg reads the manifest to learn which islands exist
// and which files each page loads.
// `vite build --ssr` builds src/ssr.tsx, which ssg runs in Node to render islands at build time.
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vitest/config';
import { ISLANDS, PAGE_SCRIPTS } from './src/islands/registry';
import { shortMessageIds } from './src/lib/messages/shortIds';
import { fluentCatalogs } from './src/lib/messages/vitePlugin';

// react-router's build creates its contexts and sets display names at module level without
// marking them pure, so the bundler keeps every one of them, and the code they pull in, even in an
// island that uses three hooks. Marking those calls pure lets tree-shaking drop the unused ones:
// the recovery flow's chunk goes from 17 KB to 9 KB gzipped. The page-weight budget in the test
// command catches a router upgrade that changes the shape these patterns expect.
function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const pure = code
        .replace(/^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = [^;]*;$/gm, '');
      return { code: pure, map: null };
    },
  };
}

// Vite wraps each dynamic import in its preload helper (1.6 KB, 0.7 KB gzipped), which fetches the
// lazy chunk's own imports and CSS alongside it. The site's lazy chunks (the list of common
// passwords, lib/loadCommonPasswords.ts; on the application page, a member's earlier applications
// and the "Start again?" dialog) need no CSS the page has not loaded already, so the helper, which would sit on the form pages at
// the edge of their budget, is replaced by a plain import, and the list of what to preload
// (`__vite__mapDeps`) is dropped: a chunk the lazy one imports that the page lacks comes with it,
// one round trip later. Should a lazy chunk ever need CSS the page lacks, the build stops here.
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

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  rolldownOptions: {
    input: { ...PAGE_SCRIPTS, ...ISLANDS },
    // React in one chunk of its own, shared by every island and cached across pages.
    output: {
      // A language's messages (locales/<lang>/*.ftl) are a chunk of their own, named so the
      // page-weight check can count the ones a page in that language loads.
      chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
        const ftl = /locales[\\/]([^\\/]+)[\\/](?:islands[\\/])?([^\\/]+)\.ftl$/.exec(chunk.facadeModuleId ?? '');
        return ftl ? `assets/messages.${ftl[1]}.${ftl[2]}-[hash].js` : 'assets/[name]-[hash].js';
      },
      advancedChunks: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]mount\./ },
          // With the (plain) preload helper, which the lazy imports of several islands share.
          // Ahead of React's group, which would otherwise take the modules mount.tsx imports too
          // (the page's language), and the header would load React.
          {
            name: 'site',
            test: /src[\\/]lib[\\/](paths|language|session|api|signedIn)\.|preload-helper/,
            priority: 1,
          },
          // The search code the header's field and the search page share (loaded on first use).
          {
            name: 'search',
            test: /src[\\/]search[\\/](files|query|results|excerpt|words|render|site)\./,
          },
          // The rules travel with the fields; the password checklist, which only three forms show,
          // does not.
          {
            name: 'fields',
            test: /src[\\/]lib[\\/](forms[\\/](TextField|LabelledField|descriptions|PasswordField|Dialog|useSubmit|failure|without)|validation|commonPasswords)\./,
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
    plugins: [react(), shortIds, fluentCatalogs(shorten), pureReactRouter(), plainDynamicImports()],
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
    },
  };
});
