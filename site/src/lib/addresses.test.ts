import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shownAddress } from './addresses';

describe('shownAddress', () => {
  it('shows an accented domain as it was typed', () => {
    expect(shownAddress('ada@xn--exmple-cua.org')).toBe('ada@exämple.org');
    expect(shownAddress('zoe@mail.xn--mnchen-3ya.de')).toBe('zoe@mail.münchen.de');
  });

  it('decodes as Node does (its url.domainToUnicode)', () => {
    for (const typed of [
      'exämple.org',
      'bücher.example',
      '中国',
      'пример.com',
      'i♥.ws',
      'ñúñez.łukasiewicz.pl',
      'fernández-villaverde.es',
      'müller.café.de',
    ]) {
      const ascii = domainToASCII(typed);
      expect(ascii).toMatch(/xn--/);
      expect(shownAddress(`a@${ascii}`)).toBe(`a@${domainToUnicode(ascii)}`);
    }
  });

  it('leaves every other address alone, invalid Punycode included', () => {
    expect(shownAddress('ada@example.org')).toBe('ada@example.org');
    expect(shownAddress('not an address')).toBe('not an address');
    expect(shownAddress('ada@xn--')).toBe('ada@xn--');
    expect(shownAddress('ada@xn--!!!.org')).toBe('ada@xn--!!!.org');
  });
});
