// The islands' side of the one message catalog (locales/<lang>/*.ftl). Each catalog is a Fluent
// file compiled at build time (compile.ts), one chunk per language, and a page loads only its
// own language's: the islands wait for it before they render or hydrate (mountIsland, the
// build-time renderer), so a French page shows the same French before and after hydration. A
// translation is compiled over the default language's file, so a message a language lacks is
// shown in English (`ssg check` lists it) and a page never needs two languages.
import { DEFAULT_LANGUAGE } from '../language';
import { type Args, type Compiled, formatPattern } from './format';

type Loader = () => Promise<unknown>;

interface Catalog {
  loaders: Map<string, Loader>;
  loaded: Map<string, Compiled>;
}

const catalogs: Catalog[] = [];
let current = DEFAULT_LANGUAGE;

/** The language islands write in: the page's (`<html lang>`), once loadLanguage has run. */
export function currentLanguage(): string {
  return current;
}

/** The language of a path such as `../../locales/fr/forms.ftl`. */
function languageOf(path: string): string | undefined {
  return /locales\/([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\//.exec(path)?.[1];
}

/**
 * A catalog's translate function: `t('login-submit')`, `t('count-left', { count: 3 })`. `files`
 * is Vite's lazy glob of the catalog's file in every language (`import.meta.glob`).
 */
export function catalog(files: Record<string, Loader>): (id: string, args?: Args) => string {
  const entry: Catalog = { loaders: new Map(), loaded: new Map() };
  for (const [path, load] of Object.entries(files)) {
    const language = languageOf(path);
    if (language) entry.loaders.set(language, load);
  }
  catalogs.push(entry);
  return (id, args = {}) => {
    const pattern = entry.loaded.get(current)?.[id];
    return pattern === undefined ? id : formatPattern(pattern, args, current);
  };
}

async function load(entry: Catalog, language: string): Promise<void> {
  const loader = entry.loaders.get(language);
  if (!loader || entry.loaded.has(language)) return;
  const module = (await loader()) as { default: Compiled };
  entry.loaded.set(language, module.default);
}

/**
 * Makes `language` the one islands write in (the default language for one the site lacks), once
 * every catalog registered so far has its messages loaded.
 */
export async function loadLanguage(language: string): Promise<void> {
  const code = language.split('-')[0].toLowerCase() || DEFAULT_LANGUAGE;
  const known = catalogs.some((entry) => entry.loaders.has(code));
  const chosen = known ? code : DEFAULT_LANGUAGE;
  await Promise.all(catalogs.map((entry) => load(entry, chosen)));
  current = chosen;
}

/**
 * A lazily imported module whose catalogs are loaded in the page's language before it is used:
 * `lazy(() => inLanguage(import('./TwoStepSettings')))`.
 */
export async function inLanguage<Module>(imported: Promise<Module>): Promise<Module> {
  const module = await imported;
  await loadLanguage(current);
  return module;
}
