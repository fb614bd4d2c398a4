// Builds the header and deadline modules and one entry per island of the registry
// (src/islands/registry.ts) for the browser, each keyed by its name, so the manifest's entry chunk
// of an island carries `"name": "<Island>"`; ssg reads the manifest to learn which islands exist
// and which files each page loads.
// `vite build --ssr` builds src/ssr.tsx, which ssg runs in Node to render islands at build time.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { ISLANDS, PAGE_SCRIPTS } from './src/islands/registry';

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

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  rolldownOptions: {
    input: { ...PAGE_SCRIPTS, ...ISLANDS },
    // React in one chunk of its own, shared by every island and cached across pages.
    output: {
      advancedChunks: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]mount\./ },
          { name: 'site', test: /src[\\/]lib[\\/](paths|session|api|signedIn)\./ },
          {
            name: 'fields',
            test: /src[\\/]lib[\\/]forms[\\/](TextField|LabelledField|descriptions|PasswordChecklist|PasswordField|Dialog|useSubmit|failure|without)\./,
          },
        ],
      },
    },
  },
};

const renderBuild = { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pureReactRouter()],
  // Relative URLs between chunks, so the site works under any base path.
  base: './',
  build: isSsrBuild ? renderBuild : browserBuild,
  // The renderer carries React inside it, so it runs wherever ssg does, without node_modules.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The MSW server that stands in for the forms service (src/lib/testing/).
    setupFiles: ['src/lib/testing/setup.ts'],
  },
}));
