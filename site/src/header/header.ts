// Site header behaviour: dropdown menus, the small-screen menu panel, the scroll shadow and
// the current-page marker. Plain DOM, no React. Every lookup tolerates a missing element,
// so the module is safe on any page. The markup (themes/default/templates/partials/header.html)
// works without this script; adding `is-ready` switches the CSS from its no-JS fallback.
// The account area (signed in or out) is account.ts; header.css is what both add to the theme.

import { setUpAccount } from './account';
import './header.css';
import '../search/search.css';
import { keepQueryOnSwitch } from './languageSwitcher';

const SCROLL_SHADOW_PX = 10;

// The header's controls, found once by setUp (the module runs once per page).
let navToggle: HTMLButtonElement | null = null;
let menuButtons: HTMLButtonElement[] = [];

const controlled = (button: HTMLButtonElement): HTMLElement | null =>
  document.getElementById(button.getAttribute('aria-controls') ?? '');
const isOpen = (button: HTMLButtonElement | null): boolean => button?.getAttribute('aria-expanded') === 'true';
const setOpen = (button: HTMLButtonElement, open: boolean): void => button.setAttribute('aria-expanded', String(open));
const links = (button: HTMLButtonElement): HTMLElement[] =>
  Array.from(controlled(button)?.querySelectorAll<HTMLElement>('a[href], button') ?? []);

function closeMenus(except?: HTMLButtonElement): void {
  for (const button of menuButtons) if (button !== except) setOpen(button, false);
}

function closePanel(): void {
  if (navToggle && isOpen(navToggle)) {
    setOpen(navToggle, false);
    closeMenus();
  }
}

/** Arrow keys move between the links of an open menu. */
function onMenuKeys(button: HTMLButtonElement): (event: KeyboardEvent) => void {
  return (event) => {
    const items = links(button);
    const index = items.indexOf(document.activeElement as HTMLElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0 || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };
}

/** A dropdown menu: its button opens it (also with ArrowDown), arrows move inside, leaving closes it. */
function setUpMenu(button: HTMLButtonElement): void {
  const container = button.parentElement as HTMLElement;

  button.addEventListener('click', () => {
    const open = !isOpen(button);
    closeMenus(button);
    setOpen(button, open);
  });

  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    closeMenus(button);
    setOpen(button, true);
    links(button)[0]?.focus();
  });

  controlled(button)?.addEventListener('keydown', onMenuKeys(button));

  // A floating (desktop) menu closes once focus leaves it.
  container.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !container.contains(to) && !(navToggle && isOpen(navToggle))) {
      setOpen(button, false);
    }
  });
}

/** Escape, clicks outside and followed links close what is open. */
function setUpClosing(root: HTMLElement): void {
  // Escape closes the innermost open menu and returns focus to the button that opened it.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = menuButtons.find((button) => isOpen(button));
    if (open) {
      setOpen(open, false);
      open.focus();
    } else if (navToggle && isOpen(navToggle)) {
      closePanel();
      navToggle.focus();
    }
  });

  // A click outside a menu closes it; a click outside the header closes the panel.
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const button of menuButtons) {
      if (isOpen(button) && !button.parentElement?.contains(target)) setOpen(button, false);
    }
    if (!root.contains(target)) closePanel();
  });

  // Following a link (also a same-page #anchor) closes whatever was open.
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('a[href]')) {
      closeMenus();
      closePanel();
    }
  });
}

/**
 * The small-screen menu panel: its toggle, closing once focus leaves the header, and a reset when
 * the layout becomes wide.
 */
function setUpPanel(root: HTMLElement, toggle: HTMLButtonElement | null): void {
  // The panel opens under the header wherever the header is: below the language bar at the top
  // of the page, at the window's top once the page has scrolled.
  const placePanel = (): void => {
    root.style.setProperty('--panel-top', `${Math.round(root.getBoundingClientRect().bottom)}px`);
  };
  toggle?.addEventListener('click', () => {
    if (isOpen(toggle)) closePanel();
    else {
      placePanel();
      setOpen(toggle, true);
    }
  });
  window.addEventListener(
    'scroll',
    () => {
      if (toggle && isOpen(toggle)) placePanel();
    },
    { passive: true },
  );

  // The panel covers the page: Tab past its last link (or Shift+Tab past the logo) would focus a
  // link hidden under it (WCAG 2.2 2.4.11), so it closes and that link shows.
  root.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !root.contains(to)) closePanel();
  });

  // Leaving the small-screen layout resets the panel.
  const wide = window.matchMedia?.('(min-width: 1200px)');
  wide?.addEventListener?.('change', () => {
    if (wide.matches) closePanel();
  });
}

/** The shadow under the header once the page has scrolled. */
function setUpScrollShadow(root: HTMLElement): void {
  const onScroll = (): void => {
    root.classList.toggle('is-scrolled', window.scrollY > SCROLL_SHADOW_PX);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}

/**
 * Anchors and sticky parts keep clear of the header whatever its height: with large text or text
 * spacing it grows to two rows (--header-offset; the stylesheet falls back to --header-h).
 */
function followHeaderHeight(root: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  const style = document.documentElement.style;
  new ResizeObserver(() => style.setProperty('--header-offset', `${root.offsetHeight}px`)).observe(root);
}

function setUp(root: HTMLElement): void {
  navToggle = root.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  menuButtons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-dropdown] > button[aria-controls]'));
  for (const button of menuButtons) setUpMenu(button);
  setUpPanel(root, navToggle);
  setUpClosing(root);
  setUpScrollShadow(root);
  followHeaderHeight(root);
  markCurrentPage(root);
  keepQueryOnSwitch();
  root.classList.add('is-ready');
}

// The templates mark the current page server-side; this only fills in when they did not.
function markCurrentPage(root: HTMLElement): void {
  if (root.querySelector("[aria-current='page']")) return;
  const here = normalise(window.location.pathname);
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (link.origin === window.location.origin && normalise(link.pathname) === here) {
      link.setAttribute('aria-current', 'page');
      link.closest('.nav-group')?.classList.add('is-current');
    }
  }
}

function normalise(path: string): string {
  return path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

// Last, once every declaration above is initialised.
const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) setUp(header);

const accountArea = document.getElementById('account-area');
if (accountArea) void setUpAccount(accountArea);

// Search loads on the field's first use (pages where nobody searches do without it), and at
// once on the search page.
const searchForm = document.querySelector<HTMLFormElement>('[data-site-search]');
if (searchForm) {
  const load = () => void import('../search/combobox').then(({ setUpCombobox }) => setUpCombobox(searchForm));
  searchForm.addEventListener('focusin', load, { once: true });
}
const searchPage = document.querySelector<HTMLElement>('[data-search-page]');
if (searchPage) void import('../search/page').then(({ setUpSearchPage }) => setUpSearchPage(searchPage));
