// /confirm-email, opened from the link mailed at sign-up (`/confirm-email#token=...`): takes the
// token from the address, asks the service to confirm the address, and says how it went. Confirmed:
// on to 'Sign in'. Expired, used or incomplete: a form for a new link. The HTML rendered at build
// time is the 'Confirming' state for everyone; the address is read only once the page runs.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { describeFailure } from '../../lib/forms/failure';
import { Notice } from '../../lib/forms/Notice';
import { sitePath } from '../../lib/paths';
import { ResendForm } from './ResendForm';
import { takeTokenFromAddress } from './token';

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
function useConfirmation(): { state: State; retry: () => void } {
  const [state, setState] = useState<State>({ step: 'confirming' });
  // Read once: the fragment is gone after the first read, and a token sent twice reads as used.
  const token = useRef<string | null>(null);

  const confirm = useCallback(async (value: string) => {
    setState({ step: 'confirming' });
    try {
      const { message } = await api.confirmEmail(value);
      setState({ step: 'confirmed', message });
    } catch (error) {
      const failure = describeFailure(error);
      setState({ step: 'failed', message: failure.fieldErrors.token ?? failure.message, canRetry: isTemporary(error) });
    }
  }, []);

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

export function ConfirmEmail() {
  const { state, retry } = useConfirmation();
  switch (state.step) {
    case 'confirming':
      return (
        <div className="confirm-email">
          <p className="notice" role="status">
            Confirming your email address…
          </p>
        </div>
      );
    case 'confirmed':
      return (
        <div className="confirm-email">
          <Notice tone="success" title="Email address confirmed" className="confirm-email__outcome" takeFocus>
            <p>{state.message}</p>
          </Notice>
          <Actions>
            <a className="btn btn--primary btn--lg" href={sitePath('/login')}>
              Sign in
            </a>
          </Actions>
        </div>
      );
    case 'failed':
      return (
        <div className="confirm-email">
          <Notice
            tone="error"
            title="We could not confirm your email address"
            className="confirm-email__outcome"
            takeFocus
          >
            <p>{state.message}</p>
          </Notice>
          {state.canRetry && (
            <Actions>
              <button type="button" className="btn btn--secondary" onClick={retry}>
                Try again
              </button>
            </Actions>
          )}
          <ResendForm />
        </div>
      );
    case 'incomplete':
      return (
        <div className="confirm-email">
          <Notice tone="error" title="This link is incomplete" className="confirm-email__outcome">
            <p>
              The address you opened does not include the code that confirms your email address. This can happen when
              only part of the link is copied from the message.
            </p>
            <p>Open the link again from the message we sent you, or ask for a new link below.</p>
          </Notice>
          <ResendForm />
        </div>
      );
  }
}
