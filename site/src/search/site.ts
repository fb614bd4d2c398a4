// The index of the page's language, under the site's base path, shared by the header's field and
// the search page; and the texts the theme wrote for them (data-* attributes, in that language).

import { pageLanguage } from '../lib/language';
import { basePath } from '../lib/paths';
import { IndexFiles } from './files';

let index: IndexFiles | undefined;

export function siteIndex(): IndexFiles {
  index ??= new IndexFiles(`${basePath()}search/${pageLanguage()}/`);
  return index;
}

/** `{name}` in a text the theme wrote, replaced. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** "12 results for “x”", in the page's language, from the element's data-result-one/-other. */
export function countText(texts: DOMStringMap, count: number, query: string): string {
  if (count === 0) return fill(texts.none ?? '', { query });
  const form = new Intl.PluralRules(pageLanguage()).select(count) === 'one' ? texts.resultOne : texts.resultOther;
  return fill(form ?? '', { query, count: new Intl.NumberFormat(pageLanguage()).format(count) });
}

/** Tells whoever listens (the tests, the benchmark) that a query's results are on screen. */
export function announceRendered(target: EventTarget, query: string, count: number, urls: string[]): void {
  target.dispatchEvent(new CustomEvent('search:rendered', { detail: { query, count, urls } }));
}
