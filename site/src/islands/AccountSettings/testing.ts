// The fake service of the settings' tests: the page's two-step section asks where the account
// stands as it opens; the tests of the other sections answer that it is off, and leave that call
// out of the calls they check.

import { type Routes, type Sent, service } from '../../lib/testing/service';
import type { TwoStepStatus } from '../../lib/twoStep/twoStepApi';

export const TWO_STEP_OFF: TwoStepStatus = {
  authenticatorApp: false,
  passkeys: [],
  pending: false,
  recoveryCodesLeft: 0,
  required: false,
  passkeysAvailable: true,
};

/** `service(routes)`, with two-step verification off and its status call not recorded. */
export function settingsService(routes: Routes): Sent[] {
  const status = 'GET /users/me/second-factor';
  return service({ [status]: ({ response }) => response(200).json(TWO_STEP_OFF), ...routes }, [status]);
}
