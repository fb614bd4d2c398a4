// Every field's description (fields.tsx and laterFields.tsx): what "Check your answers" and the
// later steps draw, and what the staff workspace's tests hold its copy of the questions to.
import { type Descriptions, firstStepFields } from './fields';
import { EMPTY_APPLICATION } from './form';
import { laterStepFields } from './laterFields';

/** Every field's description, in the page's language (read when drawn, never kept). */
export function fieldDescriptions(): Descriptions {
  return { ...firstStepFields(), ...laterStepFields() } as Descriptions;
}

/** The same descriptions as a table, each read in the page's language when asked for. */
export const FIELDS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(EMPTY_APPLICATION).map((name) => [
      name,
      { enumerable: true, get: () => fieldDescriptions()[name as keyof Descriptions] },
    ]),
  ),
) as Descriptions;
