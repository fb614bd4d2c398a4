// The form controls of the account forms, the GOV.UK way: a visible label, an optional hint and
// the error message under the control, both tied to it by aria-describedby, and aria-invalid for
// the red border. A control's id is its field name, so an error can name the control to focus.
// Shared by the sign-in and sign-up islands.
import type { InputHTMLAttributes, ReactNode } from 'react';

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids that describe a control, in reading order; undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p className="hint" id={hintId(id)}>
      {children}
    </p>
  ) : null;
}

export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={errorId(id)}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  ) : null;
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** type, autoComplete and the like. */
  input?: InputHTMLAttributes<HTMLInputElement>;
}

export function TextField({ id, label, value, onChange, error, hint, input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      <input
        type="text"
        {...input}
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId(id) : false, error ? errorId(id) : false)}
      />
      <ErrorMessage id={id} error={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}

export function CheckboxField({ id, label, checked, onChange, error, hint }: CheckboxFieldProps) {
  return (
    <div className="field">
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId(id) : false, error ? errorId(id) : false)}
        />
        <div>
          <label htmlFor={id}>{label}</label>
          <Hint id={id}>{hint}</Hint>
        </div>
      </div>
      <ErrorMessage id={id} error={error} />
    </div>
  );
}
