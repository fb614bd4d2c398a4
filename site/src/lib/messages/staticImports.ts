// The source files an island's entry imports statically, followed to the end: what the browser
// has run when the island first draws, and so the files whose message ids make the island's first
// messages (vitePlugin.ts). Read from the source with patterns, not a parser, so it may take a
// file too many (an import in a comment), never one too few: the build compares it with the
// bundler's own graph (vitePlugin.ts, generateBundle) and stops if a file is missing.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `import x from './a'`, `import './a'`, `export { x } from './a'`, `export * from './a'`, over
 * several lines too; not `import type` or `export type`, which leave nothing in the bundle.
 */
const STATIC_IMPORT =
  /(?:^|[;\n])\s*(?:import(?!\s+type\b)(?:[\s\w{},*$]*?\bfrom)?|export(?!\s+type\b)[\s\w{},*$]*?\bfrom)\s*(['"])(\.[^'"]+)\1/g;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The TypeScript file a relative import names, or null for anything else (CSS, text, a folder). */
function resolveImport(importer: string, specifier: string): string | null {
  const base = resolve(dirname(importer), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** `entry` and every TypeScript file it imports statically, directly or not. */
export function staticImports(entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const imported = resolveImport(file, match[2]);
      if (imported) visit(imported);
    }
  };
  visit(resolve(entry));
  return files;
}
