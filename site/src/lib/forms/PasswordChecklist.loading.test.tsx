// The list of common passwords arrives after the page: it is asked for once a password is typed,
// and until it is there the checklist says that requirement is being checked, and the form leaves
// it to the service. A list that cannot load leaves it to the service for good, and says so.
// (In its own file: the list, once loaded, stays loaded for the page.)

import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { byId } from '../testing/dom';

const LABEL = 'Not one of the 5,000 most common passwords';
const LIST = '../../../../contract/common-passwords.txt?raw';

/** What the checklist says of the common-password requirement. */
const said = () =>
  within(byId('checklist'))
    .getByText(LABEL)
    .closest('li')
    ?.textContent?.slice(LABEL.length + 1);

/** Fresh modules: nothing of the list loaded or asked for yet. */
async function freshChecklist() {
  vi.resetModules();
  const { PasswordChecklist } = await import('./PasswordChecklist');
  const { newPasswordError } = await import('../passwordRules');
  const { commonPasswordsSnapshot } = await import('../commonPasswords');
  // The fresh modules' catalogs, which the setup file's English did not reach.
  await (await import('../messages/catalog')).loadLanguage('en');
  return { PasswordChecklist, newPasswordError, listState: commonPasswordsSnapshot };
}

describe('before the list of common passwords has loaded', () => {
  it('nothing typed: nothing is asked for, and the requirement is not met', async () => {
    const { PasswordChecklist, listState } = await freshChecklist();
    render(<PasswordChecklist id="checklist" password="" />);
    expect(said()).toBe('not met');
    expect(listState()).toBe('idle');
  });

  it('Password1 is being checked, left to the service, then not met and refused once the list is there', async () => {
    const { PasswordChecklist, newPasswordError, listState } = await freshChecklist();
    render(<PasswordChecklist id="checklist" password="Password1" />);
    expect(listState()).toBe('loading');
    expect(said()).toBe('being checked');
    expect(screen.getByText(LABEL).closest('li')?.className).toBe('is-checking');
    expect(newPasswordError('Password1')).toBeNull();
    await waitFor(() => expect(said()).toBe('not met'));
    expect(newPasswordError('Password1')).toBe('Please choose a stronger password');
  });
});

describe('a list that cannot load (offline, say)', () => {
  it('says the service will check it when the form is sent, and lets the form send it', async () => {
    vi.doMock(LIST, () => {
      throw new Error('offline');
    });
    const { PasswordChecklist, newPasswordError } = await freshChecklist();
    render(<PasswordChecklist id="checklist" password="Password1" />);
    await waitFor(() => expect(said()).toBe('to be checked when you send the form'));
    expect(newPasswordError('Password1')).toBeNull();
    vi.doUnmock(LIST);
  });
});
