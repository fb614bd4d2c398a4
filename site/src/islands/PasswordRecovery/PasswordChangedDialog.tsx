import { Dialog } from '../../lib/forms/Dialog';
import { goTo } from '../../lib/paths';
import { t } from './messages';

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
      <h2 id="password-changed-title">{t('recovery-changed-dialog-title')}</h2>
      <p id="password-changed-text">{t('recovery-changed-dialog-text')}</p>
      <div className="recovery-actions">
        <button type="button" className="btn btn--primary" onClick={() => goTo('/login')}>
          {t('recovery-go-to-login')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => goTo('/')}>
          {t('recovery-return-home')}
        </button>
      </div>
    </Dialog>
  );
}
