// The ten recovery codes, shown once: each signs the owner in once without their app or passkey.
// They can be copied or saved as a text file; the caller says what they are and what comes next.
import { useState } from 'react';
import { saveFile } from '../saveFile';
import { t } from './messages';

interface RecoveryCodeListProps {
  codes: readonly string[];
  /** The name of the file they are saved as. */
  fileName: string;
}

export function RecoveryCodeList({ codes, fileName }: RecoveryCodeListProps) {
  // What the last press of Copy did, said under the buttons.
  const [copied, setCopied] = useState<'copied' | 'not-copied' | null>(null);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('not-copied');
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
          {t('two-step-codes-copy')}
        </button>
        <button className="btn btn--ghost" type="button" onClick={() => saveFile(fileName, 'text/plain', text)}>
          {t('two-step-codes-download')}
        </button>
      </p>
      <p className="two-step-copied" role="status">
        {copied === 'copied' && t('two-step-codes-copied')}
        {copied === 'not-copied' && t('two-step-codes-not-copied')}
      </p>
    </>
  );
}
