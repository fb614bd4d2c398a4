// Builds the header module and one entry per island (src/islands/<Name>/index.tsx) for the
// browser; ssg reads the manifest to learn which islands exist and which files each page loads.
// `vite build --ssr` builds src/ssr.tsx, which ssg runs in Node to render islands at build time.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const islandsDir = resolve(import.meta.dirname, 'src/islands');
const islands = Object.fromEntries(
  readdirSync(islandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(islandsDir, entry.name, 'index.tsx')))
    .map((entry) => [entry.name, `src/islands/${entry.name}/index.tsx`]),
);

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  rolldownOptions: {
    input: { header: 'src/header/header.ts', ...islands },
    // React in one chunk of its own, shared by every island and cached across pages.
    output: {
      advancedChunks: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
    },
  },
};

const renderBuild = { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // Relative URLs between chunks, so the site works under any base path.
  base: './',
  build: isSsrBuild ? renderBuild : browserBuild,
  // The renderer carries React inside it, so it runs wherever ssg does, without node_modules.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
