// In place of a part of the wizard that has not arrived yet (useLaterPart.ts): a line that says it
// is on its way, or, when it could not be fetched, why, with a button to try again.
import { t } from './messages';
import type { Later } from './useLaterPart';

export function LaterPending({ later }: { later: Later }) {
  if (!later.failed) {
    return (
      <p className="wizard__pending" role="status">
        {t('wizard-part-loading')}
      </p>
    );
  }
  return (
    <div className="notice notice--error wizard__notice" role="alert">
      <p>{t('wizard-part-failed')}</p>
      <button type="button" className="btn btn--ghost" onClick={later.retry}>
        {t('wizard-part-retry')}
      </button>
    </div>
  );
}
