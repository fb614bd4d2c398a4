// The header's search field as a WAI-ARIA combobox (list autocomplete): as a visitor types, the
// best pages show below it; Down and Up move through them (aria-activedescendant, so focus stays
// in the field), Enter follows the one chosen or, with none chosen, opens the search page with
// every result; Escape closes the list, then clears the field. Loaded on the field's first use.

import { basePath } from '../lib/paths';
import { search } from './query';
import { element, excerptNodes } from './render';
import { describe, type Result } from './results';
import { announceRendered, countText, fill, siteIndex } from './site';
import { words } from './words';

const SUGGESTIONS = 6;

export function setUpCombobox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  const listbox = form.querySelector<HTMLElement>('[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !listbox || !status) return;
  const texts = form.dataset;
  let latest = 0;
  let options: HTMLElement[] = [];
  let active = -1;

  const isOpen = () => !listbox.hidden;
  const close = () => {
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    choose(-1);
  };
  const choose = (index: number) => {
    active = index;
    for (const [at, option] of options.entries()) option.setAttribute('aria-selected', String(at === index));
    const chosen = options[index];
    if (chosen) {
      input.setAttribute('aria-activedescendant', chosen.id);
      chosen.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };
  const searchPage = (query: string) => `${form.action}?q=${encodeURIComponent(query)}`;

  const show = (query: string, results: Result[], count: number) => {
    options = results.map((result, index) => option(`site-search-option-${index}`, result));
    const all = element('li', 'site-search__option site-search__option--all', fill(texts.allResults ?? '', { query }));
    all.id = 'site-search-option-all';
    all.setAttribute('role', 'option');
    all.dataset.href = searchPage(query);
    options.push(all);
    listbox.replaceChildren(...options);
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    choose(-1);
    status.textContent = countText(texts, count, query);
    announceRendered(
      form,
      query,
      count,
      results.map((result) => result.url),
    );
  };

  const update = async () => {
    const query = input.value;
    const run = ++latest;
    if (words(query).length === 0) {
      close();
      status.textContent = '';
      return;
    }
    try {
      const outcome = await search(siteIndex(), query);
      const shown = outcome.hits.slice(0, SUGGESTIONS);
      const results = await Promise.all(shown.map((hit) => describe(siteIndex(), hit, outcome, basePath())));
      if (run === latest) show(query, results, outcome.hits.length);
    } catch {
      if (run !== latest) return;
      close();
      status.textContent = texts.failed ?? '';
    }
  };

  const follow = (option: HTMLElement | undefined) => {
    const href = option?.dataset.href;
    if (href) window.location.assign(href);
  };

  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isOpen()) {
        if (input.value) void update();
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field, Up goes to the last option; past either end, back to the field.
      const next = active === -1 && step === -1 ? options.length - 1 : active + step;
      choose(next >= options.length || next < -1 ? -1 : next);
    } else if (event.key === 'Enter' && isOpen() && active >= 0) {
      event.preventDefault();
      follow(options[active]);
    } else if (event.key === 'Escape') {
      if (isOpen()) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (input.value) {
        event.preventDefault();
        event.stopPropagation();
        input.value = '';
        status.textContent = '';
      }
    }
  });
  // A click on a suggestion must not take focus from the field first (which would close the list).
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    follow((event.target as Element).closest<HTMLElement>('[role="option"]') ?? undefined);
  });
  form.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (!to || !form.contains(to)) close();
  });
  input.addEventListener('focus', () => {
    if (input.value && listbox.childElementCount > 0) {
      listbox.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
  });
  if (input.value) void update();
}

function option(id: string, result: Result): HTMLElement {
  const title = element('span', 'site-search__title', result.title);
  if (result.lang) title.lang = result.lang;
  const item = element('li', 'site-search__option', title);
  item.id = id;
  item.setAttribute('role', 'option');
  item.dataset.href = result.url;
  if (result.section) item.append(element('span', 'site-search__section', result.section.heading));
  if (result.excerpt.length > 0) item.append(element('span', 'site-search__excerpt', ...excerptNodes(result.excerpt)));
  return item;
}
