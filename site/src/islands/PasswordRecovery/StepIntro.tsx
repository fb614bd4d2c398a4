// The paragraph that says where the visitor is in the reset, under each step's heading. It
// belongs to the island rather than to the page's Markdown: the flow moves between its three
// pages without a page load, so only the island can keep the text in step with what is shown
// (as namePage keeps the title, heading, breadcrumb and lead). It links only to the start of the
// flow and out of it, never into its middle, where a page opened on its own has no state.
import { sitePath } from '../../lib/paths';

interface StepIntroProps {
  step: 'forgot' | 'otp' | 'reset';
  /** On the reset step: the token came from the mailed link rather than from a verified code. */
  fromLink?: boolean;
}

export function StepIntro({ step, fromLink = false }: StepIntroProps) {
  if (step === 'forgot') {
    return (
      <p className="recovery-intro">
        Resetting a password takes three steps: you ask for a code here, you enter the six-digit code we e-mail you, and
        you choose a new password. Remembered your password? <a href={sitePath('/login')}>Return to login</a>.
      </p>
    );
  }
  if (step === 'otp') {
    return (
      <p className="recovery-intro">
        This is the second of three steps. Entering the code confirms that the e-mail address is yours; then you choose
        a new password. If the code does not arrive, check your spam folder before asking for a new one.
      </p>
    );
  }
  // How long the token lasts (forms-api: a verified code's token 15 minutes, the mail's link an
  // hour), said once rather than counted down.
  const time = fromLink
    ? 'The link in our e-mail works for an hour after we sent it'
    : 'Choose your new password within 15 minutes of entering your code';
  return (
    <p className="recovery-intro">
      {`This is the last of three steps. ${time}; after that, you will need a new code. Once your password has been changed, you can log in with it.`}
    </p>
  );
}
