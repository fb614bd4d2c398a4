// Every page of the built site, so a page added to content/ is checked without editing a list:
// the pages in sitemap.xml, every index.html the build writes (the account pages stay out of the
// sitemap), and an unknown address for the site's 404 page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');

/** An address no page has: `ssg serve` answers it with the site's 404 page. */
export const NOT_FOUND = '/no-such-page/';

/** Pages visitors reach from the header or a form rather than a search engine; each must exist. */
const OFF_SITEMAP = [
  '/login/',
  '/signup/',
  '/confirm-email/',
  '/forgot-password/',
  '/otp-verification/',
  '/reset-password/',
  '/profile/',
  '/account-settings/',
  '/membership-application/',
];

/** The route of every page, sorted, each with its trailing slash ("/", "/mission/"), then NOT_FOUND. */
export function siteRoutes() {
  const out = mkdtempSync(join(tmpdir(), 'ssg-routes-'));
  try {
    // Islands as last built (by the `ssg serve` the tests start first): only the pages matter here.
    const binary = process.env.SSG_BIN ?? join(repo, 'target/debug/ssg');
    execFileSync(binary, ['build', '--root', repo, '--out', out, '--skip-islands'], { stdio: 'pipe' });
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const written = readdirSync(out, { recursive: true })
      .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
      .map((file) => `/${file.slice(0, -'index.html'.length).split(sep).join('/')}`);
    const missing = OFF_SITEMAP.filter((route) => !written.includes(route));
    if (missing.length > 0) throw new Error(`the build wrote no page for ${missing.join(', ')}`);
    return [...new Set([...listed, ...written, ...OFF_SITEMAP])].sort().concat(NOT_FOUND);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
