// Reopening a decided application (admins only), so that a new decision can be recorded. The
// applicant is not mailed until then.

import { refusal } from '../../lib/forms/refusal';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { useStaff } from './context';
import { type ApplicationDetail, staffApi } from './staffApi';

export function ReopenForm({
  reference,
  onReopened,
}: {
  reference: string;
  onReopened: (detail: ApplicationDetail) => void;
}) {
  const { lost } = useStaff();
  const form = useSubmit({
    fields: [],
    send: async () => onReopened(await staffApi.reopen(reference)),
    describe: (error) => refusal(error, lost),
    focusNotice: true,
  });
  return (
    <form className="staff-decision" noValidate onSubmit={form.submit} aria-labelledby="reopen-heading">
      <h3 id="reopen-heading">Reopen the application</h3>
      <ServiceAlert form={form} />
      <p>
        Reopening it lets staff record a new decision, which is then mailed to the applicant. The applicant is not told
        that it was reopened.
      </p>
      <button className="btn btn--secondary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? 'Reopening...' : 'Reopen'}
      </button>
    </form>
  );
}
