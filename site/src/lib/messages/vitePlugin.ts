// Vite and Vitest read a Fluent file (`import.meta.glob('…/locales/*/forms.ftl')`) as its
// compiled messages (compile.ts). A translation is compiled over the default language's file of
// the same name, so it holds every message, in English where it has none of its own. A file that
// is not valid Fluent stops the build with its file and line.
//
// An island's first messages (`virtual:island-messages/<Island>`, which its entry gives
// mountIsland) are, in each language, the messages that the files its entry imports statically
// name, from every catalog file: what the island can show before any part of it loads later. The
// page loads those alone; the parts loaded later load whole files (catalog.ts, inLanguage).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CatalogError, compileCatalog } from './compile';
import type { Compiled } from './format';
import { QUOTED_ID } from './shortIds';
import { staticImports } from './staticImports';

const DEFAULT_LANGUAGE = 'en';
const VIRTUAL = 'virtual:island-messages/';

type Shorten = (messages: Compiled) => Compiled;
const unchanged: Shorten = (messages) => messages;

function compileFile(path: string): Compiled {
  return compileCatalog(readFileSync(path, 'utf8'), relative(process.cwd(), path));
}

/** `path` (a catalog file in any language) compiled over the default language's file of its name. */
function compileOverDefault(path: string, onRead: (path: string) => void = () => {}): Compiled {
  const original = path.replace(/([\\/]locales[\\/])[^\\/]+([\\/])/, `$1${DEFAULT_LANGUAGE}$2`);
  onRead(path);
  const messages = compileFile(path);
  if (original === path || !existsSync(original)) return messages;
  onRead(original);
  return { ...compileFile(original), ...messages };
}

/** `shorten` renames the ids of compiled messages (shortIds.ts, in builds only). */
export function fluentCatalogs(shorten: Shorten = unchanged): Plugin {
  return {
    name: 'fluent-catalogs',
    load(id) {
      if (!id.endsWith('.ftl')) return null;
      try {
        const messages = compileOverDefault(id, (path) => this.addWatchFile(path));
        return { code: `export default ${JSON.stringify(shorten(messages))};`, map: null };
      } catch (error) {
        if (error instanceof CatalogError) this.error(error.message);
        throw error;
      }
    },
  };
}

/** The catalog files of the default language under `locales` (not the theme's site.ftl). */
function catalogFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return catalogFiles(path);
    return entry.name.endsWith('.ftl') && entry.name !== 'site.ftl' ? [path] : [];
  });
}

/** Every message of `language`, from every catalog file; an id in two files stops the build. */
function allMessages(locales: string, language: string): Compiled {
  const messages: Compiled = {};
  const fileOf = new Map<string, string>();
  for (const original of catalogFiles(join(locales, DEFAULT_LANGUAGE))) {
    const file = join(locales, language, relative(join(locales, DEFAULT_LANGUAGE), original));
    const compiled = compileOverDefault(existsSync(file) ? file : original);
    for (const id of Object.keys(compiled)) {
      const other = fileOf.get(id);
      if (other) throw new CatalogError(`${relative(process.cwd(), original)}: message ${id} is also in ${other}`);
      fileOf.set(id, relative(process.cwd(), original));
    }
    Object.assign(messages, compiled);
  }
  return messages;
}

/** The message ids named in `files` (quoted, as shortIds.ts finds them). */
function idsIn(files: Iterable<string>, known: Compiled): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(QUOTED_ID)) {
      if (Object.hasOwn(known, match[2])) ids.add(match[2]);
    }
  }
  return ids;
}

interface IslandMessagesOptions {
  /** Island name -> its entry module, relative to the site's folder (islands/registry.ts). */
  islands: Record<string, string>;
  shorten?: Shorten;
}

/**
 * `virtual:island-messages/<Island>`: `{ en: () => import(...), fr: ... }`, the island's first
 * messages, each language a chunk of its own (`messages.<lang>.<Island>`).
 * `virtual:island-messages/<Island>/<module>`: the same for a part of the island (`<module>` a path
 * in the island's folder): for the part drawn at /<page>/ (`routes/<page>`), the messages of that
 * page, the island's first ones included (`messages.<lang>.<Island>.route.<page>`); for a part
 * loaded later, those the island's first ones lack (`messages.<lang>.<Island>.part.<module>`).
 * The dev server and Vitest get every message (their files change under them); builds get the
 * subsets, checked against the bundle.
 */
