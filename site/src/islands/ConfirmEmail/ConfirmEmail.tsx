// The pages opened from a mailed link with a token (`/confirm-email#token=...` after sign-up,
// `/confirm-application#token=...` after an application sent without signing in with its address):
// takes the token from the address, asks the service to confirm it, and says how it went.
// An address confirmed: on to 'Sign in'; expired, used or incomplete: a form for a new link. An
// application sent on: its reference; expired or used: the way back to the form. The HTML rendered
// at build time is the 'Confirming' state for everyone; the address is read only once the page runs.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { describeFailure } from '../../lib/forms/failure';
import { Notice } from '../../lib/forms/Notice';
import { takeTokenFromAddress } from '../../lib/linkToken';
import { sitePath } from '../../lib/paths';
import { t } from './messages';
import { ResendForm } from './ResendForm';
import { type Confirming, confirming, isKind, type Kind } from './subjects';

type State =
  | { step: 'confirming' }
  | { step: 'confirmed'; message: string }
  /** `canRetry`: the same link may still work (no connection, a wait after too many tries). */
  | { step: 'failed'; message: string; canRetry: boolean }
  | { step: 'incomplete' };

/** The link was not refused: asking again later may confirm the address. */
function isTemporary(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/** The confirmation of the link's token, started once the page runs; `retry` asks again. */
function useConfirmation(subject: Confirming): { state: State; retry: () => void } {
  const [state, setState] = useState<State>({ step: 'confirming' });
  // Read once: the fragment is gone after the first read, and a token sent twice reads as used.
  const token = useRef<string | null>(null);

  const confirm = useCallback(
    async (value: string) => {
      setState({ step: 'confirming' });
      try {
        setState({ step: 'confirmed', message: await subject.confirm(value) });
      } catch (error) {
        const failure = describeFailure(error);
        setState({
          step: 'failed',
          message: failure.fieldErrors.token ?? failure.message,
          canRetry: isTemporary(error),
        });
      }
    },
    [subject],
  );

  useEffect(() => {
    if (token.current !== null) return;
    token.current = takeTokenFromAddress();
    if (token.current === '') setState({ step: 'incomplete' });
    else void confirm(token.current);
  }, [confirm]);

  return { state, retry: () => void confirm(token.current ?? '') };
}

/** What the visitor can do next, under the outcome. */
function Actions({ children }: { children: ReactNode }) {
  return <p className="confirm-email__actions">{children}</p>;
}

/** What follows a link that did not work: a new link for an address, the form for an application. */
function FollowUp({ subject }: { subject: Confirming }) {
  if (subject.kind === 'address') {
    // A link followed twice (a second click, a mail scanner that opened it first) fails, though
    // the address is confirmed: signing in is then what the visitor wants.
    return (
      <>
        <Actions>
          {t('confirm-already-confirmed')} <a href={sitePath('/login')}>{t('confirm-sign-in')}</a>
        </Actions>
        <ResendForm />
      </>
    );
  }
  return (
    <Actions>
      <a className="btn btn--primary" href={sitePath('/membership-application')}>
        {t('confirm-fill-in-again')}
      </a>
    </Actions>
  );
}

export function ConfirmEmail({ subject = 'address' }: { subject?: Kind }) {
  const kind = isKind(subject) ? subject : 'address';
  // Once per kind: the confirmation starts once, with the same words.
  const words = useMemo(() => confirming(kind), [kind]);
  const { state, retry } = useConfirmation(words);
  switch (state.step) {
    case 'confirming':
      return (
        <div className="confirm-email">
          <p className="notice" role="status">
            {words.confirming}
          </p>
        </div>
      );
    case 'confirmed':
      return (
        <div className="confirm-email">
          <Notice tone="success" title={words.confirmedTitle} className="confirm-email__outcome" takeFocus>
            {state.message.split('\n').map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Notice>
          <Actions>
            <a className="btn btn--primary btn--lg" href={sitePath(words.next.href)}>
              {words.next.label}
            </a>
          </Actions>
        </div>
      );
    case 'failed':
      return (
        <div className="confirm-email">
          <Notice tone="error" title={words.failedTitle} className="confirm-email__outcome" takeFocus>
            <p>{state.message}</p>
          </Notice>
          {state.canRetry && (
            <Actions>
              <button type="button" className="btn btn--secondary" onClick={retry}>
                {t('confirm-try-again')}
              </button>
            </Actions>
          )}
          <FollowUp subject={words} />
        </div>
      );
    case 'incomplete':
      return (
        <div className="confirm-email">
          <Notice tone="error" title={t('confirm-incomplete-title')} className="confirm-email__outcome">
            <p>{words.incomplete}</p>
            <p>{words.incompleteNext}</p>
          </Notice>
          <FollowUp subject={words} />
        </div>
      );
  }
}
