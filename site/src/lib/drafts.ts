// Unfinished answers of a form (the membership application's), kept in this tab's sessionStorage
// and tagged with the account that typed them (null: nobody known to be signed in). A draft is the
// account's: it is never read back for another account, and signing out forgets it (clearSession
// calls forgetDrafts), so a shared computer does not show one member's answers to the next
// visitor. An anonymous draft stays with its tab until the tab closes.
// Storage can throw (private modes, full quota): a draft is a convenience, so failures are ignored.

const PREFIX = 'iaaii-draft:';

/** Dispatched on window when the drafts of accounts are forgotten: a form showing one clears it. */
export const DRAFTS_FORGOTTEN_EVENT = 'drafts:forgotten';

interface Stored {
  owner: string | null;
  data: unknown;
}

function read(key: string): Stored | null {
  try {
    const text = window.sessionStorage.getItem(key);
    const stored = text === null ? null : (JSON.parse(text) as Partial<Stored> | null);
    if (typeof stored !== 'object' || stored === null) return null;
    return { owner: typeof stored.owner === 'string' ? stored.owner : null, data: stored.data };
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}

/** Keep `data` as the draft `name` of `owner` (the account's id, or null). */
export function saveDraftOf(name: string, owner: string | null, data: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + name, JSON.stringify({ owner, data } satisfies Stored));
  } catch {
    // Storage unavailable or full: the form still works, only the reload safety net is lost.
  }
}

/**
 * The draft `name` for `account` (an id, or null when nobody is signed in): its data and owner.
 * An anonymous draft is anyone's in this tab (the one who typed it may have signed in since); a
 * draft of another account is removed, unread.
 */
export function readDraftOf(name: string, account: string | null): Stored | null {
  const stored = read(PREFIX + name);
  if (stored === null || stored.owner === null || stored.owner === account) return stored;
  remove(PREFIX + name);
  return null;
}

export function removeDraft(name: string): void {
  remove(PREFIX + name);
}

/** Forget every draft that belongs to an account, and tell the page (called at sign-out). */
export function forgetDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(PREFIX) && read(key)?.owner != null) remove(key);
    }
  } catch {
    // Storage unavailable: no draft was kept.
  }
  window.dispatchEvent(new Event(DRAFTS_FORGOTTEN_EVENT));
}
