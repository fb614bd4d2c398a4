// The wizard's state and every transition of spec section 4 (steps 1-4, idle / submitting /
// succeeded), as a pure reducer. Side effects (scrolling, focus, storage, the address, the request)
// happen in the component; the state only says what should be focused next and whether a step
// change is a new entry of the browser's history.

import type { Errors } from '../../lib/validation';
import type { Draft } from './draft';
import {
  EMPTY_APPLICATION,
  type Field,
  isField,
  LAST_STEP,
  replaceStepErrors,
  STEP_FIELDS,
  STEPS,
  type Step,
  stepErrors,
  stepOf,
} from './form';
import type { Application } from './rules';

export type Status = 'idle' | 'submitting' | 'succeeded';

/** Where focus goes after a transition: a new object each time, so the effect runs once per request. */
export interface FocusRequest {
  /** The step's heading, its first field in error, a named field, the error summary, a notice. */
  target: 'heading' | 'error' | 'field' | 'summary' | 'notice' | 'done';
  /** For 'field'. */
  field?: Field;
  /** Scroll the wizard's top into view first (a move to another step). */
  scroll: boolean;
}

export interface WizardState {
  step: Step;
  /**
   * How the address follows the last step change: 'new', a history entry (Next, Previous, a link
   * of the error summary); 'same', the current entry corrected (a restored draft, Back or Forward).
   */
  historyEntry: 'new' | 'same';
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
  /** The account the answers belong to (its id), null when typed with nobody signed in. */
  owner: string | null;
  /** The signed-in account's details have been offered to the form (once). */
  prefilled: boolean;
  /** The fields filled in from the account: say so until the applicant moves on. */
  accountFilled: readonly AccountField[];
  /** The stored draft has been looked at, so saving cannot overwrite it with an empty form. */
  draftChecked: boolean;
  /** Answers came back from a draft: say so until the applicant moves on. */
  draftRestored: boolean;
  /**
   * The applicant has begun this application: typed, had a draft back, or chose to apply again
   * beside an application under review (which otherwise keeps the form folded away).
   */
  begun: boolean;
  dialogOpen: boolean;
  focus: FocusRequest | null;
}

/** The fields the signed-in account can fill in. */
export type AccountField = 'firstName' | 'familyName' | 'email';
export const ACCOUNT_FIELDS: readonly AccountField[] = ['firstName', 'familyName', 'email'];

export type Action =
  | { type: 'edit'; field: keyof Application; value: string | boolean }
  /** The browser's rules refused `steps` (the current one, or every step on Submit). */
  | { type: 'invalid'; errors: Errors; steps: readonly Step[] }
  | { type: 'next' }
  | { type: 'previous' }
  /** Back or Forward reached `step`; `errors` when an earlier step held the applicant there. */
  | { type: 'visit'; step: Step; errors: Errors }
  /** A link of the error summary to a field, maybe on another step. */
  | { type: 'show'; field: Field }
  | { type: 'submitting' }
  | { type: 'failed'; message: string; fieldErrors: Errors }
  | { type: 'succeeded'; reference: string; email: string; awaitingConfirmation: string | null }
  | { type: 'prefill'; values: Record<AccountField, string> }
  | { type: 'dialogClosed' }
  | { type: 'restore'; draft: Draft | null; owner: string | null }
  /** Who is signed in now (an id, or null): another account than the answers' clears them. */
  | { type: 'account'; id: string | null }
  /** Sign-out forgot the drafts of accounts: answers that belong to one go too. */
  | { type: 'forget' }
  /** 'Apply again', beside an application under review: the form opens at its first step. */
  | { type: 'applyAgain' };

export const initialState: WizardState = {
  step: 1,
  historyEntry: 'same',
  values: EMPTY_APPLICATION,
  errors: {},
  status: 'idle',
  notice: null,
  reference: null,
  submittedEmail: null,
  awaitingConfirmation: null,
  owner: null,
  prefilled: false,
  accountFilled: [],
  draftChecked: false,
  draftRestored: false,
  begun: false,
  dialogOpen: false,
  focus: null,
};

