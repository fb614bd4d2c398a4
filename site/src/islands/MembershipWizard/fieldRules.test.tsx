// Every rule the service applies, at the step of its field (issue 23, part 3): a mobile number
// without the shape of one or research interests over the limit are refused on Next with the
// service's words, and a text area counts its characters against the service's limit. Each rule
// against every boundary: rules.test.ts, on the table the service's tests read too.

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS } from '../../lib/forms/CharacterCount';
import { errorOf } from '../../lib/testing/dom';
import { MembershipWizard } from './MembershipWizard';
import { COUNTRIES, fill, fillPersonal, fillProfessional, heading, next, renderWizard, TYPES } from './testing';

async function reachResearch() {
  const user = renderWizard();
  await fillPersonal(user);
  await next(user);
  await fillProfessional(user);
  await next(user);
  return user;
}

const TEXT_AREAS = ['researchInterests', 'subjectClassification', 'areasOfSpecialization'];
const count = (id: string) => document.getElementById(`${id}-count`);
/** The polite live region that announces a text area's count. */
const announcer = (id: string) =>
  document.getElementById(id)?.closest('.field')?.querySelector('[aria-live="polite"]') as HTMLElement;

describe("the service's rules, at the step of each field", () => {
  it("refuses 'abc' as a mobile number on Next, on step 1, with the service's message", async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await fill(user, 'Mobile number', 'abc');
    await next(user);
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(errorOf('mobile')).toBe('Please enter a valid mobile number');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('refuses a first name longer than the service takes, on step 1', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await fill(user, 'First name', 'A'.repeat(201));
    await next(user);
    expect(errorOf('firstName')).toBe('Please use at most 200 characters');
  });

  it('refuses 6,000 characters of research interests on Next, on step 3', async () => {
    const user = await reachResearch();
    await fill(user, 'Research interests', 'a'.repeat(6000));
    await next(user);
    expect(heading()).toHaveTextContent('Step 3 of 4: Research');
    expect(errorOf('researchInterests')).toBe('Please use at most 2,000 characters');
    // The count under the field writes the limit the same way.
    expect(screen.getByText('6,000 of 2,000 characters (4,000 too many)')).toBeInTheDocument();
  });

  it('refuses an optional text area over the limit, and takes it empty', async () => {
    const user = await reachResearch();
    await fill(user, 'Research interests', 'machine learning');
    await fill(user, 'Areas of specialization (optional)', 'b'.repeat(2001));
    await next(user);
    expect(errorOf('areasOfSpecialization')).toBe('Please use at most 2,000 characters');
    expect(errorOf('subjectClassification')).toBeNull();
  });
});

describe('the character count of a text area', () => {
  it('shows the count and the limit under every text area, as part of its description', async () => {
    await reachResearch();
    for (const id of TEXT_AREAS) {
      expect(count(id)).toHaveTextContent('0 of 2,000 characters');
      expect(document.getElementById(id)?.getAttribute('aria-describedby')).toBe(`${id}-hint ${id}-count`);
      expect(document.getElementById(id)).toHaveAccessibleDescription(/0 of 2,000 characters$/);
    }
  });

  it('counts as the service does: characters once trimmed, an emoji as one', async () => {
    const user = await reachResearch();
    await fill(user, 'Research interests', '  😀 AI 😀\n');
    expect(count('researchInterests')).toHaveTextContent('6 of 2,000 characters');
  });

  it('says in words how many characters are too many, and is then described with the error', async () => {
    const user = await reachResearch();
    await fill(user, 'Research interests', 'a'.repeat(5912));
    expect(count('researchInterests')).toHaveTextContent('5,912 of 2,000 characters (3,912 too many)');
    expect(count('researchInterests')).toHaveClass('character-count--over');
    await next(user);
    expect(screen.getByLabelText('Research interests').getAttribute('aria-describedby')).toBe(
      'researchInterests-hint researchInterests-count researchInterests-error',
    );
  });

  it('announces the count politely only near or over the limit, once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await reachResearch();
    const region = announcer('researchInterests');
    expect(region).toBeEmptyDOMElement();
    await fill(user, 'Research interests', 'a'.repeat(1000));
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(region).toBeEmptyDOMElement();
    await fill(user, 'Research interests', 'a'.repeat(1850));
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(region).toHaveTextContent('1,850 of 2,000 characters');
    await fill(user, 'Research interests', 'a'.repeat(2001));
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(region).toHaveTextContent('2,001 of 2,000 characters (1 too many)');
    expect(announcer('researchInterests')).toBe(region);
  });

  it('is not shown when the page did not give the limits', () => {
    render(<MembershipWizard countries={COUNTRIES} membershipTypes={TYPES} />);
    expect(document.querySelector('.character-count')).toBeNull();
  });
});
