// GOV.UK's error summary at the top of a form: every field error, each a link that moves focus to
// its field with the field's label in view (focusTarget.ts). After a failed submit the form may
// send focus here instead of to the first field (`focusRequest`): the summary is then read out
// whole, and its links lead on. A form of several steps follows a link itself (`onFollow`): the
// field may be on another step. A form may have it announced as it appears (`alert`, as GOV.UK's
// template does with role="alert"), and say in a sentence what happened (`description`).
import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { t } from '../messages/forms';
import type { Errors } from '../validation';
import { focusTarget } from './focusTarget';
import './ErrorSummary.css';

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
  /** A new object each time the summary should take focus (after a failed submit). */
  focusRequest?: object | null;
  /** Bring the field on screen and focus it, instead of focusTarget (which needs it on screen). */
  onFollow?: (field: string) => void;
  /** Announce it as it appears (role="alert"). */
  alert?: boolean;
  /** A sentence under the title, before the links. */
  description?: string | null;
}

interface FieldLinkProps {
  field: string;
  children: string;
  onFollow?: (field: string) => void;
}

function FieldLink({ field, children, onFollow }: FieldLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (onFollow) {
      event.preventDefault();
      onFollow(field);
    }
    // A fragment link scrolls the field to the top and does not focus it; this does both better.
    else if (focusTarget(field)) event.preventDefault();
  }
  return (
    <a href={`#${field}`} onClick={follow}>
      {children}
    </a>
  );
}

export function ErrorSummary({
  errors,
  order,
  headingLevel = 2,
  focusRequest = null,
  onFollow,
  alert = false,
  description,
}: ErrorSummaryProps) {
  const element = useRef<HTMLDivElement>(null);
  // In the commit that draws it, so nothing else can take focus in between.
  useLayoutEffect(() => {
    if (focusRequest) element.current?.focus();
  }, [focusRequest]);
  const fields = ordered(errors, order);
  if (fields.length === 0) return null;
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={element} className="error-summary" tabIndex={-1} role={alert ? 'alert' : undefined}>
      <Title className="error-summary__title">{t('form-error-summary-title')}</Title>
      {description && <p className="error-summary__body">{description}</p>}
      <ul className="error-summary__list">
        {fields.map((field) => (
          <li key={field}>
            {order.includes(field) ? (
              <FieldLink field={field} onFollow={onFollow}>
                {errors[field]}
              </FieldLink>
            ) : (
              errors[field]
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
