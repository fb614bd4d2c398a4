// The signed-in member's draft as the service keeps it (GET and POST /api/users/me/draft, POST
// /api/users/me/draft/delete), so that starting on a phone and finishing on a laptop continues.
// The shape is the local draft's (draft.ts) with the answers under `answers`; the service numbers
// the places from 0 (the four steps of questions 0-3, "Check your answers" 4). Only the
// application's own fields are ever sent: the answers on screen, nothing else of the page.
import { request } from '../../lib/api';
import { type Draft, draftOf } from './draft';
import type { RuleContext } from './rules';

/** The service's draft of the signed-in member, cleaned as a local one is; null without one. */
export async function fetchServiceDraft(context: RuleContext): Promise<Draft | null> {
  const { draft } = await request('get', '/users/me/draft');
  return draft ? draftOf({ values: draft.answers, step: draft.step + 1, savedAt: draft.savedAt }, context) : null;
}

/** Keep `draft` on the service, unless a draft saved later is kept there already (newest wins). */
export const saveServiceDraft = ({ values, step, savedAt }: Draft) =>
  request('post', '/users/me/draft', { answers: values, step: step - 1, savedAt });

export const deleteServiceDraft = () => request('post', '/users/me/draft/delete', {});
