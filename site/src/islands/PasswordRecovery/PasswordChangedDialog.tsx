import { useEffect, useRef } from 'react';
import { goTo } from '../../lib/paths';

/**
 * 'Password Changed!', as a modal <dialog>: showModal() keeps focus inside it, makes the page
 * behind inert and closes it on Escape; `onClose` lets the caller put focus back on the page.
 */
export function PasswordChangedDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Browsers without showModal (and test DOMs) still show it, if without the backdrop.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={dialog}
      className="recovery-dialog"
      aria-labelledby="password-changed-title"
      aria-describedby="password-changed-text"
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
    </dialog>
  );
}
