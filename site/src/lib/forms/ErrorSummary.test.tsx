// The error summary, GOV.UK's way: after a failed submit it can take focus, and each of its links
// moves focus to its field with the field's label (or the group's legend) scrolled into view.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { present } from '../testing/dom';
import { ErrorSummary } from './ErrorSummary';
import { RadioField } from './RadioField';
import { TextField } from './TextField';

const scrolled = vi.fn();

/** The summary: the box around its heading. */
const summary = () => present(screen.getByRole('heading', { name: 'There is a problem' }).parentElement);

beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled(this);
  };
});
afterEach(cleanup);

const ERRORS = { email: 'Enter your email address', membershipType: 'Select a membership type' };
const ORDER = ['email', 'membershipType'] as const;

/** A form with a text field and a group of radios, and a button that "submits" it with errors. */
function Form() {
  const [focusRequest, setFocusRequest] = useState<object | null>(null);
  const [errors, setErrors] = useState({});
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(ERRORS);
        setFocusRequest({});
      }}
    >
      <ErrorSummary errors={errors} order={ORDER} focusRequest={focusRequest} />
      <TextField id="email" label="Email" value="" onChange={() => {}} />
      <RadioField
        id="membershipType"
        label="Membership type"
        value=""
        onChange={() => {}}
        options={[
          { value: 'regular', label: 'Regular' },
          { value: 'student', label: 'Student' },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the error summary', () => {
  it('is not there without errors', () => {
    render(<Form />);
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('takes focus when a submit finds errors, and lists them in the order of the fields', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([ERRORS.email, ERRORS.membershipType]);
  });

  it('takes focus again after another failed submit', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(summary()).toHaveFocus();
  });

  it('moves focus to the field from its link, with the label scrolled into view', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const link = screen.getByRole('link', { name: ERRORS.email });
    expect(link).toHaveAttribute('href', '#email');
    await user.click(link);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(screen.getByText('Email', { selector: 'label' }));
    // The link's own navigation is prevented: the address keeps no fragment.
    expect(window.location.hash).toBe('');
  });

  it('brings a group of radios into view by its legend and focuses the first radio', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('link', { name: ERRORS.membershipType }));
    expect(screen.getByLabelText('Regular')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(screen.getByText('Membership type', { selector: 'legend' }));
  });

  it('lets a form of several steps follow a link itself, to a field not on screen', async () => {
    const user = userEvent.setup();
    const follow = vi.fn();
    render(
      <ErrorSummary errors={{ mobile: 'Please enter a valid mobile number' }} order={['mobile']} onFollow={follow} />,
    );
    await user.click(screen.getByRole('link', { name: 'Please enter a valid mobile number' }));
    expect(follow).toHaveBeenCalledWith('mobile');
    expect(window.location.hash).toBe('');
  });

  it('is an alert when the form asks, with a sentence under its title', () => {
    render(
      <ErrorSummary
        errors={{ mobile: 'Please enter a valid mobile number' }}
        order={['mobile']}
        alert
        description="Your application has not been sent."
      />,
    );
    expect(screen.getByRole('alert')).toBe(summary());
    expect(summary().textContent).toBe(
      'There is a problemYour application has not been sent.Please enter a valid mobile number',
    );
  });

  it('is not an alert otherwise', () => {
    render(<ErrorSummary errors={{ mobile: 'Please enter a valid mobile number' }} order={['mobile']} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not link an error of a field the form does not list', () => {
    render(<ErrorSummary errors={{ token: 'The link has expired' }} order={[]} />);
    expect(screen.getByText('The link has expired')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
