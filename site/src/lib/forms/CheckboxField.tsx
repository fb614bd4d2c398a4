// A checkbox with its label and hint beside it and its error message under it.
import type { ReactNode } from 'react';
import { ErrorMessage, Hint } from './descriptions';
import { controlProps } from './LabelledField';
import './CheckboxField.css';

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
          {...controlProps(id, hint, error)}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
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
