// The four-level password strength meter of spec section 5, live as the visitor types: a bar of
// four segments and a text label (so it never relies on colour alone), the label announced
// politely when it changes.
import { strengthLabel, strengthScore, type StrengthLabel } from '../../lib/validation';

const LEVELS: readonly StrengthLabel[] = ['Weak', 'Moderate', 'Strong', 'Very Strong'];

/** 'Very Strong' -> 'very-strong', for the class that colours the bar. */
const slug = (label: StrengthLabel) => label.toLowerCase().replace(' ', '-');

export function StrengthMeter({ id, password }: { id: string; password: string }) {
  const label = strengthLabel(strengthScore(password));
  // Nothing typed, nothing judged: the bar stays empty and the label silent.
  const filled = password === '' ? 0 : LEVELS.indexOf(label) + 1;
  return (
    <div className={`strength${filled ? ` strength--${slug(label)}` : ''}`}>
      <div className="strength__bar" aria-hidden="true">
        {LEVELS.map((level, index) => (
          <span key={level} className={index < filled ? 'strength__segment is-filled' : 'strength__segment'} />
        ))}
      </div>
      {/* Always in the page, so screen readers are listening before the first change. */}
      <p className="strength__label" id={id} aria-live="polite" aria-atomic="true">
        {filled > 0 && (
          <>
            Password strength: <strong>{label}</strong>
          </>
        )}
      </p>
    </div>
  );
}
