// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { refresh } from './deadline';

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<p><span data-deadline="2025-12-01" data-open="Open until December 1, 2025 ({days})." ' +
    'data-closed="Closed on December 1, 2025.">Open until December 1, 2025 (30 days left).</span></p>';
  return root;
}

/** A French page: the build wrote the words for the days left in French. */
function frenchPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<p><span data-deadline="2025-12-01" data-open="Ouvert jusqu’au 1 décembre 2025 ({days})." ' +
    'data-closed="Clos le 1 décembre 2025." data-today="dernier jour aujourd’hui" ' +
    'data-day="plus que 1 jour" data-days="encore {n} jours">Ouvert (encore 30 jours).</span></p>';
  return root;
}

describe('deadline', () => {
  it("counts the days left from the visitor's date", () => {
    const root = page();
    refresh(root, new Date(2025, 10, 19, 15));
    expect(root.textContent).toBe('Open until December 1, 2025 (12 days left).');
  });

  it('says the last day is today', () => {
    const root = page();
    refresh(root, new Date(2025, 11, 1, 23, 59));
    expect(root.textContent).toBe('Open until December 1, 2025 (closes today).');
  });

  it("counts in the words of the page's language", () => {
    const root = frenchPage();
    refresh(root, new Date(2025, 10, 19, 15));
    expect(root.textContent).toBe('Ouvert jusqu’au 1 décembre 2025 (encore 12 jours).');
    refresh(root, new Date(2025, 10, 30, 15));
    expect(root.textContent).toBe('Ouvert jusqu’au 1 décembre 2025 (plus que 1 jour).');
    refresh(root, new Date(2025, 11, 1, 8));
    expect(root.textContent).toBe('Ouvert jusqu’au 1 décembre 2025 (dernier jour aujourd’hui).');
  });

  it('switches to the closed text once the date has passed', () => {
    const root = page();
    refresh(root, new Date(2025, 11, 2, 0, 1));
    expect(root.textContent).toBe('Closed on December 1, 2025.');
  });
});
