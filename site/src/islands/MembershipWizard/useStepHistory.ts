// Each step of the wizard is an entry of the browser's history, with the step in the address
// (?step=2; step 1 has none; "Check your answers" is ?step=5): Back and Forward move between steps,
// and a reload keeps the step.
// Back or Forward never pass a step that no longer passes its rules: the applicant is held there,
// with its errors, and the address corrected.

import { type Dispatch, useEffect, useRef } from 'react';
import { reachableStep, WIZARD_PLACES, type WizardStep } from './form';
import type { RuleContext } from './rules';
import type { Action, WizardState } from './state';

const PARAM = 'step';

/** The step the address names, or null (none, or not a step). */
export function stepInAddress(): WizardStep | null {
  const named = Number(new URLSearchParams(window.location.search).get(PARAM));
  return WIZARD_PLACES.find((step) => step === named) ?? null;
}

/** This page's address at `step`, keeping the rest of the query. */
export function addressOf(step: WizardStep): string {
  const url = new URL(window.location.href);
  if (step === 1) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, String(step));
  return `${url.pathname}${url.search}`;
}

export function useStepHistory(state: WizardState, dispatch: Dispatch<Action>, context: RuleContext): void {
  const { step, historyEntry, draftChecked, status } = state;
  // Once the draft has set the step: a move is a new entry, a correction replaces the current one.
  useEffect(() => {
    if (!draftChecked || status === 'succeeded' || (stepInAddress() ?? 1) === step) return;
    if (historyEntry === 'new') window.history.pushState(null, '', addressOf(step));
    else window.history.replaceState(null, '', addressOf(step));
  }, [step, historyEntry, draftChecked, status]);

  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });
  useEffect(() => {
    const onPopState = () => {
      const { draftChecked, status, step, values } = current.current;
      const wanted = stepInAddress() ?? 1;
      // While sending, the address catches up when the answer comes (the effect above).
      if (!draftChecked || status !== 'idle' || wanted === step) return;
      const reached = reachableStep(wanted, values, context);
      if (reached.step !== wanted) window.history.replaceState(null, '', addressOf(reached.step));
      dispatch({ type: 'visit', ...reached });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dispatch, context]);
}
