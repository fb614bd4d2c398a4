// A labelled multi-line text box with its hint and error message (see LabelledField.tsx), and,
// given the service's limit, a character count under it (CharacterCount.tsx).
import { CharacterCount } from './CharacterCount';
import { controlProps, LabelledField, type TextProps } from './LabelledField';

interface TextAreaFieldProps extends TextProps {
  /** The most characters the service takes; shown with the count. No count without it. */
  limit?: number | null;
}

export function TextAreaField({ id, label, value, onChange, error, hint, limit = null }: TextAreaFieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      hint={hint}
      error={error}
      after={limit !== null && <CharacterCount id={id} value={value} limit={limit} />}
    >
      <textarea
        rows={4}
        {...controlProps(id, hint, error, limit !== null)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}
