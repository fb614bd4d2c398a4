// Each step is an entry of the browser's history (issue 23, part 7): the step is in the address,
// Back and Forward move between steps, and a reload keeps the step.

import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../lib/testing/dom';
import {
  fill,
  fillPersonal,
  fillProfessional,
  heading,
  next,
  PAGE,
  PERSONAL,
  PROFESSIONAL,
  previous,
  renderWizard,
  storeDraft,
} from './testing';

const address = () => `${window.location.pathname}${window.location.search}`;
const back = () => act(() => window.history.back());
const forward = () => act(() => window.history.forward());

describe('each step is an entry of the browser history', () => {
  it('puts the step in the address, a new entry for each move with Next or Previous', async () => {
    const user = renderWizard();
    const entries = window.history.length;
    expect(address()).toBe(PAGE);
    await fillPersonal(user);
    await next(user);
    expect(address()).toBe(`${PAGE}?step=2`);
    await previous(user);
    expect(address()).toBe(PAGE);
    expect(window.history.length).toBe(entries + 2);
  });

  it("goes back a step with the browser's Back, and on again with Forward, keeping the answers", async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fillProfessional(user);
    await next(user);
    expect(heading()).toHaveTextContent('Step 3 of 4: Research');
    await back();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 4: Professional'));
    expect(heading()).toHaveFocus();
    expect(screen.getByLabelText('Job title')).toHaveValue('Senior Lecturer');
    await back();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 4: Personal'));
    expect(screen.getByLabelText('Mobile number')).toHaveValue(PERSONAL.mobile);
    await forward();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 4: Professional'));
    await forward();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 4: Research'));
  });

  it("leaves a step's errors behind: Back from a refused step shows the step before without them", async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await next(user);
    expect(errorOf(screen.getByLabelText('Job title'))).toBeTruthy();
    expect(document.title).toMatch(/^Error: /);
    await back();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 4: Personal'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(document.title).not.toMatch(/^Error: /);
    await next(user);
    expect(heading()).toHaveTextContent('Step 2 of 4: Professional');
    expect(errorOf(await screen.findByLabelText('Job title'))).toBeNull();
  });

  it('keeps the step and the answers on a reload', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fill(user, 'Job title', 'Lecturer');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 4: Professional'));
    expect(address()).toBe(`${PAGE}?step=2`);
    expect(await screen.findByLabelText('Job title')).toHaveValue('Lecturer');
  });

  it('opens the step the address names when the steps before it are answered', async () => {
    storeDraft(2, { ...PERSONAL, ...PROFESSIONAL });
    window.history.replaceState(null, '', `${PAGE}?step=3`);
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 4: Research'));
    expect(address()).toBe(`${PAGE}?step=3`);
  });

  it('holds the applicant at the first step not answered, and says so in the address', async () => {
    storeDraft(2, { ...PERSONAL, jobTitle: 'Lecturer' });
    window.history.replaceState(null, '', `${PAGE}?step=3`);
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 4: Professional'));
    expect(address()).toBe(`${PAGE}?step=2`);
  });

  it('starts at step 1, and says so in the address, when nothing is answered yet', async () => {
    window.history.replaceState(null, '', `${PAGE}?step=3`);
    renderWizard();
    await waitFor(() => expect(address()).toBe(PAGE));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
  });

  it('holds Forward at a step that no longer passes its rules, with its errors', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await back();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 4: Personal'));
    await fill(user, 'Mobile number', 'abc');
    await forward();
    await waitFor(() => expect(errorOf('mobile')).toBe('Please enter a valid mobile number'));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(address()).toBe(PAGE);
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });
});
