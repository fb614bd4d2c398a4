// The request body of POST /api/users/submit-form (spec section 3): every field as a string,
// except yearsInAcademia (a number, left out when empty) and confidentialityConsent (a boolean).

import type { ApplicationRequest } from '../../lib/api';
import type { Application } from './rules';

export function toPayload(values: Application): ApplicationRequest {
  const { yearsInAcademia, ...rest } = values;
  const years = yearsInAcademia.trim();
  return years === '' ? rest : { ...rest, yearsInAcademia: Number(years) };
}
