// What the page says about the wizard beyond the form (issue 23, part 15): the title names the
// step, with "Error: " first while errors are shown, and the notices arrive in a status region
// already on the page, so screen readers announce them.

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA_SESSION, storeAda } from '../../lib/testing/account';
import { later, service } from '../../lib/testing/service';
import {
  ACCEPTED,
  answerApplication,
  completeAndSubmit,
  fill,
  fillPersonal,
  next,
  PAGE_TITLE,
  PERSONAL,
  renderWizard,
  storeDraft,
} from './testing';

describe('the page title', () => {
  it('names the step on screen before the page title', async () => {
    const user = renderWizard();
    expect(document.title).toBe(`Step 1 of 4: Personal – ${PAGE_TITLE}`);
    await fillPersonal(user);
    await next(user);
    expect(document.title).toBe(`Step 2 of 4: Professional – ${PAGE_TITLE}`);
  });

  it("starts with 'Error: ' while the page shows errors, and no longer once they are put right", async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await fill(user, 'Mobile number', 'abc');
    await next(user);
    expect(document.title).toBe(`Error: Step 1 of 4: Personal – ${PAGE_TITLE}`);
    await fill(user, 'Mobile number', PERSONAL.mobile);
    expect(document.title).toBe(`Step 1 of 4: Personal – ${PAGE_TITLE}`);
  });

  it("starts with 'Error: ' when the application could not be sent", async () => {
    answerApplication(({ response }) =>
      response(500).json({ code: 'server_fault', message: 'Something went wrong on our side.' }),
    );
    await completeAndSubmit();
    await screen.findByRole('alert');
    expect(document.title).toBe(`Error: Check your answers – ${PAGE_TITLE}`);
  });

  it('says the application is submitted once it is', async () => {
    answerApplication(ACCEPTED);
    await completeAndSubmit();
    await screen.findByRole('dialog');
    expect(document.title).toBe(`Application submitted – ${PAGE_TITLE}`);
  });
});

describe('the notices', () => {
  it('arrive in a status region that was on the page, empty, before them', async () => {
    const me = later<'GET /users/me'>();
    storeAda();
    service({ 'GET /users/me': me.answer });
    renderWizard();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await act(async () => me.release(ADA_SESSION));
    await waitFor(() => expect(region).toHaveTextContent('We have filled in your first name'));
    expect(screen.getByRole('status')).toBe(region);
  });

  it("say 'We have restored...' in that region, and leave it empty again on the next step", async () => {
    storeDraft(1, PERSONAL);
    const user = renderWizard();
    const region = screen.getByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('We have restored the answers you entered earlier.'));
    await next(user);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toBeEmptyDOMElement();
  });
});
