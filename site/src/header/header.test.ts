// The header module as a page loads it: it sets itself up on the page's markup, then the menu
// panel's toggle and a dropdown open and close, and focus leaving the header closes the panel.
import { beforeAll, describe, expect, it } from 'vitest';

const MARKUP = `
<header data-site-header>
  <button data-nav-toggle aria-expanded="false">Menu</button>
  <nav>
    <div data-dropdown class="nav-group">
      <button aria-controls="about-menu" aria-expanded="false">About</button>
      <ul id="about-menu"><li><a href="/mission/">Mission</a></li><li><a href="/vision/">Vision</a></li></ul>
    </div>
  </nav>
</header>
<main><a id="outside" href="#main">Under the panel</a></main>`;

const byText = (text: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === text) as HTMLButtonElement;

beforeAll(async () => {
  document.body.innerHTML = MARKUP;
  await import('./header');
});

describe('the header', () => {
  it('sets itself up on the page as it loads', () => {
    expect(document.querySelector('[data-site-header]')?.classList.contains('is-ready')).toBe(true);
  });

  it('opens and closes the menu panel with its toggle', () => {
    byText('Menu').click();
    expect(byText('Menu').getAttribute('aria-expanded')).toBe('true');
    byText('Menu').click();
    expect(byText('Menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu panel once focus leaves the header, so it never lands under the panel', () => {
    byText('Menu').click();
    byText('About').focus();
    expect(byText('Menu').getAttribute('aria-expanded')).toBe('true');
    document.getElementById('outside')?.focus();
    expect(byText('Menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a dropdown, and Escape closes it with focus back on its button', () => {
    byText('About').click();
    expect(byText('About').getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(byText('About').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(byText('About'));
  });
});

describe('the language switcher', () => {
  it("keeps the address's query: the search's words, as they are when the link is followed", () => {
    const bar = document.createElement('nav');
    bar.className = 'language-switcher';
    bar.innerHTML = '<a href="/fr/search/">Français</a>';
    document.body.prepend(bar);
    window.history.pushState(null, '', '/search/?q=Kenya');
    const link = bar.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(new URL(link.href).pathname).toBe('/fr/search/');
    expect(new URL(link.href).search).toBe('?q=Kenya');
  });
});
