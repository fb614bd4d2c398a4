// A link to another step of the flow that moves without a page load, carrying navigation state
// (router.tsx); a click with a modifier (a new tab, a download) is left to the browser.
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from './router';

interface RouteLinkProps {
  to: string;
  state?: unknown;
  className?: string;
  children: ReactNode;
}

/** A plain left click: anything else (a new tab, a download) is left to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function RouteLink({ to, state, className, children }: RouteLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to, { state });
      }}
    >
      {children}
    </a>
  );
}
