// Six single-digit boxes for the code. Typing a digit moves on; anything else is ignored;
// Backspace in an empty box moves back; six digits pasted (or filled in by the phone from the
// message, which puts the whole code in the first box) fill every box.
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { OTP_LENGTH } from '../../lib/accountRules';
import { ErrorMessage, errorId } from '../../lib/forms/descriptions';
import { t } from './messages';

export const EMPTY_CODE: readonly string[] = Array<string>(OTP_LENGTH).fill('');

/** The boxes' ids, in order: a box is its position in the code. */
const BOX_IDS: readonly string[] = EMPTY_CODE.map((_, index) => `otp-${index + 1}`);

interface OtpBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  error: string | null;
  /** The inputs, for the form to move focus (to the first box after an error). */
  boxes: RefObject<(HTMLInputElement | null)[]>;
}

const FULL_CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** The digit typed into a box that held `old`, wherever the caret was. */
function typedDigit(digits: string, old: string): string {
  return digits.length > 1 && digits[0] === old ? digits[1] : digits[0];
}

interface OtpHandlers {
  change: (index: number, value: string) => void;
  keyDown: (index: number, event: KeyboardEvent<HTMLInputElement>) => void;
  paste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/** What typing, deleting, moving and pasting in the boxes do. */
function useOtpHandlers({ digits, onChange, boxes }: Omit<OtpBoxesProps, 'error'>): OtpHandlers {
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function fillAll(code: string) {
    onChange(code.split(''));
    focusBox(OTP_LENGTH - 1);
  }

  function change(index: number, value: string) {
    const typed = value.replace(/[^0-9]/g, '');
    if (typed.length >= OTP_LENGTH) return fillAll(typed.slice(0, OTP_LENGTH));
    if (value === '') return onChange(digits.map((digit, i) => (i === index ? '' : digit)));
    if (typed === '') return; // not a digit: the box keeps what it had
    const digit = typedDigit(typed, digits[index]);
    onChange(digits.map((old, i) => (i === index ? digit : old)));
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const box = event.currentTarget;
    if (event.key === digits[index] && box.selectionStart === 0 && box.selectionEnd === box.value.length) {
      // The same digit typed over itself leaves the value as it was, so no change event comes
      // to move focus on: move on here, or a code typed again from the first box goes astray.
      event.preventDefault();
      onChange([...digits]);
      if (index < OTP_LENGTH - 1) focusBox(index + 1);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text').replace(/\s+/g, '');
    if (FULL_CODE.test(text)) {
      event.preventDefault();
      fillAll(text);
    }
  }

  return { change, keyDown, paste };
}

export function OtpBoxes({ digits, onChange, error, boxes }: OtpBoxesProps) {
  const { change, keyDown, paste } = useOtpHandlers({ digits, onChange, boxes });
  return (
    <fieldset className="recovery-otp" aria-describedby="otp-hint">
      <legend className="label">{t('recovery-otp-legend')}</legend>
      <p className="hint" id="otp-hint">
        {t('recovery-otp-hint', { count: OTP_LENGTH })}
      </p>
      <div className="recovery-otp__boxes">
        {BOX_IDS.map((id, index) => (
          // Labels are visually hidden: the legend names the group, the boxes show the order.
          <span key={id} className="recovery-otp__cell">
            <label className="visually-hidden" htmlFor={id}>
              {t('recovery-otp-digit', { index: index + 1, count: OTP_LENGTH })}
            </label>
            <input
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={id}
              className="recovery-otp__box"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              value={digits[index]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId('otp') : undefined}
              onChange={(event) => change(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
              onPaste={paste}
              onFocus={(event) => event.target.select()}
            />
          </span>
        ))}
      </div>
      <ErrorMessage id="otp" error={error ?? undefined} />
    </fieldset>
  );
}
