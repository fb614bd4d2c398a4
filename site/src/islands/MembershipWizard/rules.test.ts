// Every rule the service applies to an application, checked by the wizard at the field's step,
// against the table of cases the service's tests read too (forms-api/tests/validation-cases.json,
// section "application"): each case is a valid application but for one answer, and gives the
// message that answer gets, or null.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION, type Field, isField, stepOf } from './form';
import { type Application, type RuleContext, validateStep } from './rules';
import { LIMITS } from './testing';

interface Case {
  field: string;
  value: string | number | boolean | null;
  error: string | null;
}

const tablePath = resolve(import.meta.dirname, '../../../../forms-api/tests/validation-cases.json');
const cases = (JSON.parse(readFileSync(tablePath, 'utf8')) as { application: Case[] }).application;

/** The choices the page offers: among them every country and type the table takes as valid. */
const CONTEXT: RuleContext = {
  countries: ['France', 'Ghana', 'Japan'],
  membershipTypes: ['regular', 'student', 'institutional', 'corporate', 'emeritus'],
  limits: LIMITS,
};

const VALID: Application = {
  ...EMPTY_APPLICATION,
  firstName: 'Ada',
  familyName: 'Lovelace',
  gender: 'Female',
  email: 'ada@example.org',
  country: 'France',
  mobile: '+33 1 23 45 67 89',
  jobTitle: 'Research fellow',
  jobClassification: 'Academic staff',
  highestQualification: 'PhD',
  department: 'Mathematics',
  institution: 'University of London',
  yearsInAcademia: '12',
  researchInterests: 'Analytical engines, symbolic computation',
  contactPersonInstitution: 'Royal Society',
  contactPersonName: 'Charles Babbage',
  areasForCollaboration: 'Teaching, joint research',
  confidentialityConsent: true,
  membershipType: 'regular',
};

/** The answer as the wizard holds it: years in academia as the number field's text. */
function held(field: Field, value: Case['value']): Application[Field] {
  if (field === 'yearsInAcademia') return value === null ? '' : String(value);
  return value as Application[Field];
}

/** Test names show invisible characters and long values legibly. */
function shown({ field, value }: Case): string {
  const text = JSON.stringify(value).replace(/[\p{C}\p{Z}]/gu, (c) =>
    c === ' ' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const length = typeof value === 'string' ? [...value].length : 0;
  return `${field} ${length > 40 ? `${text.slice(0, 16)}…" (${length} characters)` : text}`;
}

describe('the application rules, at the step of each field (the shared table of cases)', () => {
  it('has cases for every field of the application', () => {
    expect(new Set(cases.map((c) => c.field))).toEqual(new Set(Object.keys(EMPTY_APPLICATION)));
  });

  it('passes the valid application on every step', () => {
    for (const step of [1, 2, 3, 4]) expect(validateStep(step, VALID, CONTEXT)).toEqual({});
  });

  it.each(cases.map((c) => [shown(c), c] as const))('%s', (_, c) => {
    if (!isField(c.field)) throw new Error(`the table names ${c.field}, which the form does not have`);
    const application = { ...VALID, [c.field]: held(c.field, c.value) };
    const errors = validateStep(stepOf(c.field), application, CONTEXT);
    expect(errors[c.field] ?? null).toBe(c.error);
    // Only that answer is refused.
    expect(Object.keys(errors).filter((field) => field !== c.field)).toEqual([]);
  });
});

describe('a page whose data did not arrive', () => {
  const none: RuleContext = { countries: [], membershipTypes: [], limits: null };

  it('still checks what needs no data, and leaves the lists and lengths to the service', () => {
    const application = {
      ...VALID,
      country: 'Atlantis',
      membershipType: 'honorary',
      researchInterests: 'a'.repeat(3000),
    };
    expect(validateStep(1, { ...application, mobile: 'abc' }, none)).toEqual({
      mobile: 'Please enter a valid mobile number',
    });
    expect(validateStep(3, application, none)).toEqual({});
    expect(validateStep(4, application, none)).toEqual({});
  });
});
