// Test helpers for looking things up in the page: each fails the test with what was missing,
// rather than a TypeError further on.

/** `value`, which the test expects to be there. */
export function present<T>(value: T | null | undefined, what = 'the expected element'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** The element with this id. */
export const byId = (id: string): HTMLElement => present(document.getElementById(id), `#${id}`);

/** The first element under `root` that matches `selector`. */
export function one<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  return present(root.querySelector<E>(selector), selector);
}

/**
 * The error message of a field, without the visually hidden "Error: " prefix; null without one.
 * Given the control, the message it names in aria-describedby (so the test also checks the tie);
 * given a field's id, the message with the id `<id>-error` (a group of radios is described on its
 * fieldset, not on the control that has the id).
 */
export function errorOf(field: HTMLElement | string): string | null {
  const error =
    typeof field === 'string'
      ? document.getElementById(`${field}-error`)
      : (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id))
          .find((element) => element?.classList.contains('field-error'));
  return error?.textContent?.replace(/^Error: /, '') ?? null;
}
