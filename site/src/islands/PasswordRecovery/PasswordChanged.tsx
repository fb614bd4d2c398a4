import { useRef } from 'react';
import { sitePath } from '../../lib/paths';
import { t } from './messages';
import { PasswordChangedDialog } from './PasswordChangedDialog';
import { StepHeading } from './StepHeading';

/**
 * The end of the flow: the dialog, and behind it the same news on the page, so that closing the
 * dialog (Escape) leaves the visitor somewhere sensible, with focus on that news.
 */
export function PasswordChanged() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="recovery-done">
      <StepHeading ref={heading}>{t('recovery-changed-heading')}</StepHeading>
      <p>{t('recovery-changed-text')}</p>
      <div className="recovery-actions">
        <a className="btn btn--primary" href={sitePath('/login')}>
          {t('recovery-go-to-login')}
        </a>
        <a href={sitePath('/')}>{t('recovery-return-home')}</a>
      </div>
      <PasswordChangedDialog onClose={() => heading.current?.focus()} />
    </div>
  );
}
