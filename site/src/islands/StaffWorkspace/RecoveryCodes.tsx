// The ten recovery codes, shown once when two-step verification has been set up or the codes
// renewed: each signs the staff member in once without the app or passkey. The page is named
// after them meanwhile (not "Set up two-step verification", the step before).
import { Notice } from '../../lib/forms/Notice';
import { t } from '../../lib/twoStep/messages';
import { RecoveryCodeList } from '../../lib/twoStep/RecoveryCodeList';
import { Heading } from './Heading';
import { usePageTitle } from './pageTitle';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** The service's sentence: set up, and keep the codes safe. */
  message: string;
  onContinue: () => void;
}

export function RecoveryCodes({ codes, message, onContinue }: RecoveryCodesProps) {
  const title = t('two-step-codes-heading');
  usePageTitle(title);
  return (
    <section className="staff-gate" aria-labelledby="recovery-codes-heading">
      <Heading focus id="recovery-codes-heading">
        {title}
      </Heading>
      <Notice tone="success">{message}</Notice>
      <p>
        If you cannot use your authenticator app or passkey, each of these codes lets you in once instead. Keep them
        somewhere safe, such as a password manager. They are shown only now.
      </p>
      <RecoveryCodeList codes={codes} fileName="iaaii-staff-recovery-codes.txt" />
      <p>
        <button className="btn btn--primary" type="button" onClick={onContinue}>
          Continue to the workspace
        </button>
      </p>
    </section>
  );
}
