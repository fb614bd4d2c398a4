// The filters of a list (applications, audit log) as a form whose values are the address's: applying
// them is a move to the address with the new values (the first page again), and a move elsewhere
// (Back, Forward, "Clear filters", a shared link) shows that address's values in the fields, with
// the form's messages about them when they are wrong (a last day before the first).
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { type BoundField, useSubmit } from '../../lib/forms/useSubmit';
import type { Errors } from '../../lib/validation';
import { changed, go, only } from './address';
import { QueryLink } from './QueryLink';

interface FilterFormProps<Name extends string> {
  /** The filters, in the order of the fields. */
  names: readonly Name[];
  params: URLSearchParams;
  /** The name of the list's page cursors, dropped when the filters change. */
  pages: string;
  /** What the form is for, as its name: "Filter the applications". */
  label: string;
  validate?: (values: Record<Name, string>) => Errors;
  /** The fields, each bound to its filter. */
  children: (bind: (name: Name) => BoundField) => ReactNode;
}

/** The filters' values in the address, each name's value or ''. */
export const valuesOf = <Name extends string>(names: readonly Name[], params: URLSearchParams) =>
  Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;

export function FilterForm<Name extends string>({
  names,
  params,
  pages,
  label,
  validate,
  children,
}: FilterFormProps<Name>) {
  const inAddress = only(params, names).toString();
  const [values, setValues] = useState(() => valuesOf(names, params));
  const form = useSubmit({
    fields: names,
    validate: () => validate?.(values) ?? {},
    send: async () => go(changed(params, { ...values, [pages]: null })),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's filters (`inAddress`) are what the fields follow.
  useEffect(() => {
    const shown = valuesOf(names, params);
    setValues(shown);
    form.showErrors(validate?.(shown) ?? {});
  }, [inAddress]);
  const set = (name: Name) => (value: string) => setValues((now) => ({ ...now, [name]: value }));

  return (
    <form className="staff-filters" noValidate onSubmit={form.submit} aria-label={label}>
      <ErrorSummary errors={form.errors} order={names} headingLevel={3} />
      <div className="staff-filters__fields">{children((name) => form.bind(name, values[name], set(name)))}</div>
      <p className="staff-actions">
        <button className="btn btn--primary" type="submit">
          Apply filters
        </button>
        {inAddress !== '' && (
          <QueryLink className="btn btn--ghost" to={changed(params, { ...nulls(names), [pages]: null })}>
            Clear filters
          </QueryLink>
        )}
      </p>
    </form>
  );
}

const nulls = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, null]));
