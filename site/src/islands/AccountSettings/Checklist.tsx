// The new password's live checklist (the same one as the reset page).
import { passwordChecklist } from '../../lib/validation';

export function Checklist({ password }: { password: string }) {
  return (
    <ul className="password-checklist">
      {passwordChecklist(password).map((item) => (
        <li key={item.label} className={item.met ? 'is-met' : undefined}>
          {item.label}
          {item.met && <span className="visually-hidden"> (done)</span>}
        </li>
      ))}
    </ul>
  );
}
