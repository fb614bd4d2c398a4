// The full-width button that sends an account form, named for what it is doing while busy. It stays
// focusable while busy (aria-disabled rather than disabled), so focus is not lost; the form's submit
// handler ignores a second press.
interface SubmitButtonProps {
  busy: boolean;
  text: string;
  busyText: string;
}

export function SubmitButton({ busy, text, busyText }: SubmitButtonProps) {
  return (
    <button className="btn btn--primary btn--lg account-form__submit" type="submit" aria-disabled={busy || undefined}>
      {busy ? busyText : text}
    </button>
  );
}
