// The account's passkeys, each with when it was added and last used, and a button to remove it
// (staff cannot remove their last second factor: the service refuses, and says so).
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { inFull } from '../../lib/dates';
import { Notice } from '../../lib/forms/Notice';
import { currentLanguage } from '../../lib/messages/catalog';
import { rich } from '../../lib/messages/rich';
import { type PasskeySummary, twoStepApi } from '../../lib/twoStep/twoStepApi';
import { t } from './messages';

interface PasskeyListProps {
  passkeys: readonly PasskeySummary[];
  required: boolean;
  onLost: (error: unknown) => void;
  onRemoved: (message: string) => void;
}

/** "23 November 2026" (English the British way), in the page's language. */
const day = (time: string) => {
  const language = currentLanguage();
  return inFull(new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'long' }), new Date(time));
};

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
      <h3>{t('settings-passkeys-heading')}</h3>
      <ul className="two-step-passkeys">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <span>
              {passkey.lastUsedAt
                ? rich(
                    t,
                    'settings-passkey-used',
                    { added: day(passkey.createdAt), used: day(passkey.lastUsedAt) },
                    { name: <strong>{passkey.name}</strong> },
                  )
                : rich(
                    t,
                    'settings-passkey-unused',
                    { added: day(passkey.createdAt) },
                    { name: <strong>{passkey.name}</strong> },
                  )}
            </span>
            <button
              className="btn btn--ghost"
              type="button"
              aria-disabled={busy === passkey.id || undefined}
              onClick={() => busy === null && void remove(passkey)}
            >
              {rich(
                t,
                'settings-passkey-remove',
                {},
                {
                  passkey: (
                    <span className="visually-hidden">
                      {t('settings-passkey-remove-which', { name: passkey.name })}
                    </span>
                  ),
                },
              )}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
