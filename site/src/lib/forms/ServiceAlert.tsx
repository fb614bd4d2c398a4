// The service's sentence at the top of a form (account settings, the staff workspace), in an alert.
// The form's submit hook moves focus here when there is no field to correct (focusNotice), so the
// element is handed to it.
import type { Submit } from './useSubmit';

export function ServiceAlert({ form }: { form: Submit }) {
  if (!form.notice) return null;
  return (
    <p
      className="notice notice--error"
      role="alert"
      tabIndex={-1}
      ref={(element) => {
        form.noticeRef.current = element;
      }}
    >
      {form.notice}
    </p>
  );
}
