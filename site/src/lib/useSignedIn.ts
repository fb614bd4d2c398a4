// Who is signed in, for an island: 'checking' on the first render (so the HTML built ahead of time
// is the same for everyone, and storage is only read in the effect), then at once what the
// browser remembers, then what the service confirms. `user` is set once the service has answered.
import { useEffect, useState } from 'react';
import type { User } from './api';
import { confirmSignedIn, fullName, mightBeSignedIn, rememberedUser } from './signedIn';

export type SignedIn =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; name: string; email: string; user: User | null };

export function useSignedIn(): SignedIn {
  const [signedIn, setSignedIn] = useState<SignedIn>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    if (!mightBeSignedIn()) {
      setSignedIn({ state: 'signed-out' });
      return;
    }
    const remembered = rememberedUser();
    if (remembered) setSignedIn({ state: 'signed-in', ...remembered, user: null });
    void confirmSignedIn().then((answer) => {
      if (!current) return;
      if (answer.state === 'signed-in') {
        setSignedIn({ state: 'signed-in', name: fullName(answer.user), email: answer.user.email, user: answer.user });
      } else if (answer.state === 'signed-out' || !remembered) {
        // Unreachable with nothing remembered: the forms stay usable as for anyone signed out.
        setSignedIn({ state: 'signed-out' });
      }
    });
    return () => {
      current = false;
    };
  }, []);
  return signedIn;
}
