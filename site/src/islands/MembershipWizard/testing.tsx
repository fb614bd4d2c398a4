// Shared set-up for the wizard's tests: the props, a fresh page for each test (no stored draft,
// scrollIntoView spied on, since jsdom has none), the service's answers (MSW, lib/testing/), and helpers that fill each step.

import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { answers, type Sent } from '../../lib/testing/service';
import type { Country, MembershipTypeOption } from './form';
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

export const scrollIntoView = vi.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

export function renderWizard(): UserEvent {
  const user = userEvent.setup();
  render(<MembershipWizard countries={COUNTRIES} membershipTypes={TYPES} />);
  return user;
}

/** The message under a field, without the visually-hidden "Error: " prefix. */
export function errorOf(field: string): string | null {
  const element = document.getElementById(`${field}-error`);
  return element ? (element.textContent ?? '').replace(/^Error: /, '') : null;
}

export function heading(): HTMLElement {
  return document.getElementById('wizard-step-title') as HTMLElement;
}

export async function fill(user: UserEvent, label: string | RegExp, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
export const previous = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Previous' }));

export async function fillPersonal(user: UserEvent): Promise<void> {
  await fill(user, 'First name', 'Ada');
  await fill(user, 'Family name', 'Lovelace');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await fill(user, 'Email address', 'ada@example.org');
  await user.selectOptions(screen.getByLabelText('Country'), 'Ghana');
  await fill(user, 'Mobile number', '+233 20 123 4567');
}

export async function fillProfessional(user: UserEvent, years = ''): Promise<void> {
  await fill(user, 'Job title', 'Senior Lecturer');
  await fill(user, 'Job classification', 'Academic');
  await fill(user, 'Highest qualification', 'PhD in Computer Science');
  await fill(user, 'Department', 'Informatics');
  await fill(user, 'Institution', 'University of Ghana');
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

/** Fill steps 1-3 and arrive on step 4. */
export async function reachLastStep(user: UserEvent, years = ''): Promise<void> {
  await fillPersonal(user);
  await next(user);
  await fillProfessional(user, years);
  await next(user);
  await fillResearch(user);
  await next(user);
}

/** The service answers every request with `status` and a JSON `body`; returns what it received. */
export function answerWith(status: number, body: unknown): Sent[] {
  return answers({ status, body });
}
