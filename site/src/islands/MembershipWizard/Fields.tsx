// The form controls of the wizard, the GOV.UK way: a visible label, an optional hint, the error
// message under the control, both tied to it by aria-describedby, and aria-invalid for the red
// border. Each control's id is its field name, so an error can name the control to focus.

import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy as describedByIds, errorId, ErrorMessage, Hint, hintId } from '../../lib/forms/descriptions';
import type { Application, Errors } from '../../lib/validation';
import type { Field } from './form';

/** What every control needs from the wizard: the values, the errors and a way to change one. */
export interface FormBinding {
  values: Application;
  errors: Errors;
  set: (field: Field, value: string | boolean) => void;
}

type TextName = { [K in Field]: Application[K] extends string ? K : never }[Field];
type FlagName = { [K in Field]: Application[K] extends boolean ? K : never }[Field];

export interface Option {
  value: string;
  label: string;
}

interface Common {
  form: FormBinding;
  label: string;
  hint?: ReactNode;
}

function describedBy(name: string, hint: ReactNode, error: string | undefined): string | undefined {
  return describedByIds(hint ? hintId(name) : false, error ? errorId(name) : false);
}

/** The attributes every control shares: id, name, the descriptions and the invalid flag. */
function controlProps(name: Field, hint: ReactNode, error: string | undefined) {
  return { id: name, name, 'aria-describedby': describedBy(name, hint, error), 'aria-invalid': error ? true : undefined };
}

export function TextField({
  form,
  name,
  label,
  hint,
  input,
}: Common & { name: TextName; input?: InputHTMLAttributes<HTMLInputElement> }) {
  const error = form.errors[name];
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <Hint id={name}>{hint}</Hint>
      <input
        type="text"
        {...input}
        {...controlProps(name, hint, error)}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
      />
      <ErrorMessage id={name} error={error} />
    </div>
  );
}

export function TextAreaField({ form, name, label, hint }: Common & { name: TextName }) {
  const error = form.errors[name];
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <Hint id={name}>{hint}</Hint>
      <textarea
        rows={4}
        {...controlProps(name, hint, error)}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
      />
      <ErrorMessage id={name} error={error} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  hint,
  options,
  placeholder,
  autoComplete,
}: Common & { name: TextName; options: readonly Option[]; placeholder: string; autoComplete?: string }) {
  const error = form.errors[name];
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <Hint id={name}>{hint}</Hint>
      <select
        {...controlProps(name, hint, error)}
        autoComplete={autoComplete}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorMessage id={name} error={error} />
    </div>
  );
}

/** One choice among a few, all visible: a fieldset whose legend is the question. */
export function RadioField({ form, name, label, hint, options }: Common & { name: TextName; options: readonly Option[] }) {
  const error = form.errors[name];
  return (
    <fieldset className="field wizard-radios" aria-describedby={describedBy(name, hint, error)}>
      <legend className="label">{label}</legend>
      <Hint id={name}>{hint}</Hint>
      {options.map((option, index) => {
        // The first radio carries the field's id, so links and focus land on the group.
        const id = index === 0 ? name : `${name}-${option.value}`;
        return (
          <div className="checkbox wizard-radios__item" key={option.value}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={form.values[name] === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => form.set(name, option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <ErrorMessage id={name} error={error} />
    </fieldset>
  );
}

export function CheckboxField({ form, name, label, hint }: Common & { name: FlagName }) {
  const error = form.errors[name];
  return (
    <div className="field">
      <div className="checkbox">
        <input
          type="checkbox"
          {...controlProps(name, hint, error)}
          checked={form.values[name]}
          onChange={(event) => form.set(name, event.target.checked)}
        />
        <label htmlFor={name}>{label}</label>
      </div>
      <Hint id={name}>{hint}</Hint>
      <ErrorMessage id={name} error={error} />
    </div>
  );
}
