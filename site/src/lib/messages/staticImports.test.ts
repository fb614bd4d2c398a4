// @vitest-environment node
// The files an island's first messages are read from: every static import, followed to the end;
// not a lazy import (a part loaded later loads its own), nor a type-only one (nothing in the bundle).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from './staticImports';

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'static-imports-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

const names = (root: string, files: Set<string>) => [...files].map((file) => file.slice(root.length + 1)).sort();

describe('the static imports of an entry', () => {
  it('follows imports, re-exports and imports over several lines, to the end', () => {
    const root = folder({
      'index.tsx':
        "import { a } from './a';\nexport { b } from './parts/b';\nimport {\n  c,\n  type C,\n} from './c';\nimport './d.css';",
      'a.ts': "import x from './x';",
      'parts/b.tsx': "export * from '../e';",
      'c.ts': '',
      'x.ts': '',
      'e.ts': '',
      'd.css': '',
    });
    expect(names(root, staticImports(join(root, 'index.tsx')))).toEqual([
      'a.ts',
      'c.ts',
      'e.ts',
      'index.tsx',
      'parts/b.tsx',
      'x.ts',
    ]);
  });

  it('leaves out what is imported lazily or for its types only', () => {
    const root = folder({
      'index.tsx':
        "import type { T } from './types';\nexport type { U } from './more';\nconst later = () => import('./later');",
      'types.ts': '',
      'more.ts': '',
      'later.tsx': '',
    });
    expect(names(root, staticImports(join(root, 'index.tsx')))).toEqual(['index.tsx']);
  });

  it('finds a folder’s index module', () => {
    const root = folder({ 'index.tsx': "import { f } from './forms';", 'forms/index.ts': '' });
    expect(names(root, staticImports(join(root, 'index.tsx')))).toEqual(['forms/index.ts', 'index.tsx']);
  });
});
