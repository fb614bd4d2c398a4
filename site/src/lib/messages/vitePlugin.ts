// Vite and Vitest read a Fluent file (`import.meta.glob('…/locales/*/forms.ftl')`) as its
// compiled messages (compile.ts). A translation is compiled over the default language's file of
// the same name, so it holds every message, in English where it has none of its own. A file that
// is not valid Fluent stops the build with its file and line.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { CatalogError, compileCatalog } from './compile';
import type { Compiled } from './format';

const DEFAULT_LANGUAGE = 'en';

function compileFile(path: string) {
  return compileCatalog(readFileSync(path, 'utf8'), relative(process.cwd(), path));
}

/** `shorten` renames the ids of compiled messages (shortIds.ts, in builds only). */
export function fluentCatalogs(shorten: (messages: Compiled) => Compiled = (messages) => messages): Plugin {
  return {
    name: 'fluent-catalogs',
    load(id) {
      if (!id.endsWith('.ftl')) return null;
      this.addWatchFile(id);
      const original = id.replace(/([\\/]locales[\\/])[^\\/]+([\\/])/, `$1${DEFAULT_LANGUAGE}$2`);
      try {
        let messages = compileFile(id);
        if (original !== id && existsSync(original)) {
          this.addWatchFile(original);
          messages = { ...compileFile(original), ...messages };
        }
        return { code: `export default ${JSON.stringify(shorten(messages))};`, map: null };
      } catch (error) {
        if (error instanceof CatalogError) this.error(error.message);
        throw error;
      }
    },
  };
}
