import type { ReactNode, Ref } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
  id?: string;
}

/**
 * The heading of a step. Focusable by script only (tabIndex -1), so that after a move to another
 * step, or another state of one, focus can land on it and screen readers announce it.
 * `data-step-heading` is how RecoveryRoutes finds it.
 */
export function StepHeading({ children, ref, id }: StepHeadingProps) {
  return (
    <h2 ref={ref} id={id} tabIndex={-1} data-step-heading="" className="recovery-heading">
      {children}
    </h2>
  );
}
