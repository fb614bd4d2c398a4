// The unfinished application, kept so that an accidental reload loses nothing until it is
// submitted: in this tab's sessionStorage, as the draft of the account that typed it (lib/drafts.ts),
// so that signing out, or another account, never finds it. A signed-in member's draft is also kept
// by the service (serviceDraft.ts), in the same shape; whichever was saved later wins (`savedAt`).

import { readDraftOf, removeDraft, saveDraftOf } from '../../lib/drafts';
import { EMPTY_APPLICATION, isField, reachableStep, WIZARD_PLACES, type WizardStep } from './form';
import { type Application, GENDERS, type RuleContext } from './rules';

const DRAFT_NAME = 'membership-application';
/** The sessionStorage key (lib/drafts.ts's prefix and the draft's name), for tests. */
export const DRAFT_KEY = `iaaii-draft:${DRAFT_NAME}`;

export interface Draft {
  step: WizardStep;
  values: Application;
  /** When the answers were last changed, in milliseconds since 1970; 0 when not known. */
  savedAt: number;
}

export function isEmpty(values: Application): boolean {
  return Object.entries(values).every(([field, value]) => value === EMPTY_APPLICATION[field as keyof Application]);
}

/** Only known fields with the right type, and choices that are still offered. */
function cleanValues(stored: unknown, context: RuleContext): Application {
  const values: Application = { ...EMPTY_APPLICATION };
  if (typeof stored !== 'object' || stored === null) return values;
  for (const [field, value] of Object.entries(stored)) {
    if (!isField(field) || typeof value !== typeof EMPTY_APPLICATION[field]) continue;
    (values as unknown as Record<string, unknown>)[field] = value;
  }
  const offered: [keyof Application, readonly string[]][] = [
    ['gender', GENDERS],
    ['country', context.countries],
    ['membershipType', context.membershipTypes],
  ];
  for (const [field, list] of offered) {
    if (!list.includes(values[field] as string)) values[field] = '' as never;
  }
  return values;
}

const asStep = (value: unknown): WizardStep | null => WIZARD_PLACES.find((step) => step === value) ?? null;

/**
 * A draft from what was stored (here or by the service), at step `wanted` (the address's) or else
 * the saved one, but not past the first step that no longer passes its rules; null when empty.
 */
export function draftOf(
  stored: { step?: unknown; values?: unknown; savedAt?: unknown },
  context: RuleContext,
  wanted: WizardStep | null = null,
): Draft | null {
  const values = cleanValues(stored.values, context);
  if (isEmpty(values)) return null;
  const step = reachableStep(wanted ?? asStep(stored.step) ?? 1, values, context).step;
  const savedAt = Number(stored.savedAt);
  return { step, values, savedAt: Number.isSafeInteger(savedAt) && savedAt > 0 ? savedAt : 0 };
}

/** The draft `account` may see (an anonymous one, or its own) in this tab. */
export function readDraft(
  context: RuleContext,
  account: string | null,
  wanted: WizardStep | null = null,
): Draft | null {
  const stored = readDraftOf(DRAFT_NAME, account)?.data;
  return typeof stored === 'object' && stored !== null ? draftOf(stored, context, wanted) : null;
}

/** Save the draft of `owner` (an account's id, or null); an empty form leaves nothing behind. */
export function saveDraft(owner: string | null, draft: Draft): void {
  if (isEmpty(draft.values)) removeDraft(DRAFT_NAME);
  else saveDraftOf(DRAFT_NAME, owner, draft);
}

export function clearDraft(): void {
  removeDraft(DRAFT_NAME);
}
