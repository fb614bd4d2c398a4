// A part loaded once, known as loaded when it is, and fetched again after a failure.
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

describe('a lazily loaded part', () => {
  it('loads once, and is known as loaded once it is', async () => {
    const importer = vi.fn(async () => ({ value: 1 }));
    const part = lazyPart(importer);
    expect(part.loaded()).toBeUndefined();
    const first = part.load();
    expect(part.load()).toBe(first);
    expect(await first).toEqual({ value: 1 });
    expect(part.loaded()).toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is fetched again when asked for after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ value: 2 });
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(await part.load()).toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
