// The applications list's filters: status, membership type and country (the lists the application
// form offers), the days it was sent between, a search and the order.

import { TextField } from '../../lib/forms/TextField';
import type { Errors } from '../../lib/validation';
import { LIST_FILTERS, LIST_PAGES, type ListFilter } from './address';
import { useStaff } from './context';
import { FilterForm } from './FilterForm';
import { Select } from './fields';
import { STATUSES } from './format';

const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, label]) => ({
  value,
  label: value === 'received' ? 'Received (waiting for a decision)' : label,
}));
const SORT_OPTIONS = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A to Z)' },
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days as the service takes them (YYYY-MM-DD, which a date field gives), the last not before the first. */
export function checkDays(values: Record<ListFilter, string>): Errors {
  const errors: Errors = {};
  for (const name of ['from', 'to'] as const) {
    if (values[name] !== '' && !DAY.test(values[name])) {
      errors[name] = 'Enter the date as YYYY-MM-DD, for example 2026-03-01';
    }
  }
  if (!errors.from && !errors.to && values.from && values.to && values.to < values.from) {
    errors.to = 'The last day must be the same as or after the first day';
  }
  return errors;
}

export function ApplicationFilters({ params }: { params: URLSearchParams }) {
  const { countries, membershipTypes } = useStaff();
  return (
    <FilterForm
      names={LIST_FILTERS}
      params={params}
      pages={LIST_PAGES}
      label="Filter the applications"
      validate={checkDays}
    >
      {(bind) => (
        <>
          <Select {...bind('status')} label="Status" placeholder="Any status" options={STATUS_OPTIONS} />
          <Select {...bind('type')} label="Membership type" placeholder="Any type" options={membershipTypes} />
          <Select {...bind('country')} label="Country" placeholder="Any country" options={countries} />
          <TextField {...bind('from')} label="Sent on or after" input={{ type: 'date' }} />
          <TextField {...bind('to')} label="Sent on or before" input={{ type: 'date' }} />
          <TextField
            {...bind('q')}
            label="Search"
            hint="A reference, an e-mail address or a name (the start of each word is enough)"
            input={{ type: 'search', spellCheck: false }}
          />
          <Select {...bind('sort')} label="Order" placeholder="Newest first" options={SORT_OPTIONS} />
        </>
      )}
    </FilterForm>
  );
}
