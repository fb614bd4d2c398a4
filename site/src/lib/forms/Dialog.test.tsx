// The kit's modal dialog: open as it mounts, focus where the caller says, Escape asks the caller to
// close it, and Tab stays on the one control given where the browser has no showModal (as here, jsdom).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Example({ onClose }: { onClose: () => void }) {
  const second = useRef<HTMLButtonElement>(null);
  return (
    <Dialog className="example" labelledBy="title" describedBy="text" onClose={onClose} initialFocus={second}>
      <h2 id="title">Saved</h2>
      <p id="text">Your answers are saved.</p>
      <button type="button" ref={second}>
        Second
      </button>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens named and described, with focus on the control the caller gave', () => {
    render(<Example onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Your answers are saved.');
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('keeps Tab on its control and asks the caller to close it on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Example onClose={onClose} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
