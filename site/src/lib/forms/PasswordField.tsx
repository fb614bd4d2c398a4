// A password input with a Show/Hide button (GOV.UK's password input pattern): the button names
// what it will do ("Show password" / "Hide password"), controls the input, and a polite status
// tells screen reader users what changed, since a renamed button is not always announced.
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { t } from '../messages/forms';
import { describedBy, ErrorMessage, errorId, Hint, hintId } from './descriptions';
import './PasswordField.css';

interface Props {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Something shown under the input that also describes it (a strength meter, a checklist). */
  below?: ReactNode;
  /** The id of `below`, to describe the input with it. */
  belowId?: string;
  /** The input, for a form that moves focus itself. */
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({ id, label, autoComplete, value, onChange, error, hint, below, belowId, ref }: Props) {
  const [shown, setShown] = useState(false);
  // Empty until the first toggle, so nothing is announced when the page loads.
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  // The field's name in a sentence: English lowers it ("Show password"); a language may quote the
  // label as it is instead ($label).
  const names = { field: label.toLowerCase(), label };

  // Hide the password again when the form is sent, so browsers and password managers see a
  // password field and it is not left readable on screen.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  function toggle() {
    setShown(!shown);
    setStatus(t(shown ? 'form-password-hidden' : 'form-password-visible', names));
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      <div className="password-input">
        <input
          ref={(element) => {
            input.current = element;
            setRef(ref, element);
          }}
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId(id) : false, belowId, error ? errorId(id) : false)}
        />
        <button
          type="button"
          className="btn btn--ghost password-input__toggle"
          aria-controls={id}
          aria-label={t(shown ? 'form-password-hide-field' : 'form-password-show-field', names)}
          onClick={toggle}
        >
          {t(shown ? 'form-password-hide' : 'form-password-show')}
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {status}
      </span>
      {below}
      <ErrorMessage id={id} error={error} />
    </div>
  );
}

/** Hand the input to the caller's ref, whichever kind it is. */
function setRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
