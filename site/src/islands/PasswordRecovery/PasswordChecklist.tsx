import { passwordChecklist } from '../../lib/validation';

function Mark({ met }: { met: boolean }) {
  return (
    <svg className="icon recovery-checklist__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      {met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
    </svg>
  );
}

/**
 * What the new password still needs, updated as the visitor types. Met or not is told by the
 * icon's shape and colour and, for screen readers, in words: never by colour alone. It is not a
 * live region (it would speak at every key); the field points to it with aria-describedby.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div className="recovery-checklist" id={id}>
      <p className="recovery-checklist__title">Your new password needs:</p>
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
