// Build-time rendering of islands to HTML (Vite's SSR build of this file is run by
// scripts/prerender.mjs for ssg). Islands are found by convention: src/islands/<Name>/<Name>.tsx
// exports the component <Name>. Only capitalised files (components) are loaded: not index.tsx,
// which mounts in the browser, nor test helpers.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { setBuildTimeBasePath } from './lib/paths';

const modules = import.meta.glob<Record<string, unknown>>(['./islands/*/[A-Z]*.tsx', '!./islands/*/*.test.tsx'], { eager: true });

const islands = new Map<string, ComponentType<Record<string, unknown>>>();
for (const [path, module] of Object.entries(modules)) {
  const match = /^\.\/islands\/([^/]+)\/([^/]+)\.tsx$/.exec(path);
  if (match && match[1] === match[2] && typeof module[match[1]] === 'function') {
    islands.set(match[1], module[match[1]] as ComponentType<Record<string, unknown>>);
  }
}

/**
 * The HTML of one island with its props, as the page at `route` shows it before hydration, for
 * a site published under `basePath`.
 */
export function render(name: string, props: Record<string, unknown>, route: string, basePath: string): string {
  const Island = islands.get(name);
  if (!Island) throw new Error(`no component ${name} in src/islands/${name}/${name}.tsx`);
  setBuildTimeBasePath(basePath);
  return renderToString(<Island {...props} ssrLocation={route} />);
}
