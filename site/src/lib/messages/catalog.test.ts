// One table of messages per language, whichever file they came from: an island's first messages,
// then a part's, then whole files for a part loaded later.
import { afterEach, describe, expect, it } from 'vitest';
import { catalog, currentLanguage, loadFirstMessages, loadLanguage, loadPartMessages, type Messages } from './catalog';

const messages = (table: Record<string, Record<string, string>>): Messages =>
  Object.fromEntries(
    Object.entries(table).map(([language, compiled]) => [language, async () => ({ default: compiled })]),
  );

afterEach(async () => {
  document.documentElement.lang = 'en';
  await loadLanguage('en');
});

describe('the message catalog', () => {
  it('writes an island’s first messages in the page’s language, whichever catalog names them', async () => {
    const t = catalog({});
    await loadFirstMessages(messages({ en: { 'x-hello': 'Hello' }, fr: { 'x-hello': 'Bonjour' } }), 'fr-CA');
    expect(currentLanguage()).toBe('fr');
    expect(t('x-hello')).toBe('Bonjour');
  });

  it('falls back to the default language for a language the island lacks', async () => {
    const t = catalog({});
    await loadFirstMessages(messages({ en: { 'x-hello': 'Hello' } }), 'de');
    expect(currentLanguage()).toBe('en');
    expect(t('x-hello')).toBe('Hello');
  });

  it('adds a part’s messages in the page’s language to those already loaded', async () => {
    document.documentElement.lang = 'fr';
    const t = catalog({});
    await loadFirstMessages(messages({ fr: { 'x-first': 'Premier' } }), 'fr');
    await loadPartMessages(messages({ en: { 'x-part': 'Part' }, fr: { 'x-part': 'Partie' } }));
    expect([t('x-first'), t('x-part')]).toEqual(['Premier', 'Partie']);
  });

  it('shows the id of a message not loaded', async () => {
    const t = catalog({});
    await loadFirstMessages(messages({ en: {} }), 'en');
    expect(t('x-missing')).toBe('x-missing');
  });
});
