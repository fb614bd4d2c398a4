// The notices above the wizard's form: why a submission failed (an alert, focused), and that
// answers came back from a draft or from the signed-in account (until the applicant moves on).
// Those two are polite news: their status region is on the page from the first render, empty,
// and receives them later, since a region inserted with its text is often not announced.
import type { Ref } from 'react';
import { t } from './messages';
import type { AccountField, WizardState } from './state';

const filledName = (field: AccountField): string => {
  switch (field) {
    case 'firstName':
      return t('wizard-filled-first-name');
    case 'familyName':
      return t('wizard-filled-family-name');
    case 'email':
      return t('wizard-filled-email');
  }
};

/** ['firstName', 'email'] -> "first name and e-mail address". */
function listed(fields: readonly AccountField[]): string {
  const names = fields.map(filledName);
  return names.length > 1
    ? t('wizard-list-and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] })
    : names[0];
}

export function WizardNotices({ state, noticeRef }: { state: WizardState; noticeRef: Ref<HTMLDivElement> }) {
  return (
    <>
      {state.notice && (
        <div className="notice notice--error wizard__notice" role="alert" tabIndex={-1} ref={noticeRef}>
          <strong>{t('wizard-not-sent')}</strong> {state.notice}
        </div>
      )}
      <div role="status">
        {state.draftRestored && <p className="notice wizard__notice">{t('wizard-draft-restored')}</p>}
        {state.accountFilled.length > 0 && (
          <p className="notice wizard__notice">{t('wizard-account-filled', { fields: listed(state.accountFilled) })}</p>
        )}
      </div>
    </>
  );
}
