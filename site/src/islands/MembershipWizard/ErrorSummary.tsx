import type { MouseEvent } from 'react';
import type { Field } from './form';

/** Focus the control itself: following the link's fragment alone would not focus it everywhere. */
function focusField(event: MouseEvent<HTMLAnchorElement>, field: Field) {
  const control = document.getElementById(field);
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/** GOV.UK's error summary: every problem of the step, each a link to its field. */
export function ErrorSummary({ errors }: { errors: [Field, string][] }) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" aria-labelledby="error-summary-title">
      <h3 className="error-summary__title" id="error-summary-title">
        There is a problem
      </h3>
      <ul className="error-summary__list">
        {errors.map(([field, message]) => (
          <li key={field}>
            <a href={`#${field}`} onClick={(event) => focusField(event, field)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
