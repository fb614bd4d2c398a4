// Site links from islands, under whatever base path the site is published at. The theme writes
// the base path on <html data-base-path="/sub/">; it is "/" when absent (tests, local serve).

let buildTimeBasePath = '/';

/** At build time (no document) the renderer says which base path the pages are built for. */
export function setBuildTimeBasePath(path: string): void {
  buildTimeBasePath = path;
}

export function basePath(): string {
  if (typeof document === 'undefined') return buildTimeBasePath;
  return document.documentElement.dataset.basePath ?? '/';
}

/** "/login" -> "/sub/login/"; "/" -> "/sub/". */
export function sitePath(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path === '' ? basePath() : `${basePath()}${path}/`;
}

/** Leave the page for another page of the site. */
export function goTo(route: string): void {
  window.location.assign(sitePath(route));
}
