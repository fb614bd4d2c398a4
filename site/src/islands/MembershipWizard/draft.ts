// The unfinished application, kept in sessionStorage so that an accidental reload loses nothing
// until the application is submitted. sessionStorage rather than localStorage: the answers stay
// with this tab and go when it closes, so a shared computer does not keep them.
// Storage can throw (private modes, full quota): the draft is a convenience, so failures are
// ignored and the form keeps working.

import { EMPTY_APPLICATION, GENDERS, isField, STEPS, type Step } from './form';
import { type Application, validateStep } from './rules';

export const DRAFT_KEY = 'iaaii-membership-application-draft';

export interface Draft {
  step: Step;
  values: Application;
}

/** The lists a restored choice must still be in (the site's data may have changed since). */
export interface Choices {
  countries: readonly string[];
  membershipTypes: readonly string[];
}

function isEmpty(values: Application): boolean {
  return Object.entries(values).every(([field, value]) => value === EMPTY_APPLICATION[field as keyof Application]);
}

/** Only known fields with the right type, and choices that are still offered. */
function cleanValues(stored: unknown, choices: Choices): Application {
  const values: Application = { ...EMPTY_APPLICATION };
  if (typeof stored !== 'object' || stored === null) return values;
  for (const [field, value] of Object.entries(stored)) {
    if (!isField(field) || typeof value !== typeof EMPTY_APPLICATION[field]) continue;
    (values as unknown as Record<string, unknown>)[field] = value;
  }
  const offered: [keyof Application, readonly string[]][] = [
    ['gender', GENDERS],
    ['country', choices.countries],
    ['membershipType', choices.membershipTypes],
  ];
  for (const [field, list] of offered) {
    if (!list.includes(values[field] as string)) values[field] = '' as never;
  }
  return values;
}

/** The saved step, or the first earlier step that no longer passes its rules. */
function resumeStep(saved: unknown, values: Application): Step {
  const step = STEPS.find((s) => s === saved) ?? 1;
  return STEPS.find((s) => s < step && Object.keys(validateStep(s, values)).length > 0) ?? step;
}

export function readDraft(choices: Choices): Draft | null {
  try {
    const text = window.sessionStorage.getItem(DRAFT_KEY);
    if (text === null) return null;
    const stored = JSON.parse(text) as { step?: unknown; values?: unknown } | null;
    const values = cleanValues(stored?.values, choices);
    if (isEmpty(values)) return null;
    return { step: resumeStep(stored?.step, values), values };
  } catch {
    return null;
  }
}

/** Save the draft; an empty form leaves nothing behind. */
export function saveDraft(draft: Draft): void {
  try {
    if (isEmpty(draft.values)) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable or full: the form still works, only the reload safety net is lost.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}
