// Words as the search script reads them, the same way as ssg's index (ssg/src/search/words.rs):
// lowercased, compatibility-decomposed without combining marks ("Économie" is "economie"), split
// where a character is neither a letter nor a digit, single characters dropped. The fixture
// words.fixture.json holds the two implementations together (a Vitest and a cargo test read it).

export const SHORTEST_WORD = 2;

const MARKS = /\p{M}/gu;
const WORD = /[\p{Alphabetic}\p{N}]+/gu;

export function fold(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  return (fold(text).match(WORD) ?? []).filter((word) => [...word].length >= SHORTEST_WORD);
}

/** The words of a text as written, with where each starts and ends (for marking excerpts). */
export function wordSpans(text: string): { start: number; end: number; folded: string }[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: fold(match[0]),
  }));
}

/** The shard a folded word is in: its first two characters, one more for each split prefix. */
export function shardKey(word: string, split: ReadonlySet<string>): string {
  const chars = [...word];
  let length = Math.min(SHORTEST_WORD, chars.length);
  while (length < chars.length && split.has(chars.slice(0, length).join(''))) length += 1;
  return chars.slice(0, length).join('');
}

/** Code point by code point, as the build orders keys (UTF-16 units would differ past U+FFFF). */
function compare(a: string, b: string): number {
  const x = Array.from(a, (char) => char.codePointAt(0) ?? 0);
  const y = Array.from(b, (char) => char.codePointAt(0) ?? 0);
  for (let at = 0; at < Math.min(x.length, y.length); at++) {
    const difference = (x[at] ?? 0) - (y[at] ?? 0);
    if (difference !== 0) return difference;
  }
  return x.length - y.length;
}

/** The shard file a key is in: the last of `ranges` (first keys, in order) not after it. */
export function rangeOf(key: string, ranges: readonly string[]): string {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(ranges[middle] ?? '', key) <= 0) low = middle + 1;
    else high = middle;
  }
  return ranges[Math.max(0, low - 1)] ?? key;
}

/** A shard's file name: the key's UTF-8 bytes in hexadecimal. */
export function shardFile(key: string): string {
  return Array.from(new TextEncoder().encode(key), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
