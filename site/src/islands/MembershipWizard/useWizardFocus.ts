// Carries out the focus request of the wizard's last transition (state.ts): the step's heading
// after a move, the first field in error, a field a link of the error summary names (with its
// label in view), the notice of a failed submission, or the 'Application submitted' heading once
// the dialog has closed. The error summary takes focus itself (its focusRequest). Each request is
// carried out once.
import { type RefObject, useEffect, useRef } from 'react';
import { focusTarget } from '../../lib/forms/focusTarget';
import { stepErrors } from './form';
import type { WizardState } from './state';

export interface WizardRefs {
  root: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
  notice: RefObject<HTMLDivElement | null>;
  done: RefObject<HTMLHeadingElement | null>;
}

/** `ready`: what the step draws has arrived (useLaterPart); a request waits for it. */
export function useWizardFocus({ focus: request, step, errors }: WizardState, ready: boolean): WizardRefs {
  const refs: WizardRefs = {
    root: useRef<HTMLDivElement>(null),
    heading: useRef<HTMLHeadingElement>(null),
    notice: useRef<HTMLDivElement>(null),
    done: useRef<HTMLHeadingElement>(null),
  };
  const { root, heading, notice, done } = refs;
  const handled = useRef<WizardState['focus']>(null);

  useEffect(() => {
    const element = root.current;
    // Edits after a request (which clear errors) do not repeat it.
    if (!request || !element || !ready || handled.current === request) return;
    handled.current = request;
    if (request.scroll && typeof element.scrollIntoView === 'function') {
      // Going to a field in error: jump (a smooth scroll still running would undo the focus's own
      // scrolling to the field). Otherwise the theme's scroll-behavior applies.
      element.scrollIntoView({ block: 'start', behavior: request.target === 'error' ? 'instant' : 'auto' });
    }
    if (request.target === 'field' && request.field) {
      focusTarget(request.field);
      return;
    }
    const [firstError] = stepErrors(step, errors);
    const targets: Partial<Record<typeof request.target, HTMLElement | null>> = {
      heading: heading.current,
      notice: notice.current,
      done: done.current,
      error: firstError ? element.querySelector<HTMLElement>(`#${firstError[0]}`) : null,
    };
    // The field in error may be further down: let the browser bring it into view.
    targets[request.target]?.focus({ preventScroll: request.scroll && request.target !== 'error' });
  }, [request, step, errors, ready, root, heading, notice, done]);

  return refs;
}
