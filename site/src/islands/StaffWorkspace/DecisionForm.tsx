// Recording the decision on an application waiting for one: Accept or Decline, and an optional note
// (at most 2,000 characters, counted as the service counts them) that the applicant is mailed with
// the decision and sees on their profile. The service answers the application as it now stands.
import { useState } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { refusal } from '../../lib/forms/refusal';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { collect, textLength, trimmed } from '../../lib/validation';
import { useStaff } from './context';
import { Radios, TextArea } from './fields';
import { type ApplicationDetail, type Decision, staffApi } from './staffApi';

/** The longest note (forms-api staff_applications::NOTE_LIMIT). */
export const NOTE_LIMIT = 2000;
const FIELDS = ['decision', 'note'] as const;
const CHOICES = [
  { value: 'accepted', label: 'Accept' },
  { value: 'declined', label: 'Decline' },
];

export function checkDecision(decision: string, note: string) {
  return collect({
    decision: decision === 'accepted' || decision === 'declined' ? null : 'Choose Accept or Decline',
    note: textLength(note) > NOTE_LIMIT ? 'The note must be 2,000 characters or fewer' : null,
  });
}

interface DecisionFormProps {
  reference: string;
  /** The application as it stands now, and whether a note went with the decision. */
  onDecided: (detail: ApplicationDetail, withNote: boolean) => void;
}

export function DecisionForm({ reference, onDecided }: DecisionFormProps) {
  const { lost } = useStaff();
  const [decision, setDecision] = useState('');
  const [note, setNote] = useState('');
  const form = useSubmit({
    fields: FIELDS,
    validate: () => checkDecision(decision, note),
    send: async () => {
      const sent = trimmed(note);
      onDecided(await staffApi.decide(reference, decision as Decision, sent), sent !== '');
    },
    describe: (error) => refusal(error, lost),
    focusNotice: true,
  });
  return (
    <form className="staff-decision" noValidate onSubmit={form.submit} aria-labelledby="decision-heading">
      <h3 id="decision-heading">Record a decision</h3>
      <ServiceAlert form={form} />
      <ErrorSummary errors={form.errors} order={FIELDS} headingLevel={3} />
      <Radios {...form.bind('decision', decision, setDecision)} label="Decision" options={CHOICES} />
      <TextArea
        {...form.bind('note', note, setNote)}
        label="Note to the applicant (optional)"
        hint="We e-mail it to the applicant with the decision, and it is shown on their profile."
        limit={NOTE_LIMIT}
      />
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? 'Recording the decision...' : 'Record decision'}
      </button>
    </form>
  );
}
