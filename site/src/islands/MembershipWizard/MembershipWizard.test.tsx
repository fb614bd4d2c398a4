// The steps, their messages and the navigation between them (spec sections 2, 4 and 5).

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../lib/testing/dom';
import {
  fill,
  fillCollaboration,
  fillPersonal,
  fillProfessional,
  fillResearch,
  heading,
  next,
  previous,
  reachLastStep,
  renderWizard,
  scrollIntoView,
  summary,
  summaryLinks,
} from './testing';

describe('step 1, Personal', () => {
  it('shows every message of step 1 when Next is pressed on the empty step', async () => {
    const user = renderWizard();
    await next(user);
    expect(errorOf('firstName')).toBe('First name is required');
    expect(errorOf('familyName')).toBe('Family name is required');
    expect(errorOf('gender')).toBe('Gender is required');
    expect(errorOf('email')).toBe('Email is required');
    expect(errorOf('country')).toBe('Country is required');
    expect(errorOf('mobile')).toBe('Mobile number is required');
  });

  it("says 'Email is invalid' for an address without the e-mail shape", async () => {
    const user = renderWizard();
    await fill(user, 'Email address', 'ada@example');
    await next(user);
    expect(errorOf('email')).toBe('Email is invalid');
  });

  it('lists the problems in an error summary whose links lead to the fields', async () => {
    const user = renderWizard();
    await fill(user, 'First name', 'Ada');
    await next(user);
    expect(summaryLinks()).toEqual([
      'Family name is required',
      'Gender is required',
      'Email is required',
      'Country is required',
      'Mobile number is required',
    ]);
    expect(screen.getByRole('alert')).toBe(summary());
    expect(document.title).toMatch(/^Error: Step 1 of 4: Personal – /);
    await user.click(screen.getByRole('link', { name: 'Country is required' }));
    expect(screen.getByLabelText('Country')).toHaveFocus();
  });

  it('moves focus to the first field in error', async () => {
    const user = renderWizard();
    await fill(user, 'First name', 'Ada');
    await next(user);
    expect(screen.getByLabelText('Family name')).toHaveFocus();
  });

  it('ties each error to its field with aria-invalid and aria-describedby', async () => {
    const user = renderWizard();
    await next(user);
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile.getAttribute('aria-describedby')).toBe('mobile-hint mobile-error');
    expect(mobile).toHaveAccessibleDescription(/Mobile number is required/);
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const user = renderWizard();
    await next(user);
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(errorOf('firstName')).toBeNull();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(errorOf('familyName')).toBe('Family name is required');
    await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
    expect(errorOf('country')).toBeNull();
  });

  it('offers the three genders and the countries of the props, by name', () => {
    renderWizard();
    const genders = within(screen.getByLabelText('Gender'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(genders).toEqual(['Select an option', 'Male', 'Female', 'Prefer not to say']);
    const countries = within(screen.getByLabelText('Country')).getAllByRole('option') as HTMLOptionElement[];
    expect(countries.map((o) => o.value)).toEqual(['', 'France', 'Ghana', 'Japan', 'United States of America']);
  });

  it('says the e-mail address gets a confirmation with the reference, not a copy of the application', () => {
    renderWizard();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription(/confirmation with your application's reference/);
    expect(email).toHaveAccessibleDescription(/not a copy of your answers/);
    expect(email).not.toHaveAccessibleDescription(/a copy of your application/);
  });

  it('gives the fields the autocomplete tokens browsers fill in', () => {
    renderWizard();
    const tokens = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect(tokens('First name')).toBe('given-name');
    expect(tokens('Family name')).toBe('family-name');
    expect(tokens('Email address')).toBe('email');
    expect(tokens('Country')).toBe('country-name');
    expect(tokens('Mobile number')).toBe('tel');
  });
});

describe('step 2, Professional', () => {
  it('shows every message of step 2 and leaves years in academia optional', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await next(user);
    expect(errorOf('jobTitle')).toBe('Job title is required');
    expect(errorOf('jobClassification')).toBe('Job classification is required');
    expect(errorOf('highestQualification')).toBe('Highest qualification is required');
    expect(errorOf('department')).toBe('Department is required');
    expect(errorOf('institution')).toBe('Institution is required');
    expect(errorOf('yearsInAcademia')).toBeNull();
  });

  it('takes years in academia as a number of at least 0', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    const years = screen.getByLabelText('Years in academia (optional)');
    expect(years).toHaveAttribute('type', 'number');
    expect(years).toHaveAttribute('min', '0');
    await fillProfessional(user, '-2');
    await next(user);
    expect(errorOf('yearsInAcademia')).toBe('Years in academia must be a number from 0 to 100');
    expect(years).toHaveFocus();
  });
});

