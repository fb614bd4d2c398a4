import { useRef } from 'react';
import { sitePath } from '../../lib/paths';
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
      <StepHeading ref={heading}>Your password has been changed</StepHeading>
      <p>You can now log in with your new password.</p>
      <div className="recovery-actions">
        <a className="btn btn--primary" href={sitePath('/login')}>
          Go to Login
        </a>
        <a href={sitePath('/')}>Return to Home</a>
      </div>
      <PasswordChangedDialog onClose={() => heading.current?.focus()} />
    </div>
  );
}
