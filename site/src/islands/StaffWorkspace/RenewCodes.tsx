// New recovery codes, for staff who have used most of theirs or fear someone has seen them: a
// current code from the authenticator app (never a recovery code, so a session left open cannot
// take them), then the ten new codes, shown once. Going on asks the service again how many are
// left, so the workspace bar counts the new ones.
import { useState } from 'react';
import { RenewCodesForm } from '../../lib/twoStep/RenewCodesForm';
import type { FactorEnrolled } from '../../lib/twoStep/twoStepApi';
import { useStaff } from './context';
import { Heading } from './Heading';
import { RecoveryCodes } from './RecoveryCodes';

interface RenewCodesProps {
  focus: boolean;
  /** The codes have been seen: back to the list. */
  onDone: () => void;
}

export function RenewCodes({ focus, onDone }: RenewCodesProps) {
  const { lost, refresh } = useStaff();
  const [renewed, setRenewed] = useState<FactorEnrolled | null>(null);
  if (renewed) {
    const done = () => {
      refresh();
      onDone();
    };
    return <RecoveryCodes codes={renewed.recoveryCodes} message={renewed.message} onContinue={done} />;
  }
  return (
    <section className="staff-gate" aria-labelledby="renew-codes-heading">
      <Heading focus={focus} id="renew-codes-heading">
        Get new recovery codes
      </Heading>
      <p>
        You can replace your recovery codes with ten new ones at any time: when few are left, or if someone else may
        have seen them. Your earlier recovery codes will stop working.
      </p>
      <RenewCodesForm onLost={lost} onRenewed={setRenewed} />
    </section>
  );
}
