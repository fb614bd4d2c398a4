// Keeps the local draft in step with the form (a signed-in member's is also kept by the service:
// useServiceDraft): restores it once the account it may belong to is known
// (an effect, so the server-rendered markup is the empty form and hydration matches), then saves
// it a moment after the applicant stops typing, and at once when the page is being left (a reload
// inside the debounce window loses nothing). Signing out (lib/drafts.ts's forgetDrafts) clears the
// answers of an account, and nothing saves them again on the way out.

import { type Dispatch, useEffect, useLayoutEffect, useRef } from 'react';
import { DRAFTS_FORGOTTEN_EVENT } from '../../lib/drafts';
import { type Draft, readDraft, saveDraft } from './draft';
import type { RuleContext } from './rules';
import type { Action, WizardState } from './state';
import { stepInAddress } from './useStepHistory';

export const DRAFT_DELAY_MS = 400;

/** `account`: undefined while not known yet, null when nobody is signed in, else its id. */
export function useDraft(
  state: WizardState,
  dispatch: Dispatch<Action>,
  context: RuleContext,
  account: string | null | undefined,
): void {
  // The reducer takes only the first restore, so the draft is never read back over what the
  // applicant typed since; a later change of account is the 'account' action's (useAccount).
  useEffect(() => {
    if (account === undefined) return;
    dispatch({ type: 'restore', draft: readDraft(context, account, stepInAddress()), owner: account });
  }, [dispatch, context, account]);

  // What a save writes now: null once the answers are forgotten, before React has drawn that.
  // Set as the screen is drawn (a layout effect), so leaving the page the moment after never
  // saves the answers the screen no longer shows (those of an application just accepted).
  const latest = useRef<{ owner: string | null; draft: Draft } | null>(null);
  const { draftChecked, status, step, values, owner, savedAt } = state;
  const saving = draftChecked && status !== 'succeeded';
  useLayoutEffect(() => {
    latest.current = saving ? { owner, draft: { step, values, savedAt } } : null;
  }, [saving, step, values, owner, savedAt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change restarts the wait before saving; the save reads `latest`.
  useEffect(() => {
    if (!saving) return;
    const save = () => latest.current && saveDraft(latest.current.owner, latest.current.draft);
    const timer = window.setTimeout(save, DRAFT_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [saving, step, values, owner, savedAt]);

  useEffect(() => {
    const forget = () => {
      if (latest.current?.owner != null) latest.current = null;
      dispatch({ type: 'forget' });
    };
    window.addEventListener(DRAFTS_FORGOTTEN_EVENT, forget);
    return () => window.removeEventListener(DRAFTS_FORGOTTEN_EVENT, forget);
  }, [dispatch]);
}
