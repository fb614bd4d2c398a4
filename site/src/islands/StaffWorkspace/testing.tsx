// Shared set-up for the workspace's tests: the page's address and title, Ada signed in, the
// service's answers about her access (GET /staff/me) and its data, and the helpers that look at
// what the page shows. Each test says how the service answers (lib/testing/service.ts).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import type { Schema } from '../../lib/api';
import { ADA, storeAda } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';
import { StaffWorkspace } from './StaffWorkspace';

export const PAGE = '/staff/';
export const PAGE_TITLE = 'Staff workspace | IAAII';

export const COUNTRIES = [
  { code: 'FR', name: 'France' },
  { code: 'KE', name: 'Kenya' },
  { code: 'ES', name: 'Spain' },
];
export const TYPES = [
  { value: 'regular', label: 'Regular' },
  { value: 'student', label: 'Student' },
];

type Status = Schema<'StaffStatus'>;

/** Ada's standing: an admin who has set up and passed two-step verification, unless told otherwise. */
export function status(overrides: Partial<Status> = {}): Status {
  return {
    user: ADA,
    role: 'admin',
    secondFactorSetUp: true,
    secondFactorPassed: true,
    authenticatorApp: true,
    passkeys: 0,
    recoveryCodesLeft: 10,
    passkeysAvailable: true,
    ...overrides,
  };
}

export const STATUS =
  (overrides: Partial<Status> = {}): Answer<'GET /staff/me'> =>
  ({ response }) =>
    response(200).json(status(overrides));

export const MARIA = 'María de los Ángeles Fernández-Villaverde y Ruiz de Alarcón';

export const ROWS: Schema<'ApplicationRow'>[] = [
  {
    reference: 'IAAII-2026-00002',
    name: MARIA,
    email: 'maria@example.org',
    membershipType: 'regular',
    country: 'Spain',
    submittedAt: '2026-11-24T10:00:00Z',
    status: 'received',
  },
  {
    reference: 'IAAII-2026-00001',
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.org',
    membershipType: 'student',
    country: 'Kenya',
    submittedAt: '2026-11-20T09:30:00Z',
    status: 'declined',
  },
];

export const ANSWERS: Schema<'Application'> = {
  firstName: 'María de los Ángeles',
  familyName: 'Fernández-Villaverde y Ruiz de Alarcón',
  gender: 'Female',
  email: 'maria@example.org',
  country: 'Spain',
  mobile: '+34 600 000 000',
  jobTitle: 'Researcher',
  jobClassification: 'Academic staff',
  highestQualification: 'PhD',
  department: 'Computer Science',
  institution: 'Universidad de Granada',
  yearsInAcademia: 12,
  researchInterests: 'Fuzzy logic, explainable AI',
  subjectClassification: '',
  areasOfSpecialization: '',
  contactPersonInstitution: 'Universidad de Sevilla',
  contactPersonName: 'Lotfi Zadeh',
  areasForCollaboration: 'Joint research',
  confidentialityConsent: true,
  membershipType: 'regular',
  language: 'en',
};

export function detail(overrides: Partial<Schema<'ApplicationDetail'>> = {}): Schema<'ApplicationDetail'> {
  return {
    reference: 'IAAII-2026-00002',
    status: 'received',
    submittedAt: '2026-11-24T10:00:00Z',
    email: 'maria@example.org',
    name: MARIA,
    answers: ANSWERS,
    history: [
      { at: '2026-11-24T10:00:00Z', actor: 'maria@example.org', action: 'submitted', detail: '' },
      { at: '2026-11-25T08:00:00Z', actor: 'ada@example.org', action: 'application-opened', detail: '' },
    ],
    ...overrides,
  };
}

export const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', PAGE);
  document.title = PAGE_TITLE;
});

/** The workspace at `address` (a query such as `?view=roles`), signed in as Ada. */
export function openWorkspace(address = '', { signedIn = true } = {}): UserEvent {
  if (signedIn) storeAda();
  window.history.replaceState(null, '', `${PAGE}${address}`);
  const user = userEvent.setup();
  render(<StaffWorkspace countries={COUNTRIES} membershipTypes={TYPES} />);
  return user;
}

/** The query the page's address has now, as an object of its values (repeated names as lists). */
export function address(): Record<string, string | string[]> {
  const params = new URLSearchParams(window.location.search);
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    values[name] = all.length > 1 ? all : all[0];
  }
  return values;
}

/** The query of a request the page made, as an object. */
export const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/** The rows of a table as lists of cell texts. */
export function rows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

/** A summary list's rows as "key: value". */
export function summary(list: HTMLElement): string[] {
  return [...list.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

export const heading = (name: string) => screen.findByRole('heading', { name });

const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` followed by a time and its time zone, as the workspace shows every time ("24 November
 * 2026 at 10:00 UTC" where the tests run in UTC, another zone's name or offset elsewhere:
 * format.test.ts checks the words for named zones), then `after`.
 */
export const at = (text: string, after = ''): RegExp =>
  new RegExp(`^${literally(text)} at \\d{2}:\\d{2} (UTC|GMT[+-][\\d:]+|[A-Z]{3,5})${literally(after)}$`);
