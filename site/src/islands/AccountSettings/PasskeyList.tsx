// The account's passkeys, each with when it was added and last used, and a button to remove it
// (staff cannot remove their last second factor: the service refuses, and says so).
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { Notice } from '../../lib/forms/Notice';
import { type PasskeySummary, twoStepApi } from '../../lib/twoStep/twoStepApi';

interface PasskeyListProps {
  passkeys: readonly PasskeySummary[];
  required: boolean;
  onLost: (error: unknown) => void;
  onRemoved: (message: string) => void;
}

const day = (time: string) => new Date(time).toLocaleDateString('en-GB', { dateStyle: 'long' });

export function PasskeyList({ passkeys, onLost, onRemoved }: PasskeyListProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (passkeys.length === 0) return null;

  async function remove(passkey: PasskeySummary) {
    setBusy(passkey.id);
    setFailure(null);
    try {
      onRemoved((await twoStepApi.removePasskey(passkey.id)).message);
    } catch (error) {
      onLost(error);
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {failure && <Notice tone="error">{failure}</Notice>}
      <h3>Your passkeys</h3>
      <ul className="two-step-passkeys">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <span>
              <strong>{passkey.name}</strong>, added {day(passkey.createdAt)}
              {passkey.lastUsedAt ? `, last used ${day(passkey.lastUsedAt)}` : ', not used yet'}
            </span>
            <button
              className="btn btn--ghost"
              type="button"
              aria-disabled={busy === passkey.id || undefined}
              onClick={() => busy === null && void remove(passkey)}
            >
              Remove <span className="visually-hidden">the passkey {passkey.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
