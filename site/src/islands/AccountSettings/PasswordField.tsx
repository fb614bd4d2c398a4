// A labelled password input with a Show/Hide button, its hint and its error tied to it
// (GOV.UK's password input pattern).
import { useState, type ReactNode, type Ref } from 'react';

interface Props {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({ id, label, autoComplete, value, onChange, error, hint, inputRef }: Props) {
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <div className="hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      <div className="password-input">
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          ref={inputRef}
        />
        <button
          className="btn btn--ghost password-input__toggle"
          type="button"
          aria-controls={id}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </div>
  );
}
