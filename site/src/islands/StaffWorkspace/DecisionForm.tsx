// Recording the decision on an application waiting for one: Accept or Decline, and an optional note
// (at most 2,000 characters, counted as the service counts them) that the applicant is mailed with
// the decision and sees on their profile. Declining asks first, in a dialog, since the applicant
// is mailed at once and only an administrator can reopen it; Cancel or Escape sends nothing and
// puts focus back on the button (ConfirmDialog). The service answers the application as it now
// stands.
import { type SyntheticEvent, useState } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { refusal } from '../../lib/forms/refusal';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { collect, textLength, trimmed } from '../../lib/validation';
import { ConfirmDialog } from './ConfirmDialog';
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
  /** The applicant's name, for the question before declining. */
  applicant: string;
  /** The application as it stands now, and whether a note went with the decision. */
  onDecided: (detail: ApplicationDetail, withNote: boolean) => void;
}

export function DecisionForm({ reference, applicant, onDecided }: DecisionFormProps) {
  const { lost } = useStaff();
  const [decision, setDecision] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
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

  /** The button's press: a decline that passes the form's checks is asked about first. */
  function ask(event: SyntheticEvent) {
    const asks = decision === 'declined' && !form.busy && Object.keys(checkDecision(decision, note)).length === 0;
    if (!asks) {
      form.submit(event);
      return;
    }
    event.preventDefault();
    setConfirming(true);
  }

  function confirmed(event: SyntheticEvent) {
    setConfirming(false);
    form.submit(event);
  }

  const withNote = trimmed(note) !== '';
  return (
    <>
      <form className="staff-decision" noValidate onSubmit={ask} aria-labelledby="decision-heading">
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
      {confirming && (
        <ConfirmDialog
          title={`Decline application ${reference}?`}
          text={`${applicant} will be sent an e-mail at once saying that the application is declined${withNote ? ', with your note' : ''}. Only an administrator can reopen it.`}
          action="Decline the application"
          onConfirm={confirmed}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
