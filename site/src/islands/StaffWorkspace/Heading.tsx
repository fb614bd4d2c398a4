// The heading of a view or a step of the gate. When the workspace moves to it (a link, Back or
// Forward, a step passed), focus goes to it, so a screen reader says where the visitor now is and
// Tab goes on from there; when the page has just loaded, focus stays where the browser put it.
import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface HeadingProps {
  children: ReactNode;
  /** Take focus as it appears. */
  focus: boolean;
  id?: string;
  level?: 2 | 3;
}

export function Heading({ children, focus, id, level = 2 }: HeadingProps) {
  const element = useRef<HTMLHeadingElement>(null);
  // As it mounts: a view's heading is new each time the view changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the heading's first appearance moves focus.
  useLayoutEffect(() => {
    if (focus) element.current?.focus();
  }, []);
  const Level = level === 3 ? 'h3' : 'h2';
  return (
    <Level ref={element} id={id} tabIndex={-1} className="staff-heading">
      {children}
    </Level>
  );
}
