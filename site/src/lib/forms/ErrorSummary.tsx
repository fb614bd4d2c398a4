// GOV.UK's error summary at the top of a form: every field error, each a link that moves focus
// to its field.
import type { Errors } from '../validation';
import './ErrorSummary.css';

function focusField(id: string): void {
  document.getElementById(id)?.focus();
}

/** The errors in the order of the fields on screen; any field the form does not know comes last. */
function ordered(errors: Errors, order: readonly string[]): string[] {
  return [...order.filter((field) => errors[field]), ...Object.keys(errors).filter((field) => !order.includes(field))];
}

interface ErrorSummaryProps {
  errors: Errors;
  /** The form's fields in the order they appear; only these are linked. */
  order: readonly string[];
  /** The title's level in the page's outline (3 inside a section that has an h2). */
  headingLevel?: 2 | 3;
}

export function ErrorSummary({ errors, order, headingLevel = 2 }: ErrorSummaryProps) {
  const fields = ordered(errors, order);
  if (fields.length === 0) return null;
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="error-summary" aria-labelledby="error-summary-title">
      <Title className="error-summary__title" id="error-summary-title">
        There is a problem
      </Title>
      <ul className="error-summary__list">
        {fields.map((field) => (
          <li key={field}>
            {order.includes(field) ? (
              <a
                href={`#${field}`}
                onClick={(event) => {
                  // A fragment link scrolls but does not focus the field; this does both.
                  event.preventDefault();
                  focusField(field);
                }}
              >
                {errors[field]}
              </a>
            ) : (
              errors[field]
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
