// Giving an account a staff role, or changing it (admins): the account's e-mail address (a
// confirmed account of the site) and the role. The service answers a sentence for the notice.
import { useState } from 'react';
import { emailExample } from '../../lib/forms/descriptions';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { refusal } from '../../lib/forms/refusal';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { TextField } from '../../lib/forms/TextField';
import { useSubmit } from '../../lib/forms/useSubmit';
import { collect, emailError } from '../../lib/validation';
import { useStaff } from './context';
import { Radios } from './fields';
import { ROLES } from './format';
import { type Role, staffApi } from './staffApi';

const FIELDS = ['email', 'role'] as const;
const ROLE_OPTIONS = Object.entries(ROLES).map(([value, label]) => ({ value, label }));

export function GrantForm({ onGranted }: { onGranted: (message: string) => void }) {
  const { lost } = useStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const form = useSubmit({
    fields: FIELDS,
    validate: () => collect({ email: emailError(email), role: role ? null : 'Choose a role' }),
    send: async () => {
      const answer = await staffApi.grant(email.trim(), role as Role);
      setEmail('');
      setRole('');
      onGranted(answer.message);
    },
    describe: (error) => refusal(error, lost),
    focusNotice: true,
  });
  return (
    <form className="staff-grant" noValidate onSubmit={form.submit} aria-labelledby="grant-heading">
      <h3 id="grant-heading">Give a staff role</h3>
      <ServiceAlert form={form} />
      <ErrorSummary errors={form.errors} order={FIELDS} headingLevel={3} />
      <TextField
        {...form.bind('email', email, setEmail)}
        label="E-mail address of the account"
        hint={`The person signs up on this site and confirms their address first. ${emailExample()}`}
        input={{ type: 'email', autoComplete: 'off', spellCheck: false }}
      />
      <Radios
        {...form.bind('role', role, setRole)}
        label="Role"
        hint="Reviewers read applications and decide on them. Administrators can also reopen decided applications, manage the staff and read the audit log."
        options={ROLE_OPTIONS}
      />
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? 'Giving the role...' : 'Give the role'}
      </button>
    </form>
  );
}
