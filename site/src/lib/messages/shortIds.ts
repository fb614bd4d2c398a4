// In the built islands, each message id ("wizard-first-name-required") becomes a short code
// ("4b"), in the compiled catalogs and in the code that names it: an id is written twice on a
// page, once in its language's messages and once where it is used, and the form pages carry a
// few hundred of them. The codes are given in the order of the ids, so the browser's build and
// the build-time renderer's agree. Tests and the dev server keep the ids as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from './compile';
import type { Compiled } from './format';

/** Every message id of the default language's catalogs under `folder` (recursively). */
function idsIn(folder: string): string[] {
  const ids: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) ids.push(...idsIn(path));
    else if (entry.name.endsWith('.ftl') && entry.name !== 'site.ftl') {
      ids.push(...Object.keys(compileCatalog(readFileSync(path, 'utf8'), path)));
    }
  }
  return ids;
}

/** A quoted literal that may be a message id: 'login-email', "form-network". */
export const QUOTED_ID = /(['"])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\1/g;

/**
 * `code` with each quoted message id replaced by its short code: where it is an argument or a
 * value (`t('login-email')`, `busy ? 'a-b' : 'c-d'`, `{ Weak: 'rule-strength-weak' }`), not where
 * the same words are something else: an attribute (`id="wizard-step-title"`, `className=`), a
 * `case` of a value the service sends, or an object's key (`'application-decided': ...`).
 */
export function shortenIds(code: string, codes: ReadonlyMap<string, string>): string {
  return code.replace(QUOTED_ID, (literal, quote: string, name: string, at: number) => {
    const short = codes.get(name);
    if (short === undefined) return literal;
    const before = code.slice(Math.max(0, at - 8), at);
    const after = code[at + literal.length];
    if (/=\s*$/.test(before) || /\bcase\s+$/.test(before) || after === ':') return literal;
    return `${quote}${short}${quote}`;
  });
}

export function shortMessageIds(defaultCatalogs: string): Plugin & { shorten(messages: Compiled): Compiled } {
  let codes = new Map<string, string>();
  const shorten = (messages: Compiled): Compiled =>
    Object.fromEntries(Object.entries(messages).map(([id, pattern]) => [codes.get(id) ?? id, pattern]));
  return {
    name: 'short-message-ids',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const ids = [...new Set(idsIn(defaultCatalogs))].sort();
      codes = new Map(ids.map((id, index) => [id, index.toString(36)]));
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/[\\/]site[\\/]src[\\/].*\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return null;
      // Ids put together at run time could not be shortened: there are none, and none may come.
      if (/\bt\(\s*`[^`]*\$\{/.test(code)) this.error(`${id}: a message id built at run time cannot be shortened`);
      const shortened = shortenIds(code, codes);
      return shortened === code ? null : { code: shortened, map: null };
    },
    shorten,
  };
}
