// Moving focus to a field from a link to it, as GOV.UK's error summary does (its `focusTarget`):
// a fragment link would scroll the field to the top of the window, hiding its label and question,
// and would not focus it. This brings the field's label (or, for radios and checkboxes in a
// group, the group's legend) into view, then focuses the field without scrolling again.

/** The text that names the control: its group's legend for a choice, otherwise its label. */
function legendOrLabel(input: HTMLElement): HTMLElement | null {
  const fieldset = input.closest('fieldset');
  const legend = fieldset?.querySelector('legend');
  const isChoice = input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox');
  if (legend && isChoice) return legend;
  const labels = 'labels' in input ? (input.labels as NodeListOf<HTMLLabelElement> | null) : null;
  return labels?.[0] ?? legend ?? null;
}

/** Focus the control with this id, with its label in view; false when there is no such control. */
export function focusTarget(id: string): boolean {
  const input = document.getElementById(id);
  if (!input) return false;
  const named = legendOrLabel(input) ?? input;
  // Test DOMs (jsdom) have no scrolling.
  if (typeof named.scrollIntoView === 'function') named.scrollIntoView();
  input.focus({ preventScroll: true });
  return true;
}
