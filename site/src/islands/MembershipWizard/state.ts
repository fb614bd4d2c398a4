// The wizard's state and every transition of spec section 4 (steps 1-4, then "Check your answers";
// idle / submitting / succeeded), as a pure reducer. Side effects (scrolling, focus, storage, the
// address, the requests) happen in the component; the state only says what should be focused next
// and whether a step change is a new entry of the browser's history.

import type { Errors } from '../../lib/validation';
import type { Draft } from './draft';
import {
  CHECK_STEP,
  EMPTY_APPLICATION,
  type Field,
  fieldsOf,
  isField,
  replaceStepErrors,
  STEPS,
  type Step,
  stepErrors,
  stepOf,
  type WizardStep,
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
  step: WizardStep;
  /**
   * Sent to a step from "Check your answers" (a Change link, or a link of its error summary): the
   * step's button saves and returns there instead of walking through the next steps.
   */
  returning: boolean;
  /**
   * How the address follows the last step change: 'new', a history entry (Next, Previous, a link
   * of the error summary); 'same', the current entry corrected (a restored draft, Back or Forward).
   */
  historyEntry: 'new' | 'same';
  values: Application;
  /** Field -> message, for any step (the service may report errors on several). */
  errors: Errors;
  status: Status;
  /** Why the last submission failed, in words for the applicant, when no field was refused. */
  notice: string | null;
  /** The service's words when it refused fields: the error summary, which lists them, says them. */
  refusal: string | null;
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
  /** The service's draft of the signed-in member has been looked at (or could not be had). */
  serviceChecked: boolean;
  /** When the answers on screen were last changed (ms since 1970), as a draft says; 0: never. */
  savedAt: number;
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
  /** `at`: when (ms since 1970), so that the newest of this draft and the service's wins. */
  | { type: 'edit'; field: keyof Application; value: string | boolean; at: number }
  /** The browser's rules refused `steps` (the current one, or every step on Submit). */
  | { type: 'invalid'; errors: Errors; steps: readonly Step[] }
  | { type: 'next' }
  | { type: 'previous' }
  /** Back or Forward reached `step`; `errors` when an earlier step held the applicant there. */
  | { type: 'visit'; step: WizardStep; errors: Errors }
  /** A link to a field, maybe on another step: the error summary's, or a Change link. */
  | { type: 'show'; field: Field }
  | { type: 'submitting' }
  | { type: 'failed'; message: string; fieldErrors: Errors }
  | { type: 'succeeded'; reference: string; email: string; awaitingConfirmation: string | null }
  | { type: 'prefill'; values: Record<AccountField, string> }
  | { type: 'dialogClosed' }
  | { type: 'restore'; draft: Draft | null; owner: string | null }
  /** The signed-in member's draft as the service keeps it: taken if newer than the answers here. */
  | { type: 'serviceDraft'; draft: Draft | null }
  /** 'Start again': every answer goes, and the applicant is back at the first step. */
  | { type: 'startAgain' }
  /** Who is signed in now (an id, or null): another account than the answers' clears them. */
  | { type: 'account'; id: string | null }
  /** Sign-out forgot the drafts of accounts: answers that belong to one go too. */
  | { type: 'forget' }
  /** 'Apply again', beside an application under review: the form opens at its first step. */
  | { type: 'applyAgain' };

export const initialState: WizardState = {
  step: 1,
  returning: false,
  historyEntry: 'same',
  values: EMPTY_APPLICATION,
  errors: {},
  status: 'idle',
  notice: null,
  refusal: null,
  reference: null,
  submittedEmail: null,
  awaitingConfirmation: null,
  owner: null,
  prefilled: false,
  accountFilled: [],
  draftChecked: false,
  serviceChecked: false,
  savedAt: 0,
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

/**
 * A move to `step`: the notices of the page just left go, the new step's heading takes focus.
 * Reaching "Check your answers" ends a return to it.
 */
function moved(state: WizardState, step: WizardStep, historyEntry: WizardState['historyEntry']): WizardState {
  return {
    ...state,
    step,
    returning: step !== CHECK_STEP && state.returning,
    historyEntry,
    draftRestored: false,
    accountFilled: [],
    focus: { target: 'heading', scroll: true },
  };
}

/**
 * Back to an earlier step (Previous, or the browser's Back and Forward): the messages the browser's
 * rules gave the step left go with it, so the step reached does not list them, nor its title say
 * "Error"; the next Next checks that step again. The service's verdict stays until it is answered.
 */
function leave(state: WizardState, step: WizardStep, historyEntry: WizardState['historyEntry']): WizardState {
  const left = moved(state, step, historyEntry);
  return state.refusal === null ? { ...left, errors: replaceStepErrors(state.errors, state.step, {}) } : left;
}

/**
 * Refused by the browser's rules: the first field in error takes focus when all the errors are on
 * this step, else the error summary, which links to every one of them.
 */
function invalid(state: WizardState, fresh: Errors, steps: readonly Step[]): WizardState {
  const errors = steps.reduce((kept, step) => replaceStepErrors(kept, step, {}), state.errors);
  const elsewhere = Object.keys(fresh).some((field) => !fieldsOf(state.step).includes(field as Field));
  return {
    ...state,
    refusal: null,
    errors: { ...errors, ...fresh },
    focus: { target: elsewhere ? 'summary' : 'error', scroll: false },
  };
}

/**
 * The service's verdict: its messages go under their fields, whatever their step, and the error
 * summary on "Check your answers" (where Submit is) says its words and links to every one of them.
 */
function failed(state: WizardState, message: string, fieldErrors: Errors): WizardState {
  const known = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => isField(field)));
  const base = { ...state, status: 'idle' as const };
  if (Object.keys(known).length === 0) return { ...base, notice: message, focus: { target: 'notice', scroll: false } };
  return {
    ...base,
    refusal: message,
    errors: { ...state.errors, ...known },
    focus: { target: 'summary', scroll: false },
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

/** The draft back (once, and never over answers typed meanwhile), at the step it may be shown. */
function restore(state: WizardState, action: Extract<Action, { type: 'restore' }>): WizardState {
  if (state.draftChecked) return state;
  const checked = { ...state, draftChecked: true, owner: action.owner, historyEntry: 'same' as const };
  // A draft waits for the account to be known: what was typed meanwhile wins.
  if (action.draft === null || state.values !== EMPTY_APPLICATION) return checked;
  return { ...checked, ...action.draft, draftRestored: true, begun: true };
}

/**
 * The service's draft, once, if saved later than the answers on screen (typing here since the page
 * loaded is later still), at the step it may be shown.
 */
function fromService(state: WizardState, draft: Draft | null): WizardState {
  const checked = { ...state, serviceChecked: true };
  if (state.serviceChecked || !draft || draft.savedAt <= state.savedAt || state.status !== 'idle') return checked;
  return {
    ...checked,
    ...draft,
    historyEntry: 'same',
    returning: false,
    errors: {},
    notice: null,
    refusal: null,
    accountFilled: [],
    draftRestored: true,
    begun: true,
    focus: null,
  };
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
    case 'edit': {
      const errors = withoutError(state.errors, action.field);
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors,
        refusal: Object.keys(errors).length > 0 ? state.refusal : null,
        savedAt: action.at,
        begun: true,
      };
    }
    case 'invalid':
      return invalid(state, action.errors, action.steps);
    case 'next':
      if (state.step === CHECK_STEP) return state;
      return {
        ...moved(state, state.returning ? CHECK_STEP : ((state.step + 1) as WizardStep), 'new'),
        errors: replaceStepErrors(state.errors, state.step, {}),
      };
    case 'previous':
      return state.step === 1 ? state : leave(state, (state.step - 1) as WizardStep, 'new');
    case 'visit': {
      if (state.status !== 'idle') return state;
      const visited = leave(state, action.step, 'same');
      if (Object.keys(action.errors).length === 0) return visited;
      return {
        ...visited,
        errors: replaceStepErrors(state.errors, action.step, action.errors),
        focus: { target: 'error', scroll: true },
      };
    }
    case 'show': {
      if (state.status !== 'idle') return state;
      const step = stepOf(action.field);
      const focus = { target: 'field' as const, field: action.field, scroll: false };
      if (step === state.step) return { ...state, focus };
      // From "Check your answers", the step's button leads back there.
      return { ...moved(state, step, 'new'), focus, returning: state.returning || state.step === CHECK_STEP };
    }
    case 'submitting':
      return { ...state, status: 'submitting', notice: null, refusal: null, draftRestored: false, accountFilled: [] };
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
    case 'serviceDraft':
      return fromService(state, action.draft);
    case 'startAgain':
      return {
        ...cleared(state, state.owner),
        serviceChecked: state.serviceChecked,
        begun: true,
        focus: { target: 'heading', scroll: true },
      };
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
