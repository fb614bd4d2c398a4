// Site links from islands, under whatever base path the site is published at. The theme writes
// the base path on <html data-base-path="/sub/">; it is "/" when absent (tests, local serve).

import { DEFAULT_LANGUAGE, pageLanguage } from './language';

let buildTimeBasePath = '/';

/** At build time (no document) the renderer says which base path the pages are built for. */
export function setBuildTimeBasePath(path: string): void {
  buildTimeBasePath = path;
}

export function basePath(): string {
  if (typeof document === 'undefined') return buildTimeBasePath;
  return document.documentElement.dataset.basePath ?? '/';
}

/**
 * "/login" -> "/sub/login/"; "/" -> "/sub/"; on a page in another language than the default,
 * that language's page: "/fr/login/" (every page an island links to is translated).
 */
export function sitePath(route: string): string {
  const language = pageLanguage();
  const path = route.replace(/^\/+|\/+$/g, '');
  const inLanguage = language === DEFAULT_LANGUAGE || path === language || path.startsWith(`${language}/`);
  const localized = inLanguage ? path : `${language}/${path}`.replace(/\/$/, '');
  return localized === '' ? basePath() : `${basePath()}${localized}/`;
}

/**
 * Where the pages of the page's language start: the base path, then the language's folder when
 * it is not the default ("/sub/fr/"). A router of pages in every language takes it as basename.
 */
export function languageBasePath(): string {
  const language = pageLanguage();
  return language === DEFAULT_LANGUAGE ? basePath() : `${basePath()}${language}/`;
}

/** Leave the page for another page of the site. */
export function goTo(route: string): void {
  window.location.assign(sitePath(route));
}
