// The membership application wizard (spec sections 2-5): four steps, each checked on Next with
// every rule the service applies to its fields (rules.ts); Submit on step 4; the 'Application
// Submitted!' dialog with the application's reference. Unlike the spec's original, a failed
// submission is explained and every answer kept, each step is an entry of the browser's history,
// and the answers survive a reload (useDraft) until the application is accepted, as a draft of the
// account that typed them. A signed-in member finds their name and e-mail address filled in, and
// their earlier applications above the form (EarlierApplications).

import { useCallback, useReducer } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import '../../lib/forms/Notice.css';
import { isUnderReview } from '../../lib/applications/ApplicationCard';
import type { FormBinding } from './binding';
import { EarlierApplications, useEarlierApplications } from './EarlierApplications';
import { type Field, LAST_STEP, STEP_FIELDS, STEPS, type Step, stepOf } from './form';
import { WIZARD_STEPS } from './rules';
import { StepFields } from './StepFields';
import { StepIndicator } from './StepIndicator';
import { Submitted } from './Submitted';
import { initialState, reducer, shownErrors, type WizardState } from './state';
import { useAccount } from './useAccount';
import { useDraft } from './useDraft';
import { type PageData, usePageData } from './usePageData';
import { useStepHistory } from './useStepHistory';
import { useWizardFocus, type WizardRefs } from './useWizardFocus';
import { useWizardSubmit } from './useWizardSubmit';
import { useWizardTitle } from './useWizardTitle';
import { WizardNotices } from './WizardNotices';

export type MembershipWizardProps = PageData;

/** Every field, in the order of the steps: the error summary's order. */
const ALL_FIELDS: readonly Field[] = STEPS.flatMap((step) => STEP_FIELDS[step]);

const stepTitle = (step: Step) => `Step ${step} of ${LAST_STEP}: ${WIZARD_STEPS[step - 1]}`;

/**
 * "Step 1 of 4: Personal". The space is part of the step's name: as a text node of its own
 * (JSX's {' '}) Chromium leaves it out of the heading's name ("Step 1 of 4:Personal").
 */
function StepHeading({ step, headingRef }: { step: WizardState['step']; headingRef: WizardRefs['heading'] }) {
  return (
    <h3 className="wizard__heading" id="wizard-step-title" tabIndex={-1} ref={headingRef}>
      <span className="wizard__caption">
        {`Step ${step} of ${LAST_STEP}`}
        <span className="visually-hidden">:</span>
      </span>
      {` ${WIZARD_STEPS[step - 1]}`}
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

/** The summary's lines: a message of another step says which (its link goes there). */
function summaryOf(state: WizardState): Record<string, string> {
  return Object.fromEntries(
    shownErrors(state.errors).map(([field, message]) => {
      const step = stepOf(field);
      return [field, step === state.step ? message : `${message} (${stepTitle(step)})`];
    }),
  );
}

export function MembershipWizard(props: MembershipWizardProps) {
  const { context, options } = usePageData(props);
  const [state, dispatch] = useReducer(reducer, initialState);
  const { signedIn, account } = useAccount(state.draftChecked, dispatch);
  const earlier = useEarlierApplications(signedIn);
  // An application under review keeps the form folded until the applicant chooses to apply again.
  const folded = !state.begun && earlier.some(isUnderReview);
  useDraft(state, dispatch, context, account);
  useStepHistory(state, dispatch, context);
  const refs = useWizardFocus(state);
  const onSubmit = useWizardSubmit(state, dispatch, context);
  const set = useCallback((field: Field, value: string | boolean) => dispatch({ type: 'edit', field, value }), []);
  const show = useCallback((field: string) => dispatch({ type: 'show', field: field as Field }), []);
  const form: FormBinding = { values: state.values, errors: state.errors, set };
  const busy = state.status === 'submitting';
  const summary = summaryOf(state);
  const done = state.awaitingConfirmation ? 'Check your inbox' : 'Application submitted';
  useWizardTitle(
    state.status === 'succeeded' ? done : folded ? 'You have already applied' : stepTitle(state.step),
    state.status !== 'succeeded' && (Object.keys(summary).length > 0 || state.notice !== null),
  );

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
      {earlier.length > 0 && (
        <EarlierApplications
          applications={earlier}
          membershipTypes={options.membershipType ?? []}
          folded={folded}
          onApplyAgain={() => dispatch({ type: 'applyAgain' })}
        />
      )}
      {!folded && (
        <>
          <StepIndicator current={state.step} />
          <WizardNotices state={state} noticeRef={refs.notice} />
          <form
            className="wizard__form"
            noValidate
            aria-labelledby="wizard-step-title"
            aria-busy={busy}
            onSubmit={onSubmit}
          >
            <ErrorSummary
              errors={summary}
              order={ALL_FIELDS}
              headingLevel={3}
              focusRequest={state.focus?.target === 'summary' ? state.focus : null}
              onFollow={show}
            />
            <StepHeading step={state.step} headingRef={refs.heading} />
            <StepFields step={state.step} form={form} choices={options} limits={context.limits} />
            <StepActions step={state.step} busy={busy} onPrevious={() => dispatch({ type: 'previous' })} />
          </form>
        </>
      )}
    </div>
  );
}
