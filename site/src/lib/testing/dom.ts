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
