// What describes a form control, the GOV.UK way: an optional hint above it and the error message
// under it, both tied to it by aria-describedby. A control's id is its field name, so the ids of
// its hint, character count and error follow from it.
import type { ReactNode } from 'react';
import { t } from '../messages/forms';

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;
/** A text area's character count (CharacterCount.tsx). */
export const countId = (id: string) => `${id}-count`;

/** The ids that describe a control, in reading order; undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * What a valid address looks like, in the hint of every e-mail field: 'Email is invalid' (the
 * spec's words) says what is wrong, this shows what is right (WCAG 3.3.3). Last in a hint and
 * without a full stop, which could be taken for part of the address.
 */
export const emailExample = () => t('email-example');

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p className="hint" id={hintId(id)}>
      {children}
    </p>
  ) : null;
}

/** The message under a control; "Error: " tells screen reader users what kind of text it is. */
export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={errorId(id)}>
      <span className="visually-hidden">{`${t('form-error-prefix')} `}</span>
      {error}
    </p>
  ) : null;
}
