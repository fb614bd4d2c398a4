// A labelled text input with its hint and error message (see LabelledField.tsx).
import type { InputHTMLAttributes, Ref } from 'react';
import { controlProps, LabelledField, type TextProps } from './LabelledField';

interface TextFieldProps extends TextProps {
  /** type, autoComplete and the like. */
  input?: InputHTMLAttributes<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, value, onChange, error, hint, input, ref }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        type="text"
        {...input}
        ref={ref}
        {...controlProps(id, hint, error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}
