// The search page (/search/): runs the query of its address (`?q=`, with `kind` and `year`
// filters), so results can be linked to and the back button returns to the previous query;
// shows RESULTS_AT_ONCE results at a time, each with its section and an excerpt, the query's
// words marked. Searching again or changing a filter is a new entry in the browser's history.

import { inFull } from '../lib/dates';
import { pageLanguage } from '../lib/language';
import { basePath } from '../lib/paths';
import type { Meta } from './files';
import { type Filters, type Hit, type Outcome, search } from './query';
import { element, excerptNodes } from './render';
import { describe, type Result } from './results';
import { announceRendered, countText, siteIndex } from './site';
import { words } from './words';

const RESULTS_AT_ONCE = 10;

export function setUpSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !status || !list || !more) return;
  const texts = root.dataset;
  let kinds: Map<string, string> = new Map();
  let latest = 0;
  let pending: { outcome: Outcome; query: string; shown: number } | null = null;

  const chosen = (name: string) =>
    Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`), (box) => box.value);

  const showMore = async () => {
    if (!pending) return;
    const { outcome, query } = pending;
    const next = outcome.hits.slice(pending.shown, pending.shown + RESULTS_AT_ONCE);
    const results = await Promise.all(next.map((hit: Hit) => describe(siteIndex(), hit, outcome, basePath())));
    const first = pending.shown;
    pending.shown += next.length;
    list.append(...results.map((result) => resultItem(result, kinds, texts.untranslated ?? '')));
    more.hidden = pending.shown >= outcome.hits.length;
    // After "Show more", focus goes to the first new result, where reading continues.
    if (first > 0) list.children[first]?.querySelector('a')?.focus();
    return { query, results };
  };

  const run = async () => {
    const params = new URLSearchParams(window.location.search);
    const query = params.get('q') ?? '';
    input.value = query;
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      box.checked = params.getAll(box.name).includes(box.value);
    }
    const filters: Filters = { kinds: params.getAll('kind'), years: params.getAll('year').map(Number) };
    const run = ++latest;
    list.replaceChildren();
    more.hidden = true;
    pending = null;
    if (words(query).length === 0) {
      status.textContent = texts.empty ?? '';
      return;
    }
    try {
      const outcome = await search(siteIndex(), query, filters);
      if (run !== latest) return;
      pending = { outcome, query, shown: 0 };
      const shown = await showMore();
      if (run !== latest) return;
      status.textContent = countText(texts, outcome.hits.length, query);
      announceRendered(
        root,
        query,
        outcome.hits.length,
        (shown?.results ?? []).map((result) => result.url),
      );
    } catch {
      if (run === latest) status.textContent = texts.failed ?? '';
    }
  };

  const navigate = () => {
    const params = new URLSearchParams();
    params.set('q', input.value.trim());
    for (const name of ['kind', 'year']) for (const value of chosen(name)) params.append(name, value);
    const address = `${window.location.pathname}?${params}`;
    if (address !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', address);
    void run();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    navigate();
  });
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).type === 'checkbox') navigate();
  });
  more.addEventListener('click', () => void showMore());
  window.addEventListener('popstate', () => void run());

  void siteIndex()
    .loadMeta()
    .then((meta) => {
      kinds = new Map(meta.kinds.map(([kind, label]) => [kind, label]));
      addFilters(root, meta);
    })
    .catch(() => undefined)
    .finally(() => void run());
}

/** A checkbox for each kind of page and each year of news, with how many pages it holds. */
function addFilters(root: HTMLElement, meta: Meta): void {
  const number = new Intl.NumberFormat(pageLanguage());
  const add = (name: string, choices: [string, string, number][]) => {
    const fieldset = root.querySelector<HTMLFieldSetElement>(`[data-filter="${name}"]`);
    if (!fieldset) return;
    fieldset.hidden = choices.length < 2;
    for (const [value, label, count] of choices) {
      const box = element('input', 'search-page__checkbox');
      box.type = 'checkbox';
      box.name = name;
      box.value = value;
      box.id = `search-${name}-${value}`;
      const text = element('label', 'search-page__choice', box, `${label} (${number.format(count)})`);
      fieldset.append(text);
    }
  };
  add('kind', meta.kinds);
  add(
    'year',
    meta.years.map(([year, count]) => [String(year), String(year), count]),
  );
  const filters = root.querySelector<HTMLElement>('[data-search-filters]');
  if (filters) filters.hidden = meta.kinds.length < 2 && meta.years.length < 2;
}

function resultItem(result: Result, kinds: Map<string, string>, untranslated: string): HTMLLIElement {
  const link = element('a', '', result.title);
  link.href = result.section ? result.url.replace(/#.*$/, '') : result.url;
  const title = element('h2', 'search-result__title', link);
  if (result.lang) {
    // A page not yet translated: its title and text are in its own language, and say so.
    link.lang = result.lang;
    link.hreflang = result.lang;
    title.append(' ', element('span', 'search-result__language', `(${untranslated})`));
  }
  const item = element('li', 'search-result', title);
  const about = [kinds.get(result.kind) ?? result.kind];
  if (result.date) {
    const date = new Date(`${result.date}T00:00:00Z`);
    about.push(inFull(new Intl.DateTimeFormat(pageLanguage(), { dateStyle: 'long', timeZone: 'UTC' }), date));
  }
  item.append(element('p', 'search-result__about', about.join(' · ')));
  if (result.section) {
    const section = element('a', '', result.section.heading);
    section.href = result.section.url;
    item.append(element('p', 'search-result__section', section));
  }
  if (result.excerpt.length > 0) item.append(element('p', 'search-result__excerpt', ...excerptNodes(result.excerpt)));
  if (result.more.length > 0) {
    const links = result.more.map((more) => {
      const anchor = element('a', '', more.heading);
      anchor.href = more.url;
      return element('li', '', anchor);
    });
    item.append(element('ul', 'search-result__more', ...links));
  }
  return item;
}
