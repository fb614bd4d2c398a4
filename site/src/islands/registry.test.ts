// The registry names every island folder once, and each entry mounts the island of its name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from './registry';

const site = resolve(import.meta.dirname, '../..');

describe('the registry of islands', () => {
  it('lists every folder under src/islands', () => {
    const folders = readdirSync(resolve(site, 'src/islands'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(ISLANDS).sort()).toEqual(folders);
  });

  it.each(Object.entries(ISLANDS))(
    '%s: its entry exists and mounts the island of that name with its messages',
    (name, entry) => {
      const path = resolve(site, entry);
      expect(existsSync(path)).toBe(true);
      const code = readFileSync(path, 'utf8');
      expect(code).toMatch(new RegExp(`mountIsland\\('${name}', ${name}, \\w+`));
    },
  );
});
