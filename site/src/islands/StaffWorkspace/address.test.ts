// The workspace's address: which view it names, how a change is written into it, and how the
// cursors of the pages passed are kept in order.
import { describe, expect, it } from 'vitest';
import { listQuery } from './ApplicationsView';
import { auditQuery } from './AuditView';
import { changed, only, viewOf } from './address';
import { pageAfter, pageBefore } from './Pager';

const query = (text: string) => new URLSearchParams(text);

describe('the address', () => {
  it.each([
    ['', 'applications'],
    ['?status=received', 'applications'],
    ['?application=IAAII-2026-00001&status=received', 'application'],
    ['?view=roles', 'roles'],
    ['?view=audit&action=signed-in', 'audit'],
    ['?view=recovery-codes', 'recovery-codes'],
    ['?view=nothing', 'applications'],
  ])('%s names the view %s', (text, view) => {
    expect(viewOf(query(text))).toBe(view);
  });

  it('a change replaces a value, repeats a list, removes null and leaves empty values out', () => {
    const next = changed(query('status=received&country=Kenya&after=c1'), {
      status: 'declined',
      country: '',
      after: null,
      q: ['a', 'b'],
    });
    expect(next.toString()).toBe('status=declined&q=a&q=b');
  });

  it('only keeps the names given, in their order in the address', () => {
    expect(only(query('view=audit&actor=a%40b.org&before=9&action=signed-in'), ['action', 'actor']).toString()).toBe(
      'actor=a%40b.org&action=signed-in',
    );
  });

  it('pages: the next adds its cursor after the others; the one before drops the last; the first has none before', () => {
    const first = query('status=received');
    const second = pageAfter(first, 'after', 'c1');
    const third = pageAfter(second ?? first, 'after', 'c2');
    expect(third?.getAll('after')).toEqual(['c1', 'c2']);
    expect(pageBefore(third ?? first, 'after')?.toString()).toBe('status=received&after=c1');
    expect(pageBefore(first, 'after')).toBeNull();
    expect(pageAfter(first, 'after', undefined)).toBeNull();
  });

  it("the service is asked with the filters and the page's own cursor only", () => {
    expect(listQuery(query('application=X&status=received&after=c1&after=c2&view=roles')).toString()).toBe(
      'status=received&after=c2',
    );
    expect(auditQuery(query('view=audit&action=signed-in&before=40&before=20')).toString()).toBe(
      'action=signed-in&before=20',
    );
  });
});
