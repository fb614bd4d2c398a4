// The notices above the wizard's form: why a submission failed (an alert, focused), and that
// answers came back from a draft or from the signed-in account (until the applicant moves on).
// Those two are polite news: their status region is on the page from the first render, empty,
// and receives them later, since a region inserted with its text is often not announced.
import type { Ref } from 'react';
import type { AccountField, WizardState } from './state';

const FILLED_NAMES: Record<AccountField, string> = {
  firstName: 'first name',
  familyName: 'family name',
  email: 'e-mail address',
};

/** ['firstName', 'email'] -> "first name and e-mail address". */
function listed(fields: readonly AccountField[]): string {
  const names = fields.map((field) => FILLED_NAMES[field]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

export function WizardNotices({ state, noticeRef }: { state: WizardState; noticeRef: Ref<HTMLDivElement> }) {
  return (
    <>
      {state.notice && (
        <div className="notice notice--error wizard__notice" role="alert" tabIndex={-1} ref={noticeRef}>
          <strong>Your application has not been sent.</strong> {state.notice}
        </div>
      )}
      <div role="status">
        {state.draftRestored && (
          <p className="notice wizard__notice">We have restored the answers you entered earlier.</p>
        )}
        {state.accountFilled.length > 0 && (
          <p className="notice wizard__notice">
            We have filled in your {listed(state.accountFilled)} from your account. You can change them here.
          </p>
        )}
      </div>
    </>
  );
}
