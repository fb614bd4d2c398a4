import { useState, type ChangeEvent, type Ref } from 'react';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  /** Ids of other elements describing the field (a hint, the checklist), read before the error. */
  describedBy?: string[];
  ref?: Ref<HTMLInputElement>;
}

/** A new-password field with its label, error and a Show/Hide button. */
export function PasswordField({ id, label, value, onChange, error, describedBy = [], ref }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const ids = [...describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="recovery-password">
        <input
          ref={ref}
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids || undefined}
          onChange={onChange}
        />
        <button
          type="button"
          className="btn btn--ghost recovery-password__toggle"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* Accessible name "Show new password": the space stays outside the hidden span. */}
          {visible ? 'Hide' : 'Show'} <span className="visually-hidden">{label.toLowerCase()}</span>
        </button>
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
