// The workspace's drop-down lists, radios and note: the forms kit's SelectField, RadioField and
// TextAreaField with its CharacterCount, drawn on the kit's shared frame (LabelledField,
// controlProps, Hint, ErrorMessage) with the same markup, classes and words. The kit's own
// components are used so far only by the membership application, whose page carries them in its
// own chunk: imported here too, the bundler would move them (and the application's labels) into
// chunks of their own, which costs that page about 1.1 KB gzipped (measured 2026-11-26) that its
// 85 KB budget does not have. fields.test.tsx holds these to the kit's.
import { useEffect, useState } from 'react';
import { countId, describedBy, ErrorMessage, errorId, Hint, hintId } from '../../lib/forms/descriptions';
import { controlProps, LabelledField, type TextProps } from '../../lib/forms/LabelledField';
import { textLength } from '../../lib/validation';

export interface Option {
  value: string;
  label: string;
}

interface SelectProps extends TextProps {
  options: readonly Option[];
  /** The first option, with no value: "Any status". */
  placeholder: string;
}

export function Select({ id, label, value, onChange, error, hint, options, placeholder }: SelectProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <select {...controlProps(id, hint, error)} value={value} onChange={(event) => onChange(event.target.value)}>
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

/** One choice among a few, all visible; the first radio carries the field's id. */
export function Radios({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  options,
}: TextProps & { options: readonly Option[] }) {
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

const number = new Intl.NumberFormat('en-US');

/** "5,912 of 5,000 characters (912 too many)", as the kit's CharacterCount words it. */
export function countText(count: number, limit: number): string {
  const text = `${number.format(count)} of ${number.format(limit)} characters`;
  return count > limit ? `${text} (${number.format(count - limit)} too many)` : text;
}

/**
 * A text area with GOV.UK's character count under it: visible, part of the control's description,
 * and announced politely once typing pauses near or over the limit.
 */
export function TextArea({ id, label, value, onChange, error, hint, limit }: TextProps & { limit: number }) {
  const count = textLength(value);
  const text = countText(count, limit);
  const near = count >= limit * 0.9;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(near ? text : ''), 1000);
    return () => window.clearTimeout(timer);
  }, [near, text]);
  return (
    <LabelledField
      id={id}
      label={label}
      hint={hint}
      error={error}
      after={
        <>
          <p id={countId(id)} className={count > limit ? 'character-count character-count--over' : 'character-count'}>
            {text}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {announced}
          </p>
        </>
      }
    >
      <textarea
        rows={4}
        {...controlProps(id, hint, error, true)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}