export function islandMessages({ islands, shorten = unchanged }: IslandMessagesOptions): Plugin {
  let root = process.cwd();
  let everything = false;
  const messagesOf = new Map<string, Compiled>();
  const locales = () => resolve(root, '../locales');
  const all = (language: string) => {
    if (!messagesOf.has(language)) messagesOf.set(language, allMessages(locales(), language));
    return messagesOf.get(language) as Compiled;
  };
  /** `<Island>` or `<Island>/routes/<page>` -> the files its messages were read from. */
  const read = new Map<string, Set<string>>();
  const moduleOf = (part: string) => {
    const [island, ...path] = part.split('/');
    if (!Object.hasOwn(islands, island)) throw new CatalogError(`no island ${island} in src/islands/registry.ts`);
    if (path.length === 0) return resolve(root, islands[island]);
    const base = resolve(root, islands[island], '..', ...path);
    const file = [`${base}.ts`, `${base}.tsx`].find((each) => existsSync(each));
    if (!file) throw new CatalogError(`${part}: no module ${relative(root, base)}.ts(x)`);
    return file;
  };
  /** The files a part's messages come from: its static imports, less its island's first ones'. */
  const filesOf = (part: string): Set<string> => {
    if (!read.has(part)) {
      const files = staticImports(moduleOf(part));
      const island = part.split('/')[0];
      if (island !== part) for (const file of filesOf(island)) files.delete(file);
      read.set(part, files);
    }
    return read.get(part) as Set<string>;
  };
  const languages = () =>
    readdirSync(locales(), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'island-messages',
    configResolved(config) {
      root = config.root;
      everything = config.command === 'serve';
    },
    buildStart() {
      messagesOf.clear();
      read.clear();
    },
    resolveId: (source) => (source.startsWith(VIRTUAL) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      // `<part>` or `<part>@<lang>`
      const [part, language] = id.slice(VIRTUAL.length + 1).split('@');
      try {
        if (language === undefined) {
          const loaders = languages().map(
            (code) => `  ${JSON.stringify(code)}: () => import('${VIRTUAL}${part}@${code}'),`,
          );
          return { code: `export default {\n${loaders.join('\n')}\n};`, map: null };
        }
        const messages = all(language);
        if (everything) return { code: `export default ${JSON.stringify(shorten(messages))};`, map: null };
        const files = filesOf(part);
        for (const file of files) this.addWatchFile(file);
        const ids = idsIn(files, messages);
        // A route part's are the page's messages: its own and the island's first ones. Another
        // part's are those the island's first ones lack.
        const [island, folder] = part.split('/');
        const known = folder === undefined ? [] : idsIn(filesOf(island), messages);
        for (const each of known) folder === 'routes' ? ids.add(each) : ids.delete(each);
        const subset = Object.fromEntries(Object.entries(messages).filter(([name]) => ids.has(name)));
        return { code: `export default ${JSON.stringify(shorten(subset))};`, map: null };
      } catch (error) {
        if (error instanceof CatalogError) this.error(`${id.slice(1)}: ${error.message}`);
        throw error;
      }
    },
    // Every source file that names messages and that a part imports statically, as the bundler
    // read the imports, must be one that part's messages (or the island's first ones) were read
    // from, or the page could show a message it has not loaded.
    buildEnd(error) {
      if (error || everything) return;
      const sources = resolve(root, 'src');
      for (const [part, files] of read) {
        const island = part.split('/')[0];
        const known = new Set([...filesOf(island), ...files]);
        const start = [...this.getModuleIds()].find((id) => id.split('?')[0] === moduleOf(part));
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const file = id.replace(/^\0/, '').split('?')[0];
          if (file.startsWith(sources) && /\.tsx?$/.test(file) && !known.has(file)) {
            if (idsIn([file], all(DEFAULT_LANGUAGE)).size > 0) {
              this.error(
                `${relative(root, file)} is imported by ${part} but was not read for its messages (staticImports.ts)`,
              );
            }
          }
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        if (start) visit(start);
      }
    },
  };
}