function withoutError(errors: Errors, field: string): Errors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** A move to `step`: the notices of the page just left go, the new step's heading takes focus. */
function moved(state: WizardState, step: Step, historyEntry: WizardState['historyEntry']): WizardState {
  return {
    ...state,
    step,
    historyEntry,
    draftRestored: false,
    accountFilled: [],
    focus: { target: 'heading', scroll: true },
  };
}

/**
 * Refused by the browser's rules: the first field in error takes focus when all the errors are on
 * this step, else the error summary, which links to every one of them.
 */
function invalid(state: WizardState, fresh: Errors, steps: readonly Step[]): WizardState {
  const errors = steps.reduce((kept, step) => replaceStepErrors(kept, step, {}), state.errors);
  const elsewhere = Object.keys(fresh).some((field) => !STEP_FIELDS[state.step].includes(field as Field));
  return {
    ...state,
    errors: { ...errors, ...fresh },
    focus: { target: elsewhere ? 'summary' : 'error', scroll: false },
  };
}

/**
 * The service's verdict: its messages go under their fields, whatever their step, and the error
 * summary lists them all with links to their steps; the applicant stays where they are.
 */
function failed(state: WizardState, message: string, fieldErrors: Errors): WizardState {
  const known = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => isField(field)));
  const base = { ...state, status: 'idle' as const, notice: message };
  if (Object.keys(known).length === 0) return { ...base, focus: { target: 'notice', scroll: false } };
  return { ...base, errors: { ...state.errors, ...known }, focus: { target: 'summary', scroll: false } };
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

/** The draft back (once, and never over answers typed meanwhile), at the step it may be shown. */
function restore(state: WizardState, action: Extract<Action, { type: 'restore' }>): WizardState {
  if (state.draftChecked) return state;
  const checked = { ...state, draftChecked: true, owner: action.owner, historyEntry: 'same' as const };
  // A draft waits for the account to be known: what was typed meanwhile wins.
  if (action.draft === null || state.values !== EMPTY_APPLICATION) return checked;
  return { ...checked, ...action.draft, draftRestored: true, begun: true };
}

/** A new, empty application for `owner`: what another account's answers leave behind. */
function cleared(state: WizardState, owner: string | null): WizardState {
  return {
    ...initialState,
    owner,
    draftChecked: state.draftChecked,
    historyEntry: 'same',
    status: state.status === 'succeeded' ? 'succeeded' : 'idle',
    reference: state.reference,
    submittedEmail: state.submittedEmail,
    awaitingConfirmation: state.awaitingConfirmation,
    dialogOpen: state.dialogOpen,
  };
}

export function reducer(state: WizardState, action: Action): WizardState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: withoutError(state.errors, action.field),
        begun: true,
      };
    case 'invalid':
      return invalid(state, action.errors, action.steps);
    case 'next':
      if (state.step === LAST_STEP) return state;
      return {
        ...moved(state, (state.step + 1) as Step, 'new'),
        errors: replaceStepErrors(state.errors, state.step, {}),
      };
    case 'previous':
      return state.step === 1 ? state : moved(state, (state.step - 1) as Step, 'new');
    case 'visit': {
      if (state.status !== 'idle') return state;
      const visited = moved(state, action.step, 'same');
      if (Object.keys(action.errors).length === 0) return visited;
      return {
        ...visited,
        errors: replaceStepErrors(state.errors, action.step, action.errors),
        focus: { target: 'error', scroll: true },
      };
    }
    case 'show': {
      const step = stepOf(action.field);
      const focus = { target: 'field' as const, field: action.field, scroll: false };
      return step === state.step ? { ...state, focus } : { ...moved(state, step, 'new'), focus };
    }
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
      return restore(state, action);
    case 'account':
      if (state.owner !== null && state.owner !== action.id) return cleared(state, action.id);
      return state.owner === action.id ? state : { ...state, owner: action.id };
    case 'forget':
      return state.owner === null ? state : cleared(state, null);
    case 'applyAgain':
      return { ...state, begun: true, focus: { target: 'heading', scroll: false } };
  }
}

/**
 * The errors the page lists, in screen order: the step's own, and any the service found on other
 * steps (the browser's rules only ever refuse the step on screen, or every step on Submit).
 */
export function shownErrors(errors: Errors): [Field, string][] {
  return STEPS.flatMap((step) => stepErrors(step, errors));
}
