// The workspace's own copies of what it cannot import without weighing on the application's page
// (fields.tsx, AnswersList.tsx): the same markup as the forms kit's fields, and the application
// form's own questions, in its order.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countText as kitCountText } from '../../lib/forms/CharacterCount';
import { RadioField } from '../../lib/forms/RadioField';
import { SelectField } from '../../lib/forms/SelectField';
import { TextAreaField } from '../../lib/forms/TextAreaField';
import { FIELDS } from '../MembershipWizard/allFields';
import { STEP_FIELDS, STEPS } from '../MembershipWizard/form';
import { QUESTIONS } from './AnswersList';
import { countText, Radios, Select, TextArea } from './fields';

const OPTIONS = [
  { value: 'accepted', label: 'Accept' },
  { value: 'declined', label: 'Decline' },
];
const noop = () => {};

describe("the workspace's fields are the forms kit's", () => {
  it.each([
    ['without a value, hint or error', { value: '', error: undefined, hint: undefined }],
    ['with a value, hint and error', { value: 'declined', error: 'Choose one', hint: 'A hint' }],
  ])('a drop-down list %s', (_, state) => {
    const props = { id: 'status', label: 'Status', onChange: noop, options: OPTIONS, placeholder: 'Any', ...state };
    expect(renderToStaticMarkup(<Select {...props} />)).toBe(renderToStaticMarkup(<SelectField {...props} />));
  });

  it.each([
    ['without a value, hint or error', { value: '', error: undefined, hint: undefined }],
    ['with a value, hint and error', { value: 'declined', error: 'Choose one', hint: 'A hint' }],
  ])('radios %s', (_, state) => {
    const props = { id: 'decision', label: 'Decision', onChange: noop, options: OPTIONS, ...state };
    expect(renderToStaticMarkup(<Radios {...props} />)).toBe(renderToStaticMarkup(<RadioField {...props} />));
  });

  it.each([
    ['empty', { value: '', error: undefined, hint: 'Sent with the decision.' }],
    ['over its limit, with an error', { value: 'x'.repeat(12), error: 'Too long', hint: undefined }],
  ])('a text area with its character count, %s', (_, state) => {
    const props = { id: 'note', label: 'Note', onChange: noop, limit: 10, ...state };
    expect(renderToStaticMarkup(<TextArea {...props} />)).toBe(renderToStaticMarkup(<TextAreaField {...props} />));
  });

  it.each([
    [0, 2000],
    [1999, 2000],
    [5912, 5000],
  ])('the count of %i characters of %i is worded as the kit words it', (count, limit) => {
    expect(countText(count, limit)).toBe(kitCountText(count, limit));
  });
});

describe("the application's questions", () => {
  it("are the application form's fields, in the order of its steps", () => {
    expect(Object.keys(QUESTIONS)).toEqual(STEPS.flatMap((step) => STEP_FIELDS[step]));
  });

  it('are worded as the form labels them, without "(optional)"', () => {
    for (const [field, question] of Object.entries(QUESTIONS)) {
      if (field === 'confidentialityConsent') continue; // The form's label is the whole consent.
      expect(question).toBe(FIELDS[field as keyof typeof FIELDS].label.replace(/ \(optional\)$/, ''));
    }
  });
});
