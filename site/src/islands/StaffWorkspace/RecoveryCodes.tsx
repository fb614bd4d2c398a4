// The ten recovery codes, shown once when two-step verification has been set up: each signs the
// staff member in once without the app. They can be copied or saved as a text file before going on.
import { useState } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { saveFile } from '../../lib/saveFile';
import { Heading } from './Heading';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** The service's sentence: set up, and keep the codes safe. */
  message: string;
  onContinue: () => void;
}

export function RecoveryCodes({ codes, message, onContinue }: RecoveryCodesProps) {
  const [copied, setCopied] = useState('');
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('The recovery codes have been copied.');
    } catch {
      setCopied('Your browser did not let this page copy them: download them, or write them down.');
    }
  }

  return (
    <section className="staff-gate" aria-labelledby="recovery-codes-heading">
      <Heading focus id="recovery-codes-heading">
        Save your recovery codes
      </Heading>
      <Notice tone="success">{message}</Notice>
      <p>
        If you cannot use your authenticator app, each of these codes lets you in once instead of a code from the app.
        Keep them somewhere safe, such as a password manager. They are shown only now.
      </p>
      <ol className="staff-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="staff-actions">
        <button className="btn btn--ghost" type="button" onClick={() => void copy()}>
          Copy the codes
        </button>
        <button
          className="btn btn--ghost"
          type="button"
          onClick={() => saveFile('iaaii-staff-recovery-codes.txt', 'text/plain', text)}
        >
          Download the codes
        </button>
      </p>
      <p className="staff-copied" role="status">
        {copied}
      </p>
      <p>
        <button className="btn btn--primary" type="button" onClick={onContinue}>
          Continue to the workspace
        </button>
      </p>
    </section>
  );
}
