// Drafts belong to their account: read back only for it, and forgotten at sign-out (clearSession),
// while an anonymous draft stays with its tab.
import { describe, expect, it, vi } from 'vitest';
import { DRAFTS_FORGOTTEN_EVENT, forgetDrafts, readDraftOf, saveDraftOf } from './drafts';
import { clearSession } from './session';

const keys = () => Object.keys(window.sessionStorage).sort();

describe('drafts', () => {
  it('are read back for their own account, or for anyone when anonymous', () => {
    saveDraftOf('mine', 'u1', { a: 1 });
    saveDraftOf('anyone', null, { b: 2 });
    expect(readDraftOf('mine', 'u1')).toEqual({ owner: 'u1', data: { a: 1 } });
    expect(readDraftOf('anyone', 'u1')).toEqual({ owner: null, data: { b: 2 } });
    expect(readDraftOf('anyone', null)).toEqual({ owner: null, data: { b: 2 } });
  });

  it('of another account, or of an account once signed out, are removed unread', () => {
    saveDraftOf('mine', 'u1', { a: 1 });
    expect(readDraftOf('mine', 'u2')).toBeNull();
    saveDraftOf('mine', 'u1', { a: 1 });
    expect(readDraftOf('mine', null)).toBeNull();
    expect(keys()).toEqual([]);
  });

  it('of accounts are forgotten by forgetDrafts, which tells the page; an anonymous one stays', () => {
    const told = vi.fn();
    window.addEventListener(DRAFTS_FORGOTTEN_EVENT, told);
    saveDraftOf('mine', 'u1', { a: 1 });
    saveDraftOf('anyone', null, { b: 2 });
    window.sessionStorage.setItem('unrelated', 'kept');
    forgetDrafts();
    window.removeEventListener(DRAFTS_FORGOTTEN_EVENT, told);
    expect(keys()).toEqual(['iaaii-draft:anyone', 'unrelated']);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('of accounts are forgotten at sign-out (clearSession)', () => {
    saveDraftOf('mine', 'u1', { a: 1 });
    clearSession();
    expect(readDraftOf('mine', 'u1')).toBeNull();
  });
});
