// Every time the workspace shows says which time zone it is in, in the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { dayAndTime } from './format';

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('dayAndTime', () => {
  it('names the time zone: its short name, or its offset from GMT', () => {
    const at = '2026-11-24T10:00:00Z';
    expect(dayAndTime(at, 'UTC')).toBe('24 November 2026 at 10:00 UTC');
    expect(dayAndTime(at, 'Europe/London')).toBe('24 November 2026 at 10:00 GMT');
    expect(dayAndTime(at, 'Europe/Paris')).toBe('24 November 2026 at 11:00 CET');
    expect(dayAndTime('2026-07-24T10:00:00Z', 'Europe/Paris')).toBe('24 July 2026 at 12:00 CEST');
    expect(dayAndTime(at, 'America/New_York')).toBe('24 November 2026 at 05:00 GMT-5');
    expect(dayAndTime(at, 'Asia/Kolkata')).toBe('24 November 2026 at 15:30 GMT+5:30');
  });

  it("the day is the reader's: late in the evening in New York is the next day in UTC", () => {
    expect(dayAndTime('2026-11-25T02:30:00Z', 'America/New_York')).toBe('24 November 2026 at 21:30 GMT-5');
  });

  it("in the reader's own time zone when none is named, still saying which", () => {
    expect(dayAndTime('2026-11-24T10:00:00Z')).toMatch(/^2[345] November 2026 at \d{2}:\d{2} \S+$/);
  });

  it("in the page's language", () => {
    document.documentElement.lang = 'fr';
    expect(dayAndTime('2026-11-24T10:00:00Z', 'Europe/Paris')).toBe('24 novembre 2026 à 11:00 UTC+1');
  });

  it('a value that is not a time is shown as it came', () => {
    expect(dayAndTime('soon', 'UTC')).toBe('soon');
  });
});
