// The button that sends a recovery step, named for what it is doing while the service works. Unlike
// the account forms' SubmitButton (lib/forms), it is disabled while busy (not aria-disabled) and
// says so with aria-busy, as the recovery steps' buttons have always done.
interface StepSubmitProps {
  busy: boolean;
  text: string;
  busyText: string;
}

export function StepSubmit({ busy, text, busyText }: StepSubmitProps) {
  return (
    <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyText : text}
    </button>
  );
}
