// "Download my data": a copy of the account and of the applications sent with its address, saved
// as a JSON file straight from the service's answer. The service mails the member each time, so a
// copy made by someone else with their session does not go unnoticed.
import { useState } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { readSession } from '../../lib/session';
import { t } from './messages';
import { ownDataApi } from './ownDataApi';
import { refusal } from './refusal';
import { myDataFileName, saveJsonFile } from './saveJsonFile';

export function DownloadMyData({ onSignedOut }: { onSignedOut: () => void }) {
  // The address the service wrote to, once a copy has been saved.
  const [toldAt, setToldAt] = useState<string | null>(null);
  const form = useSubmit({
    fields: [],
    onStart: () => setToldAt(null),
    send: async () => {
      const data = await ownDataApi.download(readSession()?.accessToken);
      saveJsonFile(myDataFileName(new Date(data.exportedAt)), data);
      setToldAt(data.account.email);
    },
    describe: (error) => refusal(error, onSignedOut),
    focusNotice: true,
  });

  return (
    <form className="account-section" noValidate onSubmit={form.submit} aria-labelledby="download-data-heading">
      <h2 id="download-data-heading">{t('settings-download-heading')}</h2>
      {toldAt !== null && (
        <Notice tone="success" takeFocus>
          {t('settings-download-done', { email: toldAt })}
        </Notice>
      )}
      <ServiceAlert form={form} />
      <p>{t('settings-download-explained')}</p>
      {/* aria-disabled rather than disabled keeps focus on it while busy; a second press sends nothing. */}
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? t('settings-download-submit-busy') : t('settings-download-submit')}
      </button>
    </form>
  );
}
