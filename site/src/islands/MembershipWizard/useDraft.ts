// Keeps the draft in step with the form: restores it once after mount (an effect, so the
// server-rendered markup is the empty form and hydration matches), then saves it a moment after
// the applicant stops typing, and at once when the page is being left (a reload inside the
// debounce window loses nothing).

import { type Dispatch, useEffect } from 'react';
import { type Choices, readDraft, saveDraft } from './draft';
import type { Action, WizardState } from './state';

export const DRAFT_DELAY_MS = 400;

export function useDraft(state: WizardState, dispatch: Dispatch<Action>, choices: Choices): void {
  // On mount (the lists of choices do not change while the page is open); the reducer takes only
  // the first restore, so the draft is never read back over what the applicant typed since.
  useEffect(() => dispatch({ type: 'restore', draft: readDraft(choices) }), [dispatch, choices]);

  const { draftChecked, status, step, values } = state;
  useEffect(() => {
    if (!draftChecked || status === 'succeeded') return;
    const save = () => saveDraft({ step, values });
    const timer = window.setTimeout(save, DRAFT_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [draftChecked, status, step, values]);
}
