// What the wizard's steps need to draw a field: the kit's fields (lib/forms) take an id, a value,
// a change handler and an error; `text` and `flag` give them those for one of the application's
// fields, whose name is the control's id.
import type { Errors } from '../../lib/validation';
import type { Field } from './form';
import type { Application } from './rules';

export type TextName = { [K in Field]: Application[K] extends string ? K : never }[Field];
export type FlagName = { [K in Field]: Application[K] extends boolean ? K : never }[Field];

/** What every step gets from the wizard: the values, the errors and a way to change one. */
export interface FormBinding {
  values: Application;
  errors: Errors;
  set: (field: Field, value: string | boolean) => void;
}

/** The props of a text, text area, select or radio field for `name`. */
export function text({ values, errors, set }: FormBinding, name: TextName) {
  return { id: name, value: values[name], error: errors[name], onChange: (value: string) => set(name, value) };
}

/** The props of a checkbox for `name`. */
export function flag({ values, errors, set }: FormBinding, name: FlagName) {
  return { id: name, checked: values[name], error: errors[name], onChange: (checked: boolean) => set(name, checked) };
}
