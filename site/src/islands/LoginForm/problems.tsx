// What goes wrong with a form, shown at its top: the service's message in a notice read out at
// once (role="alert"), and a GOV.UK error summary linking each field error to its field.
import { useLayoutEffect, useState } from 'react';
import type { Errors } from '../../lib/validation';

export function Notice({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  // A success note waits its turn (status); a failure interrupts (alert).
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
    </div>
  );
}

function focusField(id: string): void {
  document.getElementById(id)?.focus();
}

/** The errors in the order of the fields on screen; any field the form does not know comes last. */
function ordered(errors: Errors, order: readonly string[]): string[] {
  return [...order.filter((field) => errors[field]), ...Object.keys(errors).filter((field) => !order.includes(field))];
}

export function ErrorSummary({ errors, order }: { errors: Errors; order: readonly string[] }) {
  const fields = ordered(errors, order);
  if (fields.length === 0) return null;
  return (
    <div className="error-summary" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        There is a problem
      </h2>
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

/**
 * Moves focus to the first field in error once the errors are on screen (so a screen reader
 * reads the field with its message). Returns the function a failed submit calls.
 */
export function useFocusFirstError(order: readonly string[]): (errors: Errors) => void {
  // A new object each time, so the same field is focused again after a second failed submit.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  // In the same commit that draws the messages, so nothing else can take focus in between.
  useLayoutEffect(() => {
    if (target) focusField(target.id);
  }, [target]);
  return (errors) => {
    const first = order.find((field) => errors[field]);
    if (first) setTarget({ id: first });
  };
}
