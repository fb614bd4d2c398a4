import { describe, expect, it } from 'vitest';
import { fold, rangeOf, shardFile, shardKey, words } from './words';
import fixture from './words.fixture.json';

// The same cases are read by ssg's test of its side (ssg/tests/search.rs).
describe('words as the index reads them', () => {
  it.each(fixture.fold)('folds %j', (text, folded) => expect(fold(text)).toBe(folded));
  it.each(fixture.words)('splits %j', (text, expected) => expect(words(text as string)).toEqual(expected));
  it.each(fixture.shardKey)('puts %j in its shard', (word, split, key) =>
    expect(shardKey(word as string, new Set(split as string[]))).toBe(key),
  );
  it.each(fixture.rangeOf)('finds the shard file of %j', (key, ranges, first) =>
    expect(rangeOf(key as string, ranges as string[])).toBe(first),
  );
  it.each(fixture.shardFile)('names the shard of %j', (key, file) => expect(shardFile(key)).toBe(file));
});
