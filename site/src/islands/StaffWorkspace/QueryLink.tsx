// A link to another state of the workspace: a real link to its address (it can be opened in a new
// tab or copied), followed here without loading the page again.
import type { MouseEvent, ReactNode } from 'react';
import { go, hrefOf } from './address';

interface QueryLinkProps {
  to: URLSearchParams;
  children: ReactNode;
  className?: string;
  current?: boolean;
  rel?: string;
  /** After the move (to say where focus goes). */
  onFollow?: () => void;
}

export function QueryLink({ to, children, className, current, rel, onFollow }: QueryLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window, as the visitor asked: the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
    onFollow?.();
  }
  return (
    <a href={hrefOf(to)} className={className} aria-current={current ? 'page' : undefined} rel={rel} onClick={follow}>
      {children}
    </a>
  );
}
