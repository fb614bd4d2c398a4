// What each kind of mailed link confirms, in the page's words: the address of a new account, or an
// application sent without signing in with its address (it reaches the association only once the
// link is followed). The words are read when a page asks for them, in its language.
import { api } from '../../lib/api';
import { t } from './messages';

export type Kind = 'address' | 'application';

export interface Confirming {
  kind: Kind;
  /** Confirms the token; the service's words (lines separated by a newline). */
  confirm: (token: string) => Promise<string>;
  confirming: string;
  confirmedTitle: string;
  failedTitle: string;
  incomplete: string;
  incompleteNext: string;
  next: { href: string; label: string };
}

/** Whether a page's `subject` is one of the kinds (the props come from the page as JSON). */
export function isKind(value: unknown): value is Kind {
  return value === 'address' || value === 'application';
}

export function confirming(kind: Kind): Confirming {
  if (kind === 'application') {
    return {
      kind,
      confirm: async (token) => {
        const answer = await api.confirmApplication(token);
        const reference = answer.reference
          ? `\n${t('confirm-application-reference', { reference: answer.reference })}`
          : '';
        return `${answer.message}${reference}`;
      },
      confirming: t('confirm-application-confirming'),
      confirmedTitle: t('confirm-application-confirmed-title'),
      failedTitle: t('confirm-application-failed-title'),
      incomplete: t('confirm-application-incomplete'),
      incompleteNext: t('confirm-application-incomplete-next'),
      next: { href: '/', label: t('confirm-home') },
    };
  }
  return {
    kind,
    confirm: async (token) => (await api.confirmEmail(token)).message,
    confirming: t('confirm-address-confirming'),
    confirmedTitle: t('confirm-address-confirmed-title'),
    failedTitle: t('confirm-address-failed-title'),
    incomplete: t('confirm-address-incomplete'),
    incompleteNext: t('confirm-address-incomplete-next'),
    next: { href: '/login', label: t('confirm-sign-in') },
  };
}
