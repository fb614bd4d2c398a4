// Moves focus to the first field in error once the errors are on screen, so a screen reader
// reads the field with its message.
import { useLayoutEffect, useState } from 'react';
import type { Errors } from '../validation';

/** Returns the function a failed submit calls with the errors it found. */
export function useFocusFirstError(order: readonly string[]): (errors: Errors) => void {
  // A new object each time, so the same field is focused again after a second failed submit.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  // In the same commit that draws the messages, so nothing else can take focus in between.
  useLayoutEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (errors) => {
    const first = order.find((field) => errors[field]);
    if (first) setTarget({ id: first });
  };
}
