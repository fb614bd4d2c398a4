// The wizard's state and every transition of spec section 4 (steps 1-4, idle / submitting /
// succeeded), as a pure reducer. Side effects (scrolling, focus, storage, the request) happen in
// the component; the state only says what should be focused next.

import type { Errors } from '../../lib/validation';
import type { Draft } from './draft';
import { EMPTY_APPLICATION, firstStepWithError, isField, LAST_STEP, replaceStepErrors, type Step } from './form';
import type { Application } from './rules';

export type Status = 'idle' | 'submitting' | 'succeeded';

/** Where focus goes after a transition: a new object each time, so the effect runs once per request. */
export interface FocusRequest {
  target: 'heading' | 'error' | 'notice' | 'done';
  /** Scroll the wizard's top into view first (every step change). */
  scroll: boolean;
}

export interface WizardState {
  step: Step;
  values: Application;
  /** Field -> message, for any step (the service may report errors on several). */
  errors: Errors;
  status: Status;
  /** Why the last submission failed, in words for the applicant. */
  notice: string | null;
  /** The service's readable reference for the submitted application (IAAII-2026-00042). */
  reference: string | null;
  /** The address the application was sent with, once submitted. */
  submittedEmail: string | null;
  /**
   * The service's words when the application waits for its address to be confirmed (sent
   * without signing in with that address): the link mailed to it sends the application on.
   */
  awaitingConfirmation: string | null;
  /** The signed-in account's details have been offered to the form (once). */
  prefilled: boolean;
  /** The fields filled in from the account: say so until the applicant moves on. */
  accountFilled: readonly AccountField[];
  /** The stored draft has been looked at, so saving cannot overwrite it with an empty form. */
  draftChecked: boolean;
  /** Answers came back from a draft: say so until the applicant moves on. */
  draftRestored: boolean;
  dialogOpen: boolean;
  focus: FocusRequest | null;
}

/** The fields the signed-in account can fill in. */
export type AccountField = 'firstName' | 'familyName' | 'email';
export const ACCOUNT_FIELDS: readonly AccountField[] = ['firstName', 'familyName', 'email'];

export type Action =
  | { type: 'edit'; field: keyof Application; value: string | boolean }
  | { type: 'invalid'; errors: Errors }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submitting' }
  | { type: 'failed'; message: string; fieldErrors: Errors }
  | { type: 'succeeded'; reference: string; email: string; awaitingConfirmation: string | null }
  | { type: 'prefill'; values: Record<AccountField, string> }
  | { type: 'dialogClosed' }
  | { type: 'restore'; draft: Draft | null };

export const initialState: WizardState = {
  step: 1,
  values: EMPTY_APPLICATION,
  errors: {},
  status: 'idle',
  notice: null,
  reference: null,
  submittedEmail: null,
  awaitingConfirmation: null,
  prefilled: false,
  accountFilled: [],
  draftChecked: false,
  draftRestored: false,
  dialogOpen: false,
  focus: null,
};

function withoutError(errors: Errors, field: string): Errors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** The service's verdict: its messages go under their fields, on the earliest step that has one. */
function failed(state: WizardState, message: string, fieldErrors: Errors): WizardState {
  const known = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => isField(field)));
  const base = { ...state, status: 'idle' as const, notice: message };
  const step = firstStepWithError(known);
  if (step === null) return { ...base, focus: { target: 'notice', scroll: false } };
  return {
    ...base,
    step,
    errors: { ...state.errors, ...known },
    focus: { target: 'error', scroll: step !== state.step },
  };
}

/**
 * The signed-in account's name and address, once: only into fields still empty, so nothing the
 * applicant typed or a restored draft held is overwritten; they stay editable.
 */
function prefill(state: WizardState, values: Record<AccountField, string>): WizardState {
  if (state.prefilled || state.status !== 'idle') return state;
  const filled = ACCOUNT_FIELDS.filter((field) => state.values[field] === '' && values[field].trim() !== '');
  return {
    ...state,
    prefilled: true,
    values: { ...state.values, ...Object.fromEntries(filled.map((field) => [field, values[field].trim()])) },
    accountFilled: filled,
  };
}

export function reducer(state: WizardState, action: Action): WizardState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: withoutError(state.errors, action.field),
      };
    case 'invalid':
      return {
        ...state,
        errors: replaceStepErrors(state.errors, state.step, action.errors),
        focus: { target: 'error', scroll: false },
      };
    case 'next':
      if (state.step === LAST_STEP) return state;
      return {
        ...state,
        errors: replaceStepErrors(state.errors, state.step, {}),
        step: (state.step + 1) as Step,
        draftRestored: false,
        accountFilled: [],
        focus: { target: 'heading', scroll: true },
      };
    case 'previous':
      if (state.step === 1) return state;
      return {
        ...state,
        step: (state.step - 1) as Step,
        draftRestored: false,
        accountFilled: [],
        focus: { target: 'heading', scroll: true },
      };
    case 'submitting':
      return { ...state, status: 'submitting', notice: null, draftRestored: false, accountFilled: [] };
    case 'failed':
      return failed(state, action.message, action.fieldErrors);
    case 'succeeded':
      return {
        ...state,
        status: 'succeeded',
        reference: action.reference,
        submittedEmail: action.email,
        awaitingConfirmation: action.awaitingConfirmation,
        values: EMPTY_APPLICATION,
        errors: {},
        notice: null,
        dialogOpen: true,
        focus: null,
      };
    case 'dialogClosed':
      return { ...state, dialogOpen: false, focus: { target: 'done', scroll: false } };
    case 'prefill':
      return prefill(state, action.values);
    case 'restore':
      if (state.draftChecked) return state;
      if (action.draft === null) return { ...state, draftChecked: true };
      return { ...state, ...action.draft, draftChecked: true, draftRestored: true };
  }
}
