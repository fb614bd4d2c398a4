// The language of the page an island or the header runs on: `<html lang>` in the browser, and
// the page's language the renderer is given at build time. The site's default language has its
// pages at the root; the others under /<code>/.

export const DEFAULT_LANGUAGE = 'en';

let buildTimeLanguage = DEFAULT_LANGUAGE;

/** At build time (no document) the renderer says which language the page is in. */
export function setBuildTimeLanguage(language: string): void {
  buildTimeLanguage = language;
}

/** The page's language code, lower case, without a region ("fr" for "fr-CA"). */
export function pageLanguage(): string {
  const lang = typeof document === 'undefined' ? buildTimeLanguage : document.documentElement.lang;
  return (lang || DEFAULT_LANGUAGE).split('-')[0].toLowerCase();
}