describe('step 3, Research', () => {
  it("shows 'Research interests are required' and nothing for the optional fields", async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fillProfessional(user);
    await next(user);
    await next(user);
    expect(errorOf('researchInterests')).toBe('Research interests are required');
    expect(errorOf('subjectClassification')).toBeNull();
    expect(errorOf('areasOfSpecialization')).toBeNull();
    expect(heading()).toHaveTextContent('Research');
  });

  it('says in the hints that list-like entries are comma separated', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fillProfessional(user);
    await next(user);
    for (const label of [
      'Research interests',
      'Subject classification (optional)',
      'Areas of specialization (optional)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/comma/);
    }
  });
});

describe('step 4, Collaboration & Membership', () => {
  it('shows every message of step 4 on Next', async () => {
    const user = renderWizard();
    await reachLastStep(user);
    await next(user);
    expect(errorOf('contactPersonName')).toBe('Contact person name is required');
    expect(errorOf('contactPersonInstitution')).toBe('Contact person institution is required');
    expect(errorOf('areasForCollaboration')).toBe('Areas for collaboration are required');
    expect(errorOf('membershipType')).toBe('Please select a membership type');
    expect(errorOf('confidentialityConsent')).toBe('You must agree to the confidentiality consent');
    expect(screen.getByLabelText("Contact person's name")).toHaveFocus();
  });

  it('offers the membership types of the props as radios in a labelled group', async () => {
    const user = renderWizard();
    await reachLastStep(user);
    const group = screen.getByRole('group', { name: 'Membership type' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['regular', 'student', 'institutional', 'corporate', 'emeritus']);
    expect(radios.map((r) => r.labels?.[0].textContent)).toEqual([
      'Regular',
      'Student',
      'Institutional',
      'Corporate',
      'Emeritus',
    ]);
  });

  it('clears the membership type and consent errors when they are chosen', async () => {
    const user = renderWizard();
    await reachLastStep(user);
    await next(user);
    await user.click(screen.getByLabelText('Emeritus'));
    await user.click(screen.getByLabelText(/I consent/));
    expect(errorOf('membershipType')).toBeNull();
    expect(errorOf('confidentialityConsent')).toBeNull();
  });
});

describe('navigation', () => {
  it('blocks Next while the step has errors', async () => {
    const user = renderWizard();
    await fill(user, 'First name', 'Ada');
    await next(user);
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
  });

  it('names the step in one piece: the space before the name is in its text, not a node of its own', () => {
    renderWizard();
    const nodes = [...heading().childNodes].map((node) => node.textContent);
    expect(nodes).toEqual(['Step 1 of 4:', ' Personal']);
  });

  it('moves on with Next once the step passes', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    expect(heading()).toHaveTextContent('Step 2 of 4: Professional');
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  });

  it('moves on when Enter is pressed in a field, as Next does', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await user.type(screen.getByLabelText('Mobile number'), '{Enter}');
    expect(heading()).toHaveTextContent('Professional');
  });

  it('shows Previous from step 2 on, and it goes back keeping the answers', async () => {
    const user = renderWizard();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await fillPersonal(user);
    await next(user);
    await fill(user, 'Job title', 'Lecturer');
    await previous(user);
    expect(heading()).toHaveTextContent('Personal');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Country')).toHaveValue('Ghana');
    await next(user);
    expect(screen.getByLabelText('Job title')).toHaveValue('Lecturer');
  });

  it('allows Previous without checking the step', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await previous(user);
    expect(heading()).toHaveTextContent('Personal');
    expect(errorOf('jobTitle')).toBeNull();
  });

  it('shows a check on completed steps, highlights the current one and leaves later ones grey', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fillProfessional(user);
    await next(user);
    const items = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal completed',
      'Professional completed',
      '3Research',
      '4Collaboration & Membership',
    ]);
    expect(items[0].querySelector('svg')).not.toBeNull();
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[3]).toHaveClass('wizard-steps__item--upcoming');
    expect(items[0]).toHaveClass('wizard-steps__item--completed');
  });

  it('scrolls to the top of the wizard and focuses the step heading on each step change', async () => {
    const user = renderWizard();
    expect(scrollIntoView).not.toHaveBeenCalled();
    await fillPersonal(user);
    await next(user);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveClass('wizard');
    expect(heading()).toHaveFocus();
    await previous(user);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(heading()).toHaveFocus();
  });

  it('does not scroll when Next is refused', async () => {
    const user = renderWizard();
    await next(user);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows Submit Application only on Check your answers, which Next on step 4 leads to', async () => {
    const user = renderWizard();
    for (const fillStep of [fillPersonal, fillProfessional, fillResearch, fillCollaboration]) {
      expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
      await fillStep(user);
      await next(user);
    }
    expect(heading()).toHaveTextContent('Check your answers');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
