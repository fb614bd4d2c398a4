import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Countdown } from './Countdown';
import { daysUntil } from './days';

describe('days remaining', () => {
  it('rounds a part day up', () => {
    expect(daysUntil('2025-05-01', new Date(2025, 3, 29, 12))).toBe(2);
  });

  it('is zero on the day itself at midnight', () => {
    expect(daysUntil('2025-05-01', new Date(2025, 4, 1))).toBe(0);
  });
});

describe('Countdown', () => {
  it('shows the days left before the date', () => {
    render(<Countdown until="2025-05-01" now={new Date(2025, 3, 21, 9)} />);
    expect(screen.getByText('10')).toBeTruthy();
    expect(screen.getByText(/days remaining until/)).toBeTruthy();
  });

  it('says one day, not one days', () => {
    render(<Countdown until="2025-05-01" now={new Date(2025, 3, 30, 9)} />);
    expect(screen.getByText(/day remaining until/).textContent).toContain('1 day remaining');
  });

  it('says the offer has ended once the date has passed, never a negative number', () => {
    const { container } = render(<Countdown until="2025-05-01" now={new Date(2026, 10, 22)} />);
    expect(container.textContent).toBe('This offer ended on May 1, 2025.');
  });
});

describe('Countdown prerendered at build time', () => {
  it('names only the date, so the page built months ago never shows a stale count', () => {
    const html = renderToString(<Countdown until="2025-05-01" />);
    expect(html).toContain('This offer runs until <time dateTime="2025-05-01">May 1, 2025</time>.');
  });
});
