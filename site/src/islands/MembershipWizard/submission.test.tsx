// Submitting the application from "Check your answers": the request, the busy state, the success
// dialog, and failures that are explained to the applicant with every answer kept (the spec's
// silent failure is not kept), the fields the service refused listed in the error summary there.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import { goTo } from '../../lib/paths';
import { errorOf } from '../../lib/testing/dom';
import { answers, held } from '../../lib/testing/service';
import { EMPTY_APPLICATION } from './form';
import { toPayload } from './payload';
import {
  ACCEPTED,
  AWAITING,
  AWAITING_TEXT,
  answerApplication,
  completeAndSubmit,
  heading,
  next,
  PERSONAL,
  reachLastStep,
  renderWizard,
  scrollIntoView,
  submitButton,
  summary,
  summaryLinks,
} from './testing';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

describe('the request', () => {
  it('sends every field as a string, yearsInAcademia as a number and the consent as a boolean', async () => {
    const sent = answerApplication(ACCEPTED);
    await completeAndSubmit('12');
    await screen.findByRole('dialog');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/users/submit-form');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toEqual({
      ...PERSONAL,
      jobTitle: 'Senior Lecturer',
      jobClassification: 'Academic',
      highestQualification: 'PhD in Computer Science',
      department: 'Informatics',
      institution: 'University of Ghana',
      yearsInAcademia: 12,
      researchInterests: 'machine learning, computer vision',
      subjectClassification: '',
      areasOfSpecialization: '',
      contactPersonInstitution: 'Yale University',
      contactPersonName: 'Grace Hopper',
      areasForCollaboration: 'joint research, teaching',
      confidentialityConsent: true,
      membershipType: 'student',
    });
  });

  it('leaves yearsInAcademia out when it is empty', () => {
    expect(toPayload(EMPTY_APPLICATION)).not.toHaveProperty('yearsInAcademia');
    expect(toPayload({ ...EMPTY_APPLICATION, yearsInAcademia: ' 0 ' })).toHaveProperty('yearsInAcademia', 0);
  });

  it('sends nothing while step 4 has errors: Next stays there, and Submit is not on it', async () => {
    const sent = answerApplication(ACCEPTED);
    const user = renderWizard();
    await reachLastStep(user);
    await next(user);
    expect(heading()).toHaveTextContent('Step 4 of 4');
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
    expect(sent).toHaveLength(0);
  });
});

describe('while submitting', () => {
  it("reads 'Submitting...' and is disabled until the service answers", async () => {
    const { sent, answer } = held('POST /users/submit-form');
    const user = await completeAndSubmit();
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.submit(submitButton());
    await user.click(screen.getByRole('link', { name: 'Change mobile number' }));
    expect(heading()).toHaveTextContent('Check your answers');
    expect(sent).toHaveLength(1);
    answer(ACCEPTED);
    await screen.findByRole('dialog');
  });
});

describe('on success', () => {
  it("opens the 'Application Submitted!' dialog with the spec's exact text", async () => {
    answerApplication(ACCEPTED);
    await completeAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Application Submitted!' });
    expect(
      within(dialog).getByText(
        'Thank you for your application. We will review your information and get back to you soon.',
      ),
    ).toBeVisible();
    // Then the reference (see below), which every accepted application has.
    expect(dialog).toHaveAccessibleDescription(
      /^Thank you for your application\. We will review your information and get back to you soon\. Your reference/,
    );
    expect(within(dialog).getByRole('button', { name: 'Return to Homepage' })).toHaveFocus();
  });

  it('goes to the home page with Return to Homepage', async () => {
    answerApplication(ACCEPTED);
    const user = await completeAndSubmit();
    await user.click(await screen.findByRole('button', { name: 'Return to Homepage' }));
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('keeps focus inside the dialog on Tab', async () => {
    answerApplication(ACCEPTED);
    const user = await completeAndSubmit();
    const button = await screen.findByRole('button', { name: 'Return to Homepage' });
    await user.tab();
    expect(button).toHaveFocus();
  });

  it('shows the readable reference in the dialog, which describes the dialog too', async () => {
    answerApplication(ACCEPTED);
    await completeAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Application Submitted!' });
    expect(within(dialog).getByText('IAAII-2026-00042')).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      'Thank you for your application. We will review your information and get back to you soon. ' +
        'Your reference is IAAII-2026-00042. It is also in the e-mail we have sent you.',
    );
    expect(screen.queryByText(/f3a9c1/)).toBeNull();
  });

  it('closes the dialog on Escape and moves focus to the confirmation, with the reference', async () => {
    answerApplication(ACCEPTED);
    const user = await completeAndSubmit();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Application submitted' })).toHaveFocus();
    expect(screen.getByText('IAAII-2026-00042')).toBeVisible();
  });

  it('tells an applicant whose address is not confirmed yet to follow the mailed link, not that it is submitted', async () => {
    answerApplication(AWAITING);
    const user = await completeAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(within(dialog).queryByText('Application Submitted!')).toBeNull();
    expect(dialog.querySelector('.wizard-dialog__icon--mail')).not.toBeNull();
    expect(dialog).toHaveAccessibleDescription(AWAITING_TEXT);
    expect(within(dialog).queryByText(/Your reference/)).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(screen.getByText(AWAITING_TEXT)).toBeVisible();
  });

  it('says no reference for an answer without one, outside the contract (its internal id is not one)', async () => {
    // An accepted answer carries `reference`: only an answer that breaks the contract on
    // purpose can leave it out.
    answerApplication(({ response }) => response.untyped(HttpResponse.json({ message: 'ok', id: 'f3a9c1' })));
    await completeAndSubmit();
    await screen.findByRole('dialog');
    expect(screen.queryByText(/Your reference is/)).toBeNull();
  });

  it('opens the dialog with showModal where the browser has it', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    try {
      answerApplication(ACCEPTED);
      await completeAndSubmit();
      await screen.findByRole('dialog');
      expect(showModal).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    }
  });
});

