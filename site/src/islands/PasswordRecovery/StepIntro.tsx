// The paragraph that says where the visitor is in the reset, under each step's heading. It
// belongs to the island rather than to the page's Markdown: the flow moves between its three
// pages without a page load, so only the island can keep the text in step with what is shown
// (as namePage keeps the title, heading, breadcrumb and lead). It links only to the start of the
// flow and out of it, never into its middle, where a page opened on its own has no state.
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import { t } from './messages';

interface StepIntroProps {
  step: 'forgot' | 'otp' | 'reset';
  /** On the reset step: the token came from the mailed link rather than from a verified code. */
  fromLink?: boolean;
}

export function StepIntro({ step, fromLink = false }: StepIntroProps) {
  if (step === 'forgot') {
    return (
      <p className="recovery-intro">
        {rich(
          t,
          'recovery-forgot-intro',
          {},
          {
            link: <a href={sitePath('/login')}>{t('recovery-return-to-login')}</a>,
          },
        )}
      </p>
    );
  }
  if (step === 'otp') {
    return <p className="recovery-intro">{t('recovery-otp-intro')}</p>;
  }
  // How long the token lasts (forms-api: a verified code's token 15 minutes, the mail's link an
  // hour), said once rather than counted down.
  return <p className="recovery-intro">{fromLink ? t('recovery-reset-intro-link') : t('recovery-reset-intro-code')}</p>;
}
