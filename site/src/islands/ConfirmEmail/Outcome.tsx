// What /confirm-email found out, as a heading and the service's sentence in one block, which is a
// live region (alert for a failure, status for success) and, after a request, takes focus, so a
// screen reader reads the whole outcome at once. A state known as the page loads (a link without
// its token) leaves focus where the page put it: the first Tab still reaches the skip link.
import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface OutcomeProps {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  takeFocus: boolean;
}

export function Outcome({ tone, title, children, takeFocus }: OutcomeProps) {
  const element = useRef<HTMLDivElement>(null);
  // In the commit that draws it, so nothing else can take focus in between.
  useLayoutEffect(() => {
    if (takeFocus) element.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={element}
      className={`notice notice--${tone} confirm-email__outcome`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      <h2>{title}</h2>
      {children}
    </div>
  );
}
