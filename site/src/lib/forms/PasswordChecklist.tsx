// What a new password needs, as the form enforces it, updated as the visitor types: at least 8
// characters and a strength score of at least 3 of 5, then the five ways to score a point and
// the score so far. Used by sign-up, reset and account settings; it reads the same rule the
// forms check (checkPassword in validation.ts), so it never marks as unmet a password the form
// accepts. Met or not is told by the icon's shape and colour and, for screen readers, in words:
// never by colour alone. The requirements describe the password field (aria-describedby, by
// `id`); only the score line is a live region, so a screen reader hears it when it changes, not
// at every key.
import { checkPassword, STRENGTH_POINTS } from '../validation';
import './PasswordChecklist.css';

const ICONS = {
  met: 'M5 12.5l4.5 4.5L19 7.5',
  unmet: 'M7 7l10 10M17 7L7 17',
  open: 'M12 7v10M7 12h10',
} as const;

function Mark({ shape }: { shape: keyof typeof ICONS }) {
  return (
    <svg className="icon password-checklist__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[shape]} />
    </svg>
  );
}

/** One line of a list: its mark, its label, and in words (for screen readers) what the mark says. */
function Line({ label, shape, said }: { label: string; shape: keyof typeof ICONS; said: string }) {
  return (
    <li className={`is-${shape}`}>
      <Mark shape={shape} />
      <span>{label}</span> <span className="visually-hidden">{said}</span>
    </li>
  );
}

interface PasswordChecklistProps {
  /** The id of the requirements, which describe the password field. */
  id: string;
  password: string;
}

export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const check = checkPassword(password);
  const typed = password !== '';
  return (
    <div className="password-checklist">
      <div id={id}>
        <p className="password-checklist__title">Your password needs:</p>
        <ul>
          {check.requirements.map(({ label, met }) => (
            <Line key={label} label={label} shape={met ? 'met' : 'unmet'} said={met ? 'met' : 'not met'} />
          ))}
        </ul>
      </div>
      <div
        className={`password-checklist__meter password-checklist__meter--${typed ? check.score : 0}`}
        aria-hidden="true"
      >
        {STRENGTH_POINTS.map((point, index) => (
          <span key={point.label} className={typed && index < check.score ? 'is-filled' : undefined} />
        ))}
      </div>
      {/* Always in the page, so screen readers are listening before the first change. */}
      <p className="password-checklist__score" aria-live="polite" aria-atomic="true">
        {typed && (
          <>
            Score:{' '}
            <strong>
              {check.score} of {STRENGTH_POINTS.length}
            </strong>{' '}
            ({check.strength})
          </>
        )}
      </p>
      <p className="password-checklist__title">One point for each of these:</p>
      <ul>
        {check.points.map(({ label, earned }) => (
          <Line key={label} label={label} shape={earned ? 'met' : 'open'} said={earned ? 'scored' : 'not scored yet'} />
        ))}
      </ul>
      <p className="password-checklist__advice">
        A longer password that mixes kinds of characters scores more. Avoid common passwords and words, such as
        Password1: they are refused however they score.
      </p>
    </div>
  );
}
