// What deleting the account does and does not delete, in the privacy notice's terms.
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import { t } from './messages';

export function DeletionExplained() {
  return (
    <>
      <p>{t('settings-deletion-explained')}</p>
      <p>
        {rich(
          t,
          'settings-deletion-applications',
          {},
          {
            link: <a href={sitePath('/privacy')}>{t('settings-deletion-privacy-link')}</a>,
          },
        )}
      </p>
    </>
  );
}
