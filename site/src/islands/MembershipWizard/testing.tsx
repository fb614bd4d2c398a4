// Shared set-up for the wizard's tests: the props, a fresh page for each test (no stored draft, the
// page's own address and title, scrollIntoView spied on, since jsdom has none), the service's
// answers (MSW, lib/testing/), and helpers that fill each step.

import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Limits } from '../../lib/answerRules';
import type { Answer } from '../../lib/testing/contract';
import { answers, type Reply, type Sent } from '../../lib/testing/service';
import { DRAFT_KEY } from './draft';
import { type Country, EMPTY_APPLICATION, type MembershipTypeOption } from './form';
import { MembershipWizard } from './MembershipWizard';

export const COUNTRIES: Country[] = [
  { code: 'FR', name: 'France' },
  { code: 'GH', name: 'Ghana' },
  { code: 'JP', name: 'Japan' },
  { code: 'US', name: 'United States of America' },
];

export const TYPES: MembershipTypeOption[] = [
  { value: 'regular', label: 'Regular' },
  { value: 'student', label: 'Student' },
  { value: 'institutional', label: 'Institutional' },
  { value: 'corporate', label: 'Corporate' },
  { value: 'emeritus', label: 'Emeritus' },
];

/**
 * The service's limits as the page hands them over (`data:limits`, from contract::limits); the
 * table of cases the service's tests read (rules.test.ts) holds these to its messages.
 */
export const LIMITS: Limits = { textMax: 200, longTextMax: 2000, maxYearsInAcademia: 100 };

/** The application page's address and title, as the site serves them. */
export const PAGE = '/membership-application/';
export const PAGE_TITLE = 'Membership Application | IAAII';

export const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', PAGE);
  document.title = PAGE_TITLE;
});

afterEach(() => vi.useRealTimers());

export function renderWizard(): UserEvent {
  const user = userEvent.setup();
  render(<MembershipWizard countries={COUNTRIES} membershipTypes={TYPES} limits={LIMITS} />);
  return user;
}

/**
 * A draft as the wizard keeps it, at `step`, for `owner` (an account's id; null: anonymous), saved
 * at `savedAt` (ms since 1970; drafts kept before the service kept them too had none).
 */
export function storeDraft(
  step: number,
  values: Record<string, unknown>,
  owner: string | null = null,
  savedAt?: number,
): void {
  const draft = { step, values: { ...EMPTY_APPLICATION, ...values }, savedAt };
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner, data: draft }));
}

/** The draft kept now, or null. */
export function storedDraft(): {
  owner: string | null;
  step: number;
  values: Record<string, unknown>;
  savedAt: number;
} | null {
  const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  return stored && { owner: stored.owner, ...stored.data };
}

/** The error summary ("There is a problem"). */
/** The page is being left (a reload, a tab closed): the draft is saved at once. */
export const leavePage = () => window.dispatchEvent(new Event('pagehide'));

/**
 * Leaves the page until `check` holds: the draft a save writes follows the screen in an effect,
 * which may run a moment after the screen shows a change the service's answer made.
 */
export const leavePageOnceSaved = (check: () => void) =>
  waitFor(() => {
    leavePage();
    check();
  });

