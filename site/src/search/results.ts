// A hit as a visitor sees it: the page's title and address, the section it best matches (as a
// link to its #anchor) with an excerpt there, and up to two more sections that match.

import { excerpt, marker, type Part } from './excerpt';
import type { Fragment, IndexFiles } from './files';
import type { Hit, Outcome } from './query';

const MORE_SECTIONS = 2;

export interface SectionLink {
  heading: string;
  url: string;
}

export interface Result {
  url: string;
  title: string;
  kind: string;
  date: string | null;
  /** The page's language, when it is not the page's being read (a page not yet translated). */
  lang: string | null;
  /** The best-matching section, when it is not the page's opening text. */
  section: SectionLink | null;
  excerpt: Part[];
  more: SectionLink[];
}

/** A page's address under the base path: "/fr/mission" -> "/sub/fr/mission/". */
export function pageUrl(base: string, link: string, anchor = ''): string {
  const path = link.replace(/^\/+|\/+$/g, '');
  return `${base}${path ? `${path}/` : ''}${anchor ? `#${anchor}` : ''}`;
}

export async function describe(files: IndexFiles, hit: Hit, outcome: Outcome, base: string): Promise<Result> {
  const page: Fragment = await files.fragment(hit.page);
  const isMarked = marker(outcome.marks, outcome.stems);
  const withHeading = hit.sections.filter((index) => index > 0 && page.s[index]);
  const best = hit.sections[0] ?? 0;
  const [anchor, heading, text] = page.s[best] ?? page.s[0] ?? ['', '', ''];
  const opening = page.s.find(([, , body]) => body)?.[2] ?? '';
  return {
    url: pageUrl(base, page.u, best > 0 ? anchor : ''),
    title: page.t,
    kind: page.k,
    date: page.d,
    lang: page.l ?? null,
    section: best > 0 ? { heading, url: pageUrl(base, page.u, anchor) } : null,
    excerpt: excerpt(text || heading || opening, isMarked),
    more: withHeading
      .filter((index) => index !== best)
      .slice(0, MORE_SECTIONS)
      .map((index) => {
        const [more, title] = page.s[index] as [string, string, string];
        return { heading: title, url: pageUrl(base, page.u, more) };
      }),
  };
}
