// The frame every single control of the kit shares, the GOV.UK way: the visible label, an optional
// hint above the control, the control, and its error message under it (see descriptions.tsx).
import type { ReactNode } from 'react';
import { countId, describedBy, ErrorMessage, errorId, Hint, hintId } from './descriptions';

interface LabelledFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  /** What goes between the control and its error (a character count). */
  after?: ReactNode;
}

export function LabelledField({ id, label, hint, error, children, after }: LabelledFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      {children}
      {after}
      <ErrorMessage id={id} error={error} />
    </div>
  );
}

/**
 * The attributes a control takes from its field: its id and name, descriptions (hint, character
 * count when `counted`, error) and invalid flag.
 */
export function controlProps(id: string, hint: ReactNode, error: string | undefined, counted = false) {
  return {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? hintId(id) : false, counted && countId(id), error ? errorId(id) : false),
  } as const;
}

/** What every text-like field of the kit takes. */
export interface TextProps {
  /** The control's id and name: the field's name, so an error can name the control to focus. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}
