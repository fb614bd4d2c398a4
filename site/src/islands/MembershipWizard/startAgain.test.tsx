// 'Start again' when its dialog cannot be fetched (the connection lost): the browser's own confirm
// asks instead, and only a yes deletes the answers. (The dialog itself: serviceDraft.test.tsx.)

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { service } from '../../lib/testing/service';
import { fill, renderWizard } from './testing';

vi.mock('./StartAgainDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Start again, without its dialog', () => {
  it("asks with the browser's confirm: No keeps the answers, Yes deletes them", async () => {
    service({});
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = renderWizard();
    await fill(user, 'First name', 'Ada');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Start again? This deletes every answer you have given.'));
    expect(value('First name')).toBe('Ada');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(value('First name')).toBe(''));
  });
});
