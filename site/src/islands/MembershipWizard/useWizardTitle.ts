// The page's title follows the wizard (WCAG 2.4.2, as GOV.UK's multi-page forms do): the step on
// screen, or the outcome, before the page's own title, and "Error: " first while the page shows
// errors, so a screen reader's first words after a move say where the applicant is.
import { useEffect, useRef } from 'react';
import { t } from './messages';

export function useWizardTitle(name: string, error: boolean): void {
  const pageTitle = useRef<string | null>(null);
  useEffect(() => {
    pageTitle.current ??= document.title;
    document.title = t(error ? 'wizard-page-title-error' : 'wizard-page-title', { name, page: pageTitle.current });
  }, [name, error]);
  useEffect(
    () => () => {
      if (pageTitle.current !== null) document.title = pageTitle.current;
    },
    [],
  );
}