/** Lets effects React has not run yet (after a change the service's answer made) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

export function summary(): HTMLElement {
  return screen.getByRole('heading', { name: 'There is a problem' }).parentElement as HTMLElement;
}

/** The texts of the error summary's links, in order. */
export function summaryLinks(): string[] {
  return within(summary())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

export function heading(): HTMLElement {
  return document.getElementById('wizard-step-title') as HTMLElement;
}

/** Types into the field `label`, once it is there (the steps after the first load later). */
export async function fill(user: UserEvent, label: string | RegExp, text: string): Promise<void> {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export const next = async (user: UserEvent) => user.click(await screen.findByRole('button', { name: 'Next' }));
export const previous = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Previous' }));

/** The answers of step 1, as fillPersonal enters them. */
export const PERSONAL = {
  firstName: 'Ada',
  familyName: 'Lovelace',
  gender: 'Female',
  email: 'ada@example.org',
  country: 'Ghana',
  mobile: '+233 20 123 4567',
};

export async function fillPersonal(user: UserEvent): Promise<void> {
  await fill(user, 'First name', PERSONAL.firstName);
  await fill(user, 'Family name', PERSONAL.familyName);
  await user.selectOptions(screen.getByLabelText('Gender'), PERSONAL.gender);
  await fill(user, 'Email address', PERSONAL.email);
  await user.selectOptions(screen.getByLabelText('Country'), PERSONAL.country);
  await fill(user, 'Mobile number', PERSONAL.mobile);
}

/** The answers of step 2, as fillProfessional enters them (without years in academia). */
export const PROFESSIONAL = {
  jobTitle: 'Senior Lecturer',
  jobClassification: 'Academic',
  highestQualification: 'PhD in Computer Science',
  department: 'Informatics',
  institution: 'University of Ghana',
};

export async function fillProfessional(user: UserEvent, years = ''): Promise<void> {
  await fill(user, 'Job title', PROFESSIONAL.jobTitle);
  await fill(user, 'Job classification', PROFESSIONAL.jobClassification);
  await fill(user, 'Highest qualification', PROFESSIONAL.highestQualification);
  await fill(user, 'Department', PROFESSIONAL.department);
  await fill(user, 'Institution', PROFESSIONAL.institution);
  if (years) await fill(user, 'Years in academia (optional)', years);
}

export async function fillResearch(user: UserEvent): Promise<void> {
  await fill(user, 'Research interests', 'machine learning, computer vision');
}

export async function fillCollaboration(user: UserEvent): Promise<void> {
  await fill(user, "Contact person's name", 'Grace Hopper');
  await fill(user, "Contact person's institution", 'Yale University');
  await fill(user, 'Areas for collaboration', 'joint research, teaching');
  await user.click(screen.getByLabelText('Student'));
  await user.click(screen.getByLabelText(/I consent/));
}

/** The button that sends the application, on "Check your answers". */
export const submitButton = () => screen.getByRole('button', { name: /^Submit/ });

/** Fill steps 1-3 and arrive on step 4. */
export async function reachLastStep(user: UserEvent, years = ''): Promise<void> {
  await fillPersonal(user);
  await next(user);
  await fillProfessional(user, years);
  await next(user);
  await fillResearch(user);
  await next(user);
}

/** Fill every step and arrive on "Check your answers". */
export async function reachCheck(user: UserEvent, years = ''): Promise<void> {
  await reachLastStep(user, years);
  await fillCollaboration(user);
  await next(user);
}

/** Fill every step, check the answers and press Submit Application. */
export async function completeAndSubmit(years = ''): Promise<UserEvent> {
  const user = renderWizard();
  await reachCheck(user, years);
  await user.click(submitButton());
  return user;
}

/** The service's answer to an application it accepts, with the reference the applicant's mail gives. */
export const ACCEPTED: Answer<'POST /users/submit-form'> = ({ response }) =>
  response(200).json({ message: 'ok', awaitingConfirmation: false, id: 'f3a9c1', reference: 'IAAII-2026-00042' });

/** The words of the service's answer to an application that waits for its address's link. */
export const AWAITING_TEXT =
  'Almost done: we have sent a message to ada@example.org. Open the link in it within 48 hours to send us your application.';

/** The service's answer to an application sent without signing in with its address. */
export const AWAITING: Answer<'POST /users/submit-form'> = ({ response }) =>
  response(200).json({ message: AWAITING_TEXT, awaitingConfirmation: true });

/** The service answers the application with `reply`; returns what it received. */
export function answerApplication(reply: Reply<'POST /users/submit-form'>): Sent[] {
  return answers('POST /users/submit-form', reply);
}
