// The site's words in each language, read from its message catalogs (locales/<lang>/**/*.ftl, the
// files the islands and the service take their texts from), so a walk in French or Spanish looks
// for what a reader of that language sees without copying the translations into the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FluentParser } from '@fluent/syntax';

const LOCALES = resolve(import.meta.dirname, '../../locales');
const loaded = new Map();

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith('.ftl')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every message of `language` whose value is text and `{ $variables }`: id -> its elements. */
function messages(language) {
  if (!loaded.has(language)) {
    const parser = new FluentParser({ withSpans: false });
    const found = new Map();
    for (const file of filesUnder(join(LOCALES, language))) {
      for (const entry of parser.parse(readFileSync(file, 'utf8')).body) {
        if (entry.type === 'Message' && entry.value && !found.has(entry.id.name)) found.set(entry.id.name, entry.value);
      }
    }
    loaded.set(language, found);
  }
  return loaded.get(language);
}

/**
 * The message `id` in `language` with `args` put in (text and variables only: a message that
 * selects by plural or refers to another is refused, so a walk never looks for a half-made text).
 */
export function text(language, id, args = {}) {
  const pattern = messages(language).get(id);
  if (!pattern) throw new Error(`locales/${language} has no message ${id}`);
  return pattern.elements
    .map((element) => {
      if (element.type === 'TextElement') return element.value;
      const expression = element.expression;
      if (expression.type === 'VariableReference' && expression.id.name in args)
        return String(args[expression.id.name]);
      throw new Error(`${id} in ${language} is not plain text with the variables given`);
    })
    .join('');
}

/** The site's address of `path` in `language` (`/fr/login/`; English has no prefix). */
export const inLanguage = (language, path) => (language === 'en' ? path : `/${language}${path}`);
