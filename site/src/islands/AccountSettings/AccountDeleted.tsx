// What the page shows once the account is deleted, in place of its forms: the service's sentence,
// read out first (the notice takes focus), and the way back to the home page, a new page load
// after which the header, too, shows the visitor signed out.
import { useLayoutEffect, useRef } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { sitePath } from '../../lib/paths';
import { t } from './messages';

export function AccountDeleted({ message }: { message: string }) {
  const confirmation = useRef<HTMLDivElement>(null);
  // The forms above it are gone and the page is shorter: without this the confirmation's title
  // can sit under the sticky header, where focusing the notice does not bring it out. A jump, not
  // the theme's smooth scroll: the page has already changed under the reader's eyes.
  useLayoutEffect(() => {
    const element = confirmation.current;
    // Test DOMs (jsdom) have no scrolling.
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
  }, []);
  return (
    <div ref={confirmation} className="account-deleted">
      <Notice tone="success" title={t('settings-deleted-title')} takeFocus>
        <p>{message}</p>
        <p>{t('settings-deleted-signed-out')}</p>
      </Notice>
      <p className="account-actions">
        <a className="btn btn--primary" href={sitePath('/')}>
          {t('settings-deleted-home')}
        </a>
      </p>
    </div>
  );
}
