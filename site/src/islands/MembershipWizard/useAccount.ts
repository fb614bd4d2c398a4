// Who the application is for. A signed-in member finds their name and e-mail address filled in
// from their account (once the service has confirmed who is signed in, and after any draft is
// back, here or from the service, so the draft wins; again after 'Start again'); answers typed for another account than the one now signed in, or for
// an account that has signed out, are cleared (state.ts's 'account').
import { type Dispatch, useEffect, useMemo } from 'react';
import { rememberedUserId } from '../../lib/signedIn';
import { type SignedIn, useSignedIn } from '../../lib/useSignedIn';
import type { Action, WizardState } from './state';

/** The account answers belong to: undefined while not known, null when nobody is signed in. */
function accountOf(signedIn: SignedIn): string | null | undefined {
  if (signedIn.state === 'checking') return undefined;
  if (signedIn.state === 'signed-out') return null;
  // Before the service answers: the id kept with the remembered user, if any.
  return signedIn.user?._id ?? rememberedUserId() ?? undefined;
}

export function useAccount({ draftChecked, serviceChecked, prefilled }: WizardState, dispatch: Dispatch<Action>) {
  const signedIn = useSignedIn();
  const account = useMemo(() => accountOf(signedIn), [signedIn]);
  const user = signedIn.state === 'signed-in' ? signedIn.user : null;

  useEffect(() => {
    if (account !== undefined && draftChecked) dispatch({ type: 'account', id: account });
  }, [account, draftChecked, dispatch]);

  useEffect(() => {
    if (!user || !draftChecked || !serviceChecked || prefilled) return;
    dispatch({ type: 'prefill', values: { firstName: user.firstName, familyName: user.lastName, email: user.email } });
  }, [user, draftChecked, serviceChecked, prefilled, dispatch]);

  /** The account the service confirmed signed in (its drafts are kept there too), else null. */
  const member = user?._id ?? null;
  return { signedIn, account, member };
}
