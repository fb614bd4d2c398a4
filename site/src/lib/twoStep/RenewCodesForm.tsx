// New recovery codes for a current code from the authenticator app (never a recovery code, so a
// session left open cannot take them): the staff workspace's and Account Settings' form.
import { appCodeProblem, CodeForm } from './CodeForm';
import { type FactorEnrolled, twoStepApi } from './twoStepApi';

interface RenewCodesFormProps {
  onLost: (error: unknown) => void;
  onRenewed: (renewed: FactorEnrolled) => void;
}

export function RenewCodesForm({ onLost, onRenewed }: RenewCodesFormProps) {
  return (
    <CodeForm
      label="Code from your authenticator app"
      hint="The 6 digits the app shows now, for example 123456. A recovery code cannot be used here."
      button="Get new recovery codes"
      busyButton="Checking the code..."
      check={appCodeProblem}
      send={async (code) => onRenewed(await twoStepApi.renewRecoveryCodes(code))}
      onLost={onLost}
    />
  );
}
