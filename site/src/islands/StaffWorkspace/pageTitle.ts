// The page's title names what the workspace shows (WCAG 2.4.2), before the page's own title:
// "Applications – Staff workspace | IAAII". "Error: " stays first while a form shows errors
// (lib/forms/errorTitle.ts puts it there and takes it away).
import { useEffect } from 'react';

const PREFIX = 'Error: ';
let pageTitle: string | null = null;

/**
 * Name the page after `name`, or give it back its own title (null); undefined leaves the title to
 * another part (the gate's steps name the page until the workspace, which names its views, is shown).
 */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name === undefined) return;
    const now = document.title;
    const prefix = now.startsWith(PREFIX) ? PREFIX : '';
    pageTitle ??= now.slice(prefix.length);
    document.title = `${prefix}${name ? `${name} – ${pageTitle}` : pageTitle}`;
  }, [name]);
}
