// A labelled text input with its hint and error message (see descriptions.tsx).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, errorId, ErrorMessage, Hint, hintId } from './descriptions';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** type, autoComplete and the like. */
  input?: InputHTMLAttributes<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, value, onChange, error, hint, input, ref }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      <input
        type="text"
        {...input}
        ref={ref}
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
