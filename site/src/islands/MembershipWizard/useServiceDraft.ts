// A signed-in member's draft on the service (serviceDraft.ts), beside the local copy (useDraft):
// looked at once the local draft is back, and taken if it was saved later; then saved a second
// after the last change and at once on a move to another step, never while typing is held up.
// A failed save is silent: the next change sends the answers again. Saves and the deletion
// ('Start again', or the application sent) go one after another, so a deletion is never undone by
// a save sent before it. A visitor not signed in never reaches the service's drafts.
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { type Draft, isEmpty } from './draft';
import type { RuleContext } from './rules';
import { deleteServiceDraft, fetchServiceDraft, saveServiceDraft } from './serviceDraft';
import type { Action, WizardState } from './state';

export const SERVICE_DRAFT_DELAY_MS = 1000;

/** `member`: the id of the account the service confirmed signed in, else null. */
export function useServiceDraft(
  state: WizardState,
  dispatch: Dispatch<Action>,
  context: RuleContext,
  member: string | null,
): { forget: () => void } {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = useCallback((call: () => Promise<unknown>) => {
    queue.current = queue.current.then(call).catch(() => undefined);
  }, []);

  /** What the service keeps (as far as this page knows): nothing to send while the same is on screen. */
  const kept = useRef<Pick<Draft, 'step' | 'savedAt'> | null>(null);
  const { draftChecked, serviceChecked, status, step, values, savedAt } = state;
  useEffect(() => {
    if (!member || !draftChecked) return;
    let current = true;
    fetchServiceDraft(context).then(
      (draft) => {
        kept.current = draft;
        if (current) dispatch({ type: 'serviceDraft', draft });
      },
      () => current && dispatch({ type: 'serviceDraft', draft: null }),
    );
    return () => {
      current = false;
    };
  }, [member, draftChecked, context, dispatch]);

  const pending = useRef<Draft | null>(null);
  const lastStep = useRef(step);
  useEffect(() => {
    const moved = lastStep.current !== step;
    lastStep.current = step;
    // Nothing typed yet (savedAt 0: at most the account's name, filled in) is not worth keeping.
    if (!member || !serviceChecked || status !== 'idle' || savedAt === 0 || isEmpty(values)) return;
    if (kept.current?.step === step && kept.current.savedAt === savedAt) return;
    pending.current = { step, values, savedAt };
    const send = () => {
      const draft = pending.current;
      pending.current = null;
      if (draft) inTurn(() => saveServiceDraft(draft).then(() => (kept.current = draft)));
    };
    if (moved) send();
    const timer = window.setTimeout(send, SERVICE_DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [member, serviceChecked, status, step, values, savedAt, inTurn]);

  const forget = useCallback(() => {
    pending.current = null;
    kept.current = null;
    if (member) inTurn(deleteServiceDraft);
  }, [member, inTurn]);
  return { forget };
}
