// The membership application wizard (spec sections 2-5): four steps, each checked on Next with
// the rules of lib/validation.ts; Submit on step 4; the 'Application Submitted!' dialog with the
// application's reference. Unlike the spec's original, a failed submission is explained and every
// answer kept, and the answers survive a reload (useDraft) until the application is accepted. A
// signed-in member finds their name and e-mail address filled in from their account.

import { useCallback, useEffect, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import '../../lib/forms/Notice.css';
import { sitePath } from '../../lib/paths';
import { useSignedIn } from '../../lib/useSignedIn';
import { validateStep, WIZARD_STEPS } from '../../lib/validation';
import { CollaborationStep } from './CollaborationStep';
import { clearDraft } from './draft';
import type { FormBinding } from './Fields';
import { LAST_STEP, stepErrors, type Country, type Field, type MembershipTypeOption } from './form';
import { PersonalStep } from './PersonalStep';
import { ProfessionalStep } from './ProfessionalStep';
import { toPayload } from './payload';
import { ResearchStep } from './ResearchStep';
import { initialState, reducer, type AccountField } from './state';
import { StepIndicator } from './StepIndicator';
import { SUBMITTED_TEXT, SuccessDialog } from './SuccessDialog';
import { useDraft } from './useDraft';

export interface MembershipWizardProps {
  /** The 193 UN member states from the site's data, sorted by name. */
  countries?: Country[];
  /** regular, student, institutional, corporate, emeritus, from the site's data. */
  membershipTypes?: MembershipTypeOption[];
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

const FILLED_NAMES: Record<AccountField, string> = { firstName: 'first name', familyName: 'family name', email: 'e-mail address' };

/** ['firstName', 'email'] -> "first name and e-mail address". */
function listed(fields: readonly AccountField[]): string {
  const names = fields.map((field) => FILLED_NAMES[field]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

/** The profile lists the applications sent with the account's address. */
const sameAddress = (account: string, sent: string | null): boolean => sent !== null && account.toLowerCase() === sent.toLowerCase();

export function MembershipWizard({ countries, membershipTypes }: MembershipWizardProps) {
  // A page whose data did not arrive still gets a working form rather than a crash.
  const countryList = useMemo(() => (Array.isArray(countries) ? countries : []), [countries]);
  const typeList = useMemo(() => (Array.isArray(membershipTypes) ? membershipTypes : []), [membershipTypes]);
  const choices = useMemo(
    () => ({ countries: countryList.map((c) => c.name), membershipTypes: typeList.map((t) => t.value) }),
    [countryList, typeList],
  );

  const [state, dispatch] = useReducer(reducer, initialState);
  useDraft(state, dispatch, choices);

  // Once the service has confirmed who is signed in, and after any draft is back (so the draft
  // wins): the account's name and address go into the fields still empty.
  const signedIn = useSignedIn();
  const account = signedIn.state === 'signed-in' ? signedIn.user : null;
  useEffect(() => {
    if (!account || !state.draftChecked) return;
    dispatch({ type: 'prefill', values: { firstName: account.firstName, familyName: account.lastName, email: account.email } });
  }, [account, state.draftChecked]);

  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);

  // Carry out the focus request of the last transition. It reads the step and errors of the same
  // render, so only the request itself is a dependency.
  useEffect(() => {
    const request = state.focus;
    const root = rootRef.current;
    if (!request || !root) return;
    if (request.scroll && typeof root.scrollIntoView === 'function') {
      // Going to a field in error: jump (a smooth scroll still running would undo the focus's own
      // scrolling to the field). Otherwise the theme's scroll-behavior applies.
      root.scrollIntoView({ block: 'start', behavior: request.target === 'error' ? 'instant' : 'auto' });
    }
    const [firstError] = stepErrors(state.step, state.errors);
    const targets = {
      heading: headingRef.current,
      notice: noticeRef.current,
      done: doneRef.current,
      error: firstError ? root.querySelector<HTMLElement>(`#${firstError[0]}`) : null,
    };
    // The field in error may be further down: let the browser bring it into view.
    targets[request.target]?.focus({ preventScroll: request.scroll && request.target !== 'error' });
  }, [state.focus]);

  const set = useCallback((field: Field, value: string | boolean) => dispatch({ type: 'edit', field, value }), []);
  const form: FormBinding = { values: state.values, errors: state.errors, set };
  const busy = state.status === 'submitting';
  const problems = stepErrors(state.step, state.errors);

  async function submit() {
    sending.current = true;
    dispatch({ type: 'submitting' });
    try {
      const answer = await api.submitApplication(toPayload(state.values));
      clearDraft();
      dispatch({ type: 'succeeded', reference: answer?.reference ?? '', email: state.values.email.trim() });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, FALLBACK_MESSAGE);
      dispatch({ type: 'failed', message: failure.message, fieldErrors: failure.fieldErrors });
    } finally {
      sending.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    // An error still shown on this step was not edited since (editing clears it), so a message
    // from the service keeps holding the step until the applicant changes that answer.
    const standing = Object.fromEntries(stepErrors(state.step, state.errors));
    const errors = { ...standing, ...validateStep(state.step, state.values) };
    if (Object.keys(errors).length > 0) dispatch({ type: 'invalid', errors });
    else if (state.step < LAST_STEP) dispatch({ type: 'next' });
    else void submit();
  }

  if (state.status === 'succeeded') {
    return (
      <div className="wizard wizard--done" ref={rootRef}>
        <h3 className="wizard__heading" tabIndex={-1} ref={doneRef}>
          Application submitted
        </h3>
        <p>{SUBMITTED_TEXT}</p>
        {state.reference && (
          <p>
            Your reference is <strong>{state.reference}</strong>. It is also in the e-mail we have sent you.
          </p>
        )}
        {signedIn.state === 'signed-in' && sameAddress(signedIn.email, state.submittedEmail) && (
          <p>
            You can follow your application on <a href={sitePath('/profile')}>your profile</a>.
          </p>
        )}
        <p>
          <a href={sitePath('/')}>Return to Homepage</a>
        </p>
        {state.dialogOpen && <SuccessDialog reference={state.reference} onClose={() => dispatch({ type: 'dialogClosed' })} />}
      </div>
    );
  }

  return (
    <div className="wizard" ref={rootRef}>
      <StepIndicator current={state.step} />
      {state.notice && (
        <div className="notice notice--error wizard__notice" role="alert" tabIndex={-1} ref={noticeRef}>
          <strong>Your application has not been sent.</strong> {state.notice}
        </div>
      )}
      {state.draftRestored && (
        <p className="notice wizard__notice" role="status">
          We have restored the answers you entered earlier.
        </p>
      )}
      {state.accountFilled.length > 0 && (
        <p className="notice wizard__notice" role="status">
          We have filled in your {listed(state.accountFilled)} from your account. You can change them here.
        </p>
      )}
      <form className="wizard__form" noValidate aria-labelledby="wizard-step-title" aria-busy={busy} onSubmit={onSubmit}>
        <ErrorSummary errors={Object.fromEntries(problems)} order={problems.map(([field]) => field)} headingLevel={3} />
        <h3 className="wizard__heading" id="wizard-step-title" tabIndex={-1} ref={headingRef}>
          <span className="wizard__caption">
            {`Step ${state.step} of ${LAST_STEP}`}
            <span className="visually-hidden">:</span>
          </span>{' '}
          {WIZARD_STEPS[state.step - 1]}
        </h3>
        {state.step === 1 && <PersonalStep form={form} countries={countryList} />}
        {state.step === 2 && <ProfessionalStep form={form} />}
        {state.step === 3 && <ResearchStep form={form} />}
        {state.step === 4 && <CollaborationStep form={form} membershipTypes={typeList} />}
        <div className="wizard__actions">
          {state.step > 1 && (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => dispatch({ type: 'previous' })}>
              Previous
            </button>
          )}
          {state.step < LAST_STEP ? (
            <button key="next" type="submit" className="btn btn--primary wizard__forward">
              Next
            </button>
          ) : (
            <button key="submit" type="submit" className="btn btn--primary wizard__forward" disabled={busy}>
              {busy ? 'Submitting...' : 'Submit Application'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
