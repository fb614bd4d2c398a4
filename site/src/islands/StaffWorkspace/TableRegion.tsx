// A table too wide for a phone scrolls sideways inside a region that takes focus, so the keyboard
// can scroll it too (WCAG 2.1.1), named by the table's caption: what the generator does for the
// tables of pages (theme.css, .table-scroll), for the workspace's tables.
import type { ReactNode } from 'react';

export function TableRegion({ caption, id, children }: { caption: string; id: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it.
    <section className="table-scroll staff-table" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
