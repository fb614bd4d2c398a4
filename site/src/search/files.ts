// Fetching one language's index (written by ssg under search/<lang>/; see ssg/src/search/files.rs)
// a file at a time, each once: meta.json first, then a shard for each word of a query, the
// excerpts of the results shown, and a filter's list of pages when one is chosen.

export interface Meta {
  /** The build's version of the index; every other file is fetched with it (`?v=`). */
  v: string;
  pages: number;
  split: string[];
  /** The first key of each shard file, in order. */
  ranges: string[];
  /** [kind, label, pages] */
  kinds: [string, string, number][];
  /** [year, news entries] */
  years: [number, number][];
}

export interface Shard {
  /** [folded word, stem number] */
  w: [string, number][];
  /** [stem, pages holding it, then per page: Δpage, score, sections, section codes...] */
  s: (string | number)[][];
}

/** One page's text by section: [anchor, heading, text]; the first is the text before any heading. */
export interface Fragment {
  u: string;
  t: string;
  k: string;
  d: string | null;
  /** The page's language, when it is not the index's (a page not yet translated). */
  l?: string;
  s: [string, string, string][];
}

export class IndexFiles {
  private readonly cache = new Map<string, Promise<unknown>>();
  private meta?: Promise<Meta>;

  /** `root` is the index's folder as a URL path, e.g. "/sub/search/fr/". */
  constructor(private readonly root: string) {}

  loadMeta(): Promise<Meta> {
    // Revalidated on every page: a new build must not be read with the old one's shards.
    this.meta ??= fetchJson<Meta>(`${this.root}meta.json`, 'no-cache');
    this.meta.catch(() => {
      this.meta = undefined;
    });
    return this.meta;
  }

  async shard(file: string): Promise<Shard> {
    return this.file<Shard>(`t/${file}.json`, { w: [], s: [] });
  }

  async fragment(page: number): Promise<Fragment> {
    return this.file<Fragment>(`p/${page}.json`);
  }

  async filter(name: string): Promise<number[]> {
    return this.file<number[]>(`f/${name}.json`, []);
  }

  /** A file of this build's index; `missing` stands for one that does not exist (404). */
  private async file<T>(path: string, missing?: T): Promise<T> {
    const { v } = await this.loadMeta();
    let pending = this.cache.get(path) as Promise<T> | undefined;
    if (!pending) {
      pending = fetchJson<T>(`${this.root}${path}?v=${v}`, 'default', missing);
      this.cache.set(path, pending);
      pending.catch(() => this.cache.delete(path));
    }
    return pending;
  }
}

async function fetchJson<T>(url: string, cache: RequestCache, missing?: T): Promise<T> {
  const response = await fetch(url, { cache, credentials: 'same-origin' });
  if (response.status === 404 && missing !== undefined) return missing;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}
