// What a new password needs, as the form enforces it, updated as the visitor types: at least 8
// characters, a strength score of at least 3 of 5 and not one of the most common passwords, then
// the five ways to score a point and the score so far. Used by sign-up, reset and account
// settings; it reads the same rule the forms check (checkPassword in validation.ts), so it never
// marks as unmet a password the form accepts. The list of common passwords loads once a password
// is typed; until then that requirement says it is being checked. Met or not is told by the
// icon's shape and colour and, for screen readers, in words: never by colour alone. The
// requirements describe the password field (aria-describedby, by `id`); only the score line is a
// live region, so a screen reader hears it when it changes, not at every key.
import { useEffect, useSyncExternalStore } from 'react';
import { commonPasswordsSnapshot, subscribeCommonPasswords } from '../commonPasswords';
import { loadCommonPasswords } from '../loadCommonPasswords';
import { t } from '../messages/forms';
import { rich } from '../messages/rich';
import { checkPassword, type RequirementStatus, STRENGTH_POINTS, strengthName } from '../passwordRules';
import './PasswordChecklist.css';

const ICONS = {
  met: 'M5 12.5l4.5 4.5L19 7.5',
  unmet: 'M7 7l10 10M17 7L7 17',
  open: 'M12 7v10M7 12h10',
  // Three dots: not known yet.
  checking: 'M6 12h.01M12 12h.01M18 12h.01',
} as const;

/** A requirement's mark, and (the id of) what it says in words. */
const REQUIREMENT: Record<RequirementStatus, { shape: keyof typeof ICONS; said: string }> = {
  met: { shape: 'met', said: 'form-checklist-met' },
  unmet: { shape: 'unmet', said: 'form-checklist-not-met' },
  checking: { shape: 'checking', said: 'form-checklist-checking' },
  unchecked: { shape: 'checking', said: 'form-checklist-unchecked' },
};

/** Loads the list of common passwords once a password is typed, and draws again when it arrives. */
function useCommonPasswords(typed: boolean): void {
  useSyncExternalStore(subscribeCommonPasswords, commonPasswordsSnapshot, () => 'idle');
  useEffect(() => {
    if (typed) void loadCommonPasswords();
  }, [typed]);
}

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
  const typed = password !== '';
  useCommonPasswords(typed);
  const check = checkPassword(password);
  return (
    <div className="password-checklist">
      <div id={id}>
        <p className="password-checklist__title">{t('form-checklist-needs')}</p>
        <ul>
          {check.requirements.map(({ key, label, status }) => (
            <Line key={key} label={label} shape={REQUIREMENT[status].shape} said={t(REQUIREMENT[status].said)} />
          ))}
        </ul>
      </div>
      <div
        className={`password-checklist__meter password-checklist__meter--${typed ? (check.common ? 'common' : check.score) : 0}`}
        aria-hidden="true"
      >
        {STRENGTH_POINTS.map((point, index) => (
          <span key={point.key} className={typed && index < check.score ? 'is-filled' : undefined} />
        ))}
      </div>
      {/* Always in the page, so screen readers are listening before the first change. */}
      <p className="password-checklist__score" aria-live="polite" aria-atomic="true">
        {typed &&
          rich(
            t,
            check.common ? 'form-checklist-score-common' : 'form-checklist-score',
            { strength: strengthName(check.strength) },
            {
              score: (
                <strong>{t('form-checklist-points', { score: check.score, total: STRENGTH_POINTS.length })}</strong>
              ),
            },
          )}
      </p>
      <p className="password-checklist__title">{t('form-checklist-ways')}</p>
      <ul>
        {check.points.map(({ key, label, earned }) => (
          <Line
            key={key}
            label={label}
            shape={earned ? 'met' : 'open'}
            said={t(earned ? 'form-checklist-scored' : 'form-checklist-not-scored')}
          />
        ))}
      </ul>
      <p className="password-checklist__advice">{t('form-checklist-advice')}</p>
    </div>
  );
}
