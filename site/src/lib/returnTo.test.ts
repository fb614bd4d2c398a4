import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextOf, rememberReturn, siteRoute, takeReturn, withReturn } from './returnTo';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('returning after sign-in', () => {
  it('follows only paths of this site', () => {
    expect(siteRoute('/account-settings/')).toBe('/account-settings');
    expect(siteRoute('/')).toBe('/');
    for (const hostile of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a/../b',
      '',
      null,
    ]) {
      expect(siteRoute(hostile)).toBeNull();
    }
    expect(nextOf('?next=%2F%2Fevil.example')).toBeNull();
    expect(nextOf('?next=%2Fprofile')).toBe('/profile');
  });

  it('links to the login page with the page to return to', () => {
    expect(withReturn('/login', '/account-settings')).toBe('/login/?next=%2Faccount-settings');
    expect(withReturn('/login', '/')).toBe('/login/');
  });

  it('prefers the query, then a remembered route, then home; a remembered route is used once', () => {
    rememberReturn('/membership-application');
    expect(takeReturn('?next=%2Fprofile')).toBe('/profile');
    rememberReturn('/membership-application');
    expect(takeReturn('')).toBe('/membership-application');
    expect(takeReturn('')).toBe('/');
  });

  it('forgets a remembered route after 48 hours', () => {
    vi.useFakeTimers();
    rememberReturn('/membership-application');
    vi.advanceTimersByTime(48 * 3600 * 1000 + 1);
    expect(takeReturn('')).toBe('/');
  });
});
