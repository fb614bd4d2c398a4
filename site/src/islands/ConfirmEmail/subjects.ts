// What each kind of mailed link confirms, in the page's words: the address of a new account, or an
// application sent without signing in with its address (it reaches the association only once the
// link is followed).
import { api } from '../../lib/api';

export interface Confirming {
  kind: 'address' | 'application';
  /** Confirms the token; the service's words (lines separated by a newline). */
  confirm: (token: string) => Promise<string>;
  confirming: string;
  confirmedTitle: string;
  failedTitle: string;
  incomplete: string;
  incompleteNext: string;
  next: { href: string; label: string };
}

export const CONFIRMING: Record<Confirming['kind'], Confirming> = {
  address: {
    kind: 'address',
    confirm: async (token) => (await api.confirmEmail(token)).message,
    confirming: 'Confirming your email address…',
    confirmedTitle: 'Email address confirmed',
    failedTitle: 'We could not confirm your email address',
    incomplete:
      'The address you opened does not include the code that confirms your email address. This can happen when only part of the link is copied from the message.',
    incompleteNext: 'Open the link again from the message we sent you, or ask for a new link below.',
    next: { href: '/login', label: 'Sign in' },
  },
  application: {
    kind: 'application',
    confirm: async (token) => {
      const answer = await api.confirmApplication(token);
      const reference = answer.reference
        ? `\nYour reference is ${answer.reference}. It is also in the e-mail we have sent you.`
        : '';
      return `${answer.message}${reference}`;
    },
    confirming: 'Sending your application…',
    confirmedTitle: 'Application received',
    failedTitle: 'We could not send your application',
    incomplete:
      'The address you opened does not include the code that sends your application. This can happen when only part of the link is copied from the message.',
    incompleteNext: 'Open the link again from the message we sent you, or fill in the application again.',
    next: { href: '/', label: 'Return to Homepage' },
  },
};
