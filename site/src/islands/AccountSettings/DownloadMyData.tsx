// "Download my data": a copy of the account and of the applications sent with its address, saved
// as a JSON file straight from the service's answer. The service mails the member each time, so a
// copy made by someone else with their session does not go unnoticed.
import { useState } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { readSession } from '../../lib/session';
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
      <h2 id="download-data-heading">Download my data</h2>
      {toldAt !== null && (
        <Notice tone="success" takeFocus>
          {`Your data has been downloaded. We have sent a message to ${toldAt} to let you know.`}
        </Notice>
      )}
      <ServiceAlert form={form} />
      <p>
        Save a copy of what we hold about your account (your name, e-mail address, when the account was created and
        confirmed, and how many browsers and devices are signed in to it) and of every membership application sent with
        your e-mail address, with its answers, status and our decision. The copy is a JSON file. We send you an e-mail
        each time a copy is made.
      </p>
      {/* aria-disabled rather than disabled keeps focus on it while busy; a second press sends nothing. */}
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? 'Preparing your data...' : 'Download my data'}
      </button>
    </form>
  );
}
