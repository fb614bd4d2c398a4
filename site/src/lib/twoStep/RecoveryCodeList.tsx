// The ten recovery codes, shown once: each signs the owner in once without their app or passkey.
// They can be copied or saved as a text file; the caller says what they are and what comes next.
import { useState } from 'react';
import { saveFile } from '../saveFile';

interface RecoveryCodeListProps {
  codes: readonly string[];
  /** The name of the file they are saved as. */
  fileName: string;
}

export function RecoveryCodeList({ codes, fileName }: RecoveryCodeListProps) {
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
    <>
      <ol className="two-step-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="two-step-actions">
        <button className="btn btn--ghost" type="button" onClick={() => void copy()}>
          Copy the codes
        </button>
        <button className="btn btn--ghost" type="button" onClick={() => saveFile(fileName, 'text/plain', text)}>
          Download the codes
        </button>
      </p>
      <p className="two-step-copied" role="status">
        {copied}
      </p>
    </>
  );
}
