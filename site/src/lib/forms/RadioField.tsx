// One choice among a few, all visible: a fieldset whose legend is the question, with its hint and
// error message. The first radio carries the field's id, so links and focus land on the group.
import { describedBy, ErrorMessage, errorId, Hint, hintId } from './descriptions';
import type { TextProps } from './LabelledField';
import type { Option } from './SelectField';
import './RadioField.css';

interface RadioFieldProps extends TextProps {
  options: readonly Option[];
}

export function RadioField({ id, label, value, onChange, error, hint, options }: RadioFieldProps) {
  return (
    <fieldset
      className="field radios"
      aria-describedby={describedBy(hint ? hintId(id) : false, error ? errorId(id) : false)}
    >
      <legend className="label">{label}</legend>
      <Hint id={id}>{hint}</Hint>
      {options.map((option, index) => {
        const radioId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div className="checkbox radios__item" key={option.value}>
            <input
              type="radio"
              id={radioId}
              name={id}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={radioId}>{option.label}</label>
          </div>
        );
      })}
      <ErrorMessage id={id} error={error} />
    </fieldset>
  );
}
