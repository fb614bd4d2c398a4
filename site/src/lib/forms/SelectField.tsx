// A labelled drop-down list with its hint and error message (see LabelledField.tsx); the first
// option, with no value, asks the visitor to choose.
import { controlProps, LabelledField, type TextProps } from './LabelledField';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends TextProps {
  options: readonly Option[];
  placeholder: string;
  autoComplete?: string;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  options,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <select
        {...controlProps(id, hint, error)}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