describe('on failure', () => {
  it("shows the service's message and keeps every answer", async () => {
    answerApplication(({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait 5 minutes and try again.' }),
    );
    const user = await completeAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your application has not been sent. Too many attempts. Please wait 5 minutes and try again.',
    );
    expect(alert).toHaveFocus();
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
    expect(heading()).toHaveTextContent('Check your answers');
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText("Contact person's name")).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Student')).toBeChecked();
    expect(screen.getByLabelText(/I consent/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Country')).toHaveValue('Ghana');
  });

  it('explains a network failure in words a person understands', async () => {
    answerApplication('network');
    await completeAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
    expect(screen.getByText('joint research, teaching')).toBeVisible();
  });

  /** The service refuses the mobile number (step 1) and the research interests (step 3). */
  const REFUSED = {
    code: 'invalid_fields' as const,
    message: 'Please correct the highlighted fields.',
    errors: { mobile: 'This number cannot receive messages', researchInterests: 'Please describe them in English' },
  };

  it('lists every field the service refused in the error summary on Check your answers, which takes focus', async () => {
    answerApplication(({ response }) => response(400).json(REFUSED));
    await completeAndSubmit();
    await screen.findByRole('alert');
    expect(heading()).toHaveTextContent('Check your answers');
    expect(summaryLinks()).toEqual([
      'This number cannot receive messages (Step 1 of 4: Personal)',
      'Please describe them in English (Step 3 of 4: Research)',
    ]);
    expect(summary()).toHaveFocus();
    expect(screen.getByRole('alert')).toBe(summary());
    expect(summary()).toHaveTextContent(
      'There is a problemYour application has not been sent. Please correct the highlighted fields.',
    );
    expect(document.title).toMatch(/^Error: Check your answers – /);
  });

  it("follows a summary link to the field's step and focuses the field, keeping the other refused fields listed", async () => {
    answerApplication(({ response }) => response(400).json(REFUSED));
    const user = await completeAndSubmit();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: /^Please describe them in English/ }));
    expect(heading()).toHaveTextContent('Step 3 of 4: Research');
    expect(screen.getByLabelText('Research interests')).toHaveFocus();
    expect(errorOf('researchInterests')).toBe('Please describe them in English');
    expect(summaryLinks()).toEqual([
      'This number cannot receive messages (Step 1 of 4: Personal)',
      'Please describe them in English',
    ]);
    await user.click(screen.getByRole('link', { name: /^This number cannot receive messages/ }));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(errorOf('mobile')).toBe('This number cannot receive messages');
  });

  it('holds each refused answer until it is edited, then returns to Check your answers to send it again', async () => {
    const sent = answers('POST /users/submit-form', ({ response }) => response(400).json(REFUSED), ACCEPTED);
    const user = await completeAndSubmit();
    await screen.findByRole('alert');
    await user.click(submitButton());
    expect(sent).toHaveLength(1);
    expect(summary()).toHaveFocus();
    await user.click(screen.getByRole('link', { name: /^This number cannot receive messages/ }));
    const back = () => user.click(screen.getByRole('button', { name: 'Save and return to check your answers' }));
    await back();
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(summaryLinks()).toEqual([
      'This number cannot receive messages',
      'Please describe them in English (Step 3 of 4: Research)',
    ]);
    expect(summary()).toHaveFocus();
    await user.type(screen.getByLabelText('Mobile number'), '1');
    await back();
    // Still held: the research interests, on another step, which the summary links to.
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(summaryLinks()).toEqual(['Please describe them in English (Step 3 of 4: Research)']);
    expect(summary()).toHaveFocus();
    await user.click(screen.getByRole('link', { name: /^Please describe them in English/ }));
    await user.type(screen.getByLabelText('Research interests'), ' and more');
    await back();
    expect(heading()).toHaveTextContent('Check your answers');
    expect(screen.getByText('+233 20 123 45671')).toBeVisible();
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(sent).toHaveLength(2);
  });

  it('links a refused answer of step 4 to its field there', async () => {
    answerApplication(({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { membershipType: 'Please select a membership type' },
      }),
    );
    const user = await completeAndSubmit();
    await screen.findByRole('alert');
    expect(summaryLinks()).toEqual(['Please select a membership type (Step 4 of 4: Collaboration & Membership)']);
    await user.click(screen.getByRole('link', { name: /^Please select a membership type/ }));
    expect(heading()).toHaveTextContent('Collaboration & Membership');
    expect(errorOf('membershipType')).toBe('Please select a membership type');
    await waitFor(() => expect(screen.getByLabelText('Regular')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
  });
});
