// "Error: " before the page's title while a form on it shows errors (WCAG 2.4.2 and 3.3.1, as
// GOV.UK's forms do), so the first words a screen reader says after a refused submit tell what
// happened. A page may hold several forms (account settings): the prefix stays while any of them
// shows errors, and the title after it is whatever the page calls itself now.
import { useEffect, useRef } from 'react';
import { t } from '../messages/forms';

const showing = new Set<symbol>();

function apply(): void {
  // The page's language, read each time (the same words as before a field's message).
  const prefix = `${t('form-error-prefix')} `;
  const title = document.title.startsWith(prefix) ? document.title.slice(prefix.length) : document.title;
  document.title = showing.size > 0 ? `${prefix}${title}` : title;
}

/** Mark the page's title while `shown`; unmarked when the form goes. */
export function useErrorTitle(shown: boolean): void {
  const id = useRef(Symbol('form'));
  useEffect(() => {
    const form = id.current;
    if (shown) showing.add(form);
    else showing.delete(form);
    apply();
    return () => {
      showing.delete(form);
      apply();
    };
  }, [shown]);
}
