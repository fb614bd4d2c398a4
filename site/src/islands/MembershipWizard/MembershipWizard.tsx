// The membership application wizard (spec sections 2-5): four steps, each checked on Next with
// every rule the service applies to its fields (rules.ts); then "Check your answers" (GOV.UK's
// pattern), every answer with a Change link, and Submit there; the 'Application Submitted!' dialog
// with the application's reference. Unlike the spec's original, a failed submission is explained
// and every answer kept, each step is an entry of the browser's history, and the answers survive a
// reload (useDraft) until the application is accepted, as a draft of the account that typed them;
// a signed-in member's draft is also kept by the service (useServiceDraft), so it follows them to
// another device. A signed-in member finds their name and e-mail address filled in, and their
// earlier applications above the form (EarlierApplications). The page loads the first step's
// code only; the rest comes once the applicant moves into the form (useLaterPart).

import { useCallback, useReducer, useState } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import '../../lib/forms/Notice.css';
// For the earlier applications of a member, whose code comes later (useEarlierApplications).
import '../../lib/applications/ApplicationCard.css';
import { isUnderReview } from '../../lib/applications/useMyApplications';
import type { FormBinding } from './binding';
import { clearDraft, isEmpty } from './draft';
import { FirstStepFields } from './FirstStepFields';
import { CHECK_STEP, type Field, STEP_FIELDS, STEPS, stepOf } from './form';
import { LaterPending } from './LaterPending';
// The island's messages, for every part of it, including those loaded later (see messages.ts).
import { t } from './messages';
import { StartAgain } from './StartAgain';
import { StepIndicator } from './StepIndicator';
import { initialState, reducer, shownErrors, type WizardState } from './state';
import { useAccount } from './useAccount';
import { useDraft } from './useDraft';
import { useEarlierApplications } from './useEarlierApplications';
import { useLaterPart } from './useLaterPart';
import { type PageData, usePageData } from './usePageData';
import { useServiceDraft } from './useServiceDraft';
import { useStepHistory } from './useStepHistory';
import { useWizardFocus } from './useWizardFocus';
import { useWizardSubmit } from './useWizardSubmit';
import { useWizardTitle } from './useWizardTitle';
import { StepActions, StepHeading, stepTitle } from './WizardControls';
import { WizardNotices } from './WizardNotices';

export type MembershipWizardProps = PageData;

/** Every field, in the order of the steps: the error summary's order. */
const ALL_FIELDS: readonly Field[] = STEPS.flatMap((step) => STEP_FIELDS[step]);

/** The summary's lines: a message of another step says which (its link goes there). */
function summaryOf(state: WizardState): Record<string, string> {
  return Object.fromEntries(
    shownErrors(state.errors).map(([field, message]) => {
      const step = stepOf(field);
      return [field, step === state.step ? message : t('wizard-error-on-step', { message, step: stepTitle(step) })];
    }),
  );
}

export function MembershipWizard(props: MembershipWizardProps) {
  const { context, options } = usePageData(props);
  const [state, dispatch] = useReducer(reducer, initialState);
  // The applicant has moved into the form: time to fetch the later steps (useLaterPart).
  const [entered, setEntered] = useState(false);
  const later = useLaterPart(entered || state.begun || state.step !== 1 || state.status === 'succeeded');
  const waiting = state.step !== 1 && later.part === null;
  const { signedIn, account, member } = useAccount(state, dispatch);
  const earlier = useEarlierApplications(signedIn);
  // An application under review keeps the form folded until the applicant chooses to apply again.
  const folded = !state.begun && earlier.View !== null && earlier.applications.some(isUnderReview);
  useDraft(state, dispatch, context, account);
  const { forget } = useServiceDraft(state, dispatch, context, member);
  useStepHistory(state, dispatch, context);
  const refs = useWizardFocus(state, !waiting);
  const onSubmit = useWizardSubmit(state, dispatch, context, forget);
  const set = useCallback(
    (field: Field, value: string | boolean) => dispatch({ type: 'edit', field, value, at: Date.now() }),
    [],
  );
  const show = useCallback((field: string) => dispatch({ type: 'show', field: field as Field }), []);
  const form: FormBinding = { values: state.values, errors: state.errors, set };
  const busy = state.status === 'submitting';
  const summary = summaryOf(state);
  const done = state.awaitingConfirmation ? t('wizard-inbox-title') : t('wizard-submitted-title');
  useWizardTitle(
    state.status === 'succeeded' ? done : folded ? t('wizard-already-applied') : stepTitle(state.step),
    state.status !== 'succeeded' && (Object.keys(summary).length > 0 || state.notice !== null),
  );
  const startAgain = () => {
    forget();
    clearDraft();
    dispatch({ type: 'startAgain' });
  };

  if (state.status === 'succeeded') {
    if (!later.part) return <LaterPending later={later} />;
    return (
      <later.part.Submitted
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
      {earlier.View && (
        <earlier.View
          applications={earlier.applications}
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
            onFocus={() => setEntered(true)}
          >
            <ErrorSummary
              errors={summary}
              order={ALL_FIELDS}
              headingLevel={3}
              focusRequest={state.focus?.target === 'summary' ? state.focus : null}
              onFollow={show}
              alert
              description={state.refusal && `${t('wizard-not-sent')} ${state.refusal}`}
            />
            <StepHeading step={state.step} headingRef={refs.heading} />
            {state.step === 1 ? (
              <FirstStepFields form={form} choices={options} limits={context.limits} />
            ) : !later.part ? (
              <LaterPending later={later} />
            ) : state.step === CHECK_STEP ? (
              <later.part.CheckAnswers values={state.values} choices={options} onChange={show} />
            ) : (
              <later.part.StepFields step={state.step} form={form} choices={options} limits={context.limits} />
            )}
            <StepActions
              step={state.step}
              returning={state.returning}
              busy={busy}
              waiting={waiting}
              onPrevious={() => dispatch({ type: 'previous' })}
            />
          </form>
          <div className="wizard__draft">
            {member && <p>{t('wizard-saved-to-account')}</p>}
            {!busy && !isEmpty(state.values) && <StartAgain member={member !== null} onConfirm={startAgain} />}
          </div>
        </>
      )}
    </div>
  );
}
