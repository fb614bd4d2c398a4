import { describe, expect, it } from 'vitest';
import { inFull } from './dates';

const long = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const first = new Date('2025-05-01T10:00:00Z');
const second = new Date('2025-05-02T10:00:00Z');

describe('dates in full', () => {
  it('writes the first of a month as an ordinal in French: "1er mai 2025"', () => {
    expect(inFull(long('fr'), first)).toBe('1er mai 2025');
    expect(inFull(new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }), first)).toBe('1er mai 2025');
  });

  it('writes other days, and other languages, as Intl does', () => {
    expect(inFull(long('fr'), second)).toBe('2 mai 2025');
    expect(inFull(long('en-GB'), first)).toBe('1 May 2025');
    expect(inFull(long('es'), first)).toBe('1 de mayo de 2025');
  });
});
