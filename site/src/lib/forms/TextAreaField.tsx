// A labelled multi-line text box with its hint and error message (see LabelledField.tsx).
import { controlProps, LabelledField, type TextProps } from './LabelledField';

export function TextAreaField({ id, label, value, onChange, error, hint }: TextProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <textarea
        rows={4}
        {...controlProps(id, hint, error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}
