// What a new password still needs (spec section 5's reset checklist), updated as the visitor
// types. Met or not is told by the icon's shape and colour and, for screen readers, in words:
// never by colour alone. It is not a live region (it would speak at every key); the password
// field points to it with aria-describedby.
import { passwordChecklist } from '../validation';
import './PasswordChecklist.css';

function Mark({ met }: { met: boolean }) {
  return (
    <svg className="icon password-checklist__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      {met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
    </svg>
  );
}

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title">Your new password needs:</p>
      <ul>
        {passwordChecklist(password).map(({ label, met }) => (
          <li key={label} className={met ? 'is-met' : 'is-unmet'}>
            <Mark met={met} />
            <span>{label}</span> <span className="visually-hidden">{met ? 'met' : 'not met'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
