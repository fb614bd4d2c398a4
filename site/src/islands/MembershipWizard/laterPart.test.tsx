// The steps after the first come in a part of the island fetched once the applicant moves into the
// form (useLaterPart.ts). Should it not arrive, the step says so, keeps the answers and offers to
// try again; a second attempt that succeeds shows the step.

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fillPersonal, heading, next, previous, renderWizard } from './testing';

// The first import of the later part fails as a lost connection would; later ones succeed.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./later', async (importOriginal) => {
  attempts.count += 1;
  if (attempts.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the later steps, fetched once the applicant starts', () => {
  it('says a step could not be loaded, keeps the answers, and shows it once a new attempt succeeds', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    expect(heading()).toHaveTextContent('Step 2 of 4: Professional');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the form could not be loaded. Please check your connection and try again. Your answers are kept.',
    );
    // Nothing to send from a step that is not there: only the way back.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await previous(user);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Job title')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts.count).toBe(2);
  });
});
