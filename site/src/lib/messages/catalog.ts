// The islands' side of the one message catalog (locales/<lang>/*.ftl). Each catalog is a Fluent
// file compiled at build time (compile.ts); a translation is compiled over the default language's
// file, so a message a language lacks is shown in English (`ssg check` lists it) and a page never
// needs two languages. Message ids are unique across the files (the build checks it), so the
// messages of a language are kept in one table, whichever file they came from.
//
// A page loads only what its island shows first, in the page's language: the island's first
// messages (vitePlugin.ts: the messages its entry's static imports name, from every file), which
// it waits for before it renders or hydrates (mountIsland), so a French page shows the same French
// before and after hydration. A part loaded later (`inLanguage`) loads the whole files of the
// catalogs registered by then. The build-time renderer and the tests load whole files too
// (`loadLanguage`).
import { DEFAULT_LANGUAGE, pageLanguage } from '../language';
import { type Args, type Compiled, formatPattern } from './format';

type Loader = () => Promise<{ default: Compiled }>;

/** A language's loaders: `{ en: () => import(...), fr: ... }`. */
export type Messages = Record<string, Loader>;

/** One catalog file's loaders, by language, and the languages loaded whole. */
interface Catalog {
  loaders: Map<string, Loader>;
  loaded: Set<string>;
}

const catalogs: Catalog[] = [];
/** Every message loaded so far, by language, then id. */
const loaded = new Map<string, Compiled>();
let current = DEFAULT_LANGUAGE;

/** The language islands write in: the page's (`<html lang>`), once its messages are loaded. */
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
export function catalog(files: Record<string, () => Promise<unknown>>): (id: string, args?: Args) => string {
  const entry: Catalog = { loaders: new Map(), loaded: new Set() };
  for (const [path, load] of Object.entries(files)) {
    const language = languageOf(path);
    if (language) entry.loaders.set(language, load as Loader);
  }
  catalogs.push(entry);
  return translate;
}

function translate(id: string, args: Args = {}): string {
  const pattern = loaded.get(current)?.[id];
  return pattern === undefined ? id : formatPattern(pattern, args, current);
}

async function add(language: string, load: Loader): Promise<void> {
  const { default: messages } = await load();
  loaded.set(language, { ...loaded.get(language), ...messages });
}

/** The language code of `language` ("fr" for "fr-CA") if `known` has it, else the default. */
function chosen(language: string, known: (code: string) => boolean): string {
  const code = language.split('-')[0].toLowerCase() || DEFAULT_LANGUAGE;
  return known(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * Makes `language` the one islands write in (the default language for one the site lacks), once
 * every catalog registered so far has its whole file loaded.
 */
export async function loadLanguage(language: string): Promise<void> {
  const code = chosen(language, (code) => catalogs.some((entry) => entry.loaders.has(code)));
  await Promise.all(
    catalogs.map(async (entry) => {
      const load = entry.loaders.get(code);
      if (!load || entry.loaded.has(code)) return;
      await add(code, load);
      entry.loaded.add(code);
    }),
  );
  current = code;
}

/**
 * Makes `language` the one islands write in, once an island's first messages in it are loaded
 * (`virtual:island-messages/<Island>`, which mountIsland is given).
 */
export async function loadFirstMessages(messages: Messages, language: string): Promise<void> {
  const code = chosen(language, (code) => Object.hasOwn(messages, code));
  await add(code, messages[code]);
  current = code;
}

/**
 * Loads the messages of a part of an island in the page's language
 * (`virtual:island-messages/<Island>/routes/<page>`), as the part itself loads.
 */
export async function loadPartMessages(messages: Messages): Promise<void> {
  const code = chosen(pageLanguage(), (code) => Object.hasOwn(messages, code));
  await add(code, messages[code]);
}

/**
 * A lazily imported module, with the catalogs it registered (and those registered before) loaded
 * whole in the page's language before it is used:
 * `lazy(() => inLanguage(import('./TwoStepSettings')))`.
 */
export async function inLanguage<Module>(imported: Promise<Module>): Promise<Module> {
  const module = await imported;
  await loadLanguage(current);
  return module;
}
