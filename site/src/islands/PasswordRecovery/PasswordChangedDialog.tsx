import { Dialog } from '../../lib/forms/Dialog';
import { goTo } from '../../lib/paths';

/**
 * 'Password Changed!', on the kit's modal Dialog (lib/forms/Dialog.tsx); `onClose` (Escape, or a
 * script closing it) lets the caller put focus back on the page.
 */
export function PasswordChangedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      className="recovery-dialog"
      labelledBy="password-changed-title"
      describedBy="password-changed-text"
      onClose={onClose}
    >
      <h2 id="password-changed-title">Password Changed!</h2>
      <p id="password-changed-text">Your password has been changed. You can now log in with your new password.</p>
      <div className="recovery-actions">
        <button type="button" className="btn btn--primary" onClick={() => goTo('/login')}>
          Go to Login
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => goTo('/')}>
          Return to Home
        </button>
      </div>
    </Dialog>
  );
}
