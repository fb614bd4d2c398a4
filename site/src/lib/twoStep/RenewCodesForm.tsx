// New recovery codes for a current code from the authenticator app (never a recovery code, so a
// session left open cannot take them): the staff workspace's and Account Settings' form.
import { appCodeProblem, CodeForm } from './CodeForm';
import { t } from './messages';
import { type FactorEnrolled, twoStepApi } from './twoStepApi';

interface RenewCodesFormProps {
  onLost: (error: unknown) => void;
  onRenewed: (renewed: FactorEnrolled) => void;
}

export function RenewCodesForm({ onLost, onRenewed }: RenewCodesFormProps) {
  return (
    <CodeForm
      label={t('two-step-app-code-label')}
      hint={t('two-step-renew-code-hint')}
      button={t('two-step-renew-submit')}
      busyButton={t('two-step-checking-code')}
      check={appCodeProblem}
      send={async (code) => onRenewed(await twoStepApi.renewRecoveryCodes(code))}
      onLost={onLost}
    />
  );
}
