// "Check your answers" (GOV.UK's pattern), after the last step of questions: every answer in a
// summary list per step, each with a Change link that opens its step with focus on the field, whose
// button then saves and returns here; Submit Application is here; the step is ?step=5.

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../lib/testing/dom';
import {
  fill,
  heading,
  next,
  PAGE,
  PAGE_TITLE,
  PERSONAL,
  PROFESSIONAL,
  previous,
  reachCheck,
  renderWizard,
  storeDraft,
  submitButton,
} from './testing';

const address = () => `${window.location.pathname}${window.location.search}`;
const returnButton = () => screen.getByRole('button', { name: 'Save and return to check your answers' });

/** The rows of the summary list under the step heading `name`, as "name: answer". */
function rowsOf(name: string): string[] {
  const list = screen.getByRole('heading', { name, level: 4 }).nextElementSibling as HTMLElement;
  return [...list.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

/** Every answer, as the steps' fill helpers give them (years in academia 12). */
const EVERY_ANSWER = { ...PERSONAL, ...PROFESSIONAL, yearsInAcademia: '12' };

describe('Check your answers', () => {
  it('follows step 4: its heading takes focus, the title and the address name it, every step is completed', async () => {
    const user = renderWizard();
    await reachCheck(user);
    expect(heading()).toHaveTextContent(/^Check your answers$/);
    expect(heading()).toHaveFocus();
    expect(document.title).toBe(`Check your answers – ${PAGE_TITLE}`);
    expect(address()).toBe(`${PAGE}?step=5`);
    const items = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal completed',
      'Professional completed',
      'Research completed',
      'Collaboration & Membership completed',
    ]);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows every answer, in a summary list for each step, a choice by its label, an empty one as Not given', async () => {
    const user = renderWizard();
    await reachCheck(user, '12');
    expect(rowsOf('Personal')).toEqual([
      'First name: Ada',
      'Family name: Lovelace',
      'Gender: Female',
      'Email address: ada@example.org',
      'Country: Ghana',
      'Mobile number: +233 20 123 4567',
    ]);
    expect(rowsOf('Professional')).toEqual([
      'Job title: Senior Lecturer',
      'Job classification: Academic',
      'Highest qualification: PhD in Computer Science',
      'Department: Informatics',
      'Institution: University of Ghana',
      'Years in academia: 12',
    ]);
    expect(rowsOf('Research')).toEqual([
      'Research interests: machine learning, computer vision',
      'Subject classification: Not given',
      'Areas of specialization: Not given',
    ]);
    expect(rowsOf('Collaboration & Membership')).toEqual([
      "Contact person's name: Grace Hopper",
      "Contact person's institution: Yale University",
      'Areas for collaboration: joint research, teaching',
      'Membership type: Student',
      'Confidentiality consent: Given',
    ]);
  });

  it('gives each answer a Change link whose hidden text names the answer', async () => {
    const user = renderWizard();
    await reachCheck(user);
    const changes = screen.getAllByRole('link', { name: /^Change / });
    expect(changes).toHaveLength(20);
    const mobile = screen.getByRole('link', { name: 'Change mobile number' });
    expect(mobile.textContent).toBe('Change mobile number');
    expect(within(mobile).getByText('mobile number')).toHaveClass('visually-hidden');
    expect(screen.getByRole('link', { name: "Change contact person's name" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change years in academia' })).toBeTruthy();
  });

  it('Change opens the step with focus on its field, and its button returns to Check your answers', async () => {
    const user = renderWizard();
    await reachCheck(user);
    await user.click(screen.getByRole('link', { name: 'Change job title' }));
    expect(heading()).toHaveTextContent('Step 2 of 4: Professional');
    expect(screen.getByLabelText('Job title')).toHaveFocus();
    expect(address()).toBe(`${PAGE}?step=2`);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await fill(user, 'Job title', 'Reader');
    await user.click(returnButton());
    expect(heading()).toHaveTextContent('Check your answers');
    expect(heading()).toHaveFocus();
    expect(rowsOf('Professional')[0]).toBe('Job title: Reader');
    // Then the steps are walked as before: Previous, then Next, leads on to step 4.
    await previous(user);
    await previous(user);
    expect(heading()).toHaveTextContent('Step 3 of 4');
    await next(user);
    expect(heading()).toHaveTextContent('Step 4 of 4');
  });

  it('is a history entry: Back from a Change returns to it', async () => {
    const user = renderWizard();
    await reachCheck(user);
    await user.click(screen.getByRole('link', { name: 'Change country' }));
    expect(address()).toBe(PAGE);
    await act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent('Check your answers'));
    expect(address()).toBe(`${PAGE}?step=5`);
  });

  it('checks every step before returning: an answer emptied on another step holds the applicant there', async () => {
    const user = renderWizard();
    await reachCheck(user);
    await user.click(screen.getByRole('link', { name: 'Change job title' }));
    await previous(user);
    await fill(user, 'First name', '');
    await user.click(returnButton());
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(errorOf('firstName')).toBe('First name is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('goes back to step 4 with Previous', async () => {
    const user = renderWizard();
    await reachCheck(user);
    await previous(user);
    expect(heading()).toHaveTextContent('Step 4 of 4: Collaboration & Membership');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('opens on a reload of ?step=5 when every step is answered, else at the first step that is not', async () => {
    const complete = {
      ...EVERY_ANSWER,
      researchInterests: 'logic',
      contactPersonName: 'Grace Hopper',
      contactPersonInstitution: 'Yale University',
      areasForCollaboration: 'teaching',
      membershipType: 'regular',
      confidentialityConsent: true,
    };
    storeDraft(5, complete);
    window.history.replaceState(null, '', `${PAGE}?step=5`);
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Check your answers'));
    // The list is drawn once the later part of the island has arrived.
    await waitFor(() => expect(rowsOf('Collaboration & Membership')[3]).toBe('Membership type: Regular'));
    expect(submitButton()).toBeEnabled();
  });

  it('is not reached from the address while a step is unanswered', async () => {
    storeDraft(5, { ...PERSONAL, ...PROFESSIONAL });
    window.history.replaceState(null, '', `${PAGE}?step=5`);
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 4: Research'));
    expect(address()).toBe(`${PAGE}?step=3`);
  });
});
