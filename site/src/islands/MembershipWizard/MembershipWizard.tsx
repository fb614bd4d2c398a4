// The membership application wizard (spec sections 2-5): four steps, each checked on Next with
// the rules of lib/validation.ts; Submit on step 4; the 'Application Submitted!' dialog with the
// application's reference. Unlike the spec's original, a failed submission is explained and every
// answer kept, and the answers survive a reload (useDraft) until the application is accepted. A
// signed-in member finds their name and e-mail address filled in from their account.

import { type Dispatch, useCallback, useEffect, useMemo, useReducer } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import '../../lib/forms/Notice.css';
import { type SignedIn, useSignedIn } from '../../lib/useSignedIn';
import type { FormBinding } from './binding';
import { type Country, type Field, GENDERS, LAST_STEP, type MembershipTypeOption, stepErrors } from './form';
import { WIZARD_STEPS } from './rules';
import { type Choices, StepFields } from './StepFields';
import { StepIndicator } from './StepIndicator';
import { Submitted } from './Submitted';
import { type Action, initialState, reducer, type WizardState } from './state';
import { useDraft } from './useDraft';
import { useWizardFocus, type WizardRefs } from './useWizardFocus';
import { useWizardSubmit } from './useWizardSubmit';
import { WizardNotices } from './WizardNotices';

export interface MembershipWizardProps {
  /** The 193 UN member states from the site's data, sorted by name. */
  countries?: Country[];
  /** regular, student, institutional, corporate, emeritus, from the site's data. */
  membershipTypes?: MembershipTypeOption[];
}

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

/**
 * The page's lists of choices, as the draft checks them (`choices`) and as the fields offer them
 * (`options`); a page whose data did not arrive still gets a working form.
 */
function useChoices({ countries, membershipTypes }: MembershipWizardProps) {
  const countryList = useMemo(() => (Array.isArray(countries) ? countries : []), [countries]);
  const typeList = useMemo(() => (Array.isArray(membershipTypes) ? membershipTypes : []), [membershipTypes]);
  const choices = useMemo(
    () => ({ countries: countryList.map((c) => c.name), membershipTypes: typeList.map((t) => t.value) }),
    [countryList, typeList],
  );
  // The service stores the country's name, so the name is both the value and the label.
  const options: Choices = useMemo(
    () => ({
      gender: GENDER_OPTIONS,
      country: countryList.map((country) => ({ value: country.name, label: country.name })),
      membershipType: typeList,
    }),
    [countryList, typeList],
  );
  return { choices, options };
}

/**
 * Once the service has confirmed who is signed in, and after any draft is back (so the draft
 * wins): the account's name and address go into the fields still empty.
 */
function useAccountPrefill(draftChecked: boolean, dispatch: Dispatch<Action>): SignedIn {
  const signedIn = useSignedIn();
  const account = signedIn.state === 'signed-in' ? signedIn.user : null;
  useEffect(() => {
    if (!account || !draftChecked) return;
    dispatch({
      type: 'prefill',
      values: { firstName: account.firstName, familyName: account.lastName, email: account.email },
    });
  }, [account, draftChecked, dispatch]);
  return signedIn;
}

function StepHeading({ step, headingRef }: { step: WizardState['step']; headingRef: WizardRefs['heading'] }) {
  return (
    <h3 className="wizard__heading" id="wizard-step-title" tabIndex={-1} ref={headingRef}>
      <span className="wizard__caption">
        {`Step ${step} of ${LAST_STEP}`}
        <span className="visually-hidden">:</span>
      </span>{' '}
      {WIZARD_STEPS[step - 1]}
    </h3>
  );
}

function StepActions({ step, busy, onPrevious }: { step: WizardState['step']; busy: boolean; onPrevious: () => void }) {
  return (
    <div className="wizard__actions">
      {step > 1 && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onPrevious}>
          Previous
        </button>
      )}
      {step < LAST_STEP ? (
        <button key="next" type="submit" className="btn btn--primary wizard__forward">
          Next
        </button>
      ) : (
        <button key="submit" type="submit" className="btn btn--primary wizard__forward" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Application'}
        </button>
      )}
    </div>
  );
}

export function MembershipWizard(props: MembershipWizardProps) {
  const { choices, options } = useChoices(props);
  const [state, dispatch] = useReducer(reducer, initialState);
  useDraft(state, dispatch, choices);
  const signedIn = useAccountPrefill(state.draftChecked, dispatch);
  const refs = useWizardFocus(state);
  const onSubmit = useWizardSubmit(state, dispatch);
  const set = useCallback((field: Field, value: string | boolean) => dispatch({ type: 'edit', field, value }), []);
  const form: FormBinding = { values: state.values, errors: state.errors, set };
  const busy = state.status === 'submitting';
  const problems = stepErrors(state.step, state.errors);

  if (state.status === 'succeeded') {
    return (
      <Submitted
        state={state}
        signedIn={signedIn}
        rootRef={refs.root}
        headingRef={refs.done}
        onDialogClosed={() => dispatch({ type: 'dialogClosed' })}
      />
    );
  }

  return (
    <div className="wizard" ref={refs.root}>
      <StepIndicator current={state.step} />
      <WizardNotices state={state} noticeRef={refs.notice} />
      <form
        className="wizard__form"
        noValidate
        aria-labelledby="wizard-step-title"
        aria-busy={busy}
        onSubmit={onSubmit}
      >
        <ErrorSummary errors={Object.fromEntries(problems)} order={problems.map(([field]) => field)} headingLevel={3} />
        <StepHeading step={state.step} headingRef={refs.heading} />
        <StepFields step={state.step} form={form} choices={options} />
        <StepActions step={state.step} busy={busy} onPrevious={() => dispatch({ type: 'previous' })} />
      </form>
    </div>
  );
}
