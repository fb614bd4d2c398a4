// The service's answer shown at the top of a form: a failure is read out at once (role="alert"),
// a success note waits its turn (role="status"). A notice that reports what the visitor just did
// (GOV.UK's notification banner after a redirect, or the outcome of a request the page made on its
// own) takes focus when it appears, so a screen reader reads it before the form, however busy it is
// with the newly loaded page. With a title, the notice is a heading and what follows it.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './Notice.css';

interface NoticeProps {
  tone: 'error' | 'success';
  /** A sentence (drawn as a paragraph) or paragraphs of its own. */
  children: ReactNode;
  title?: string;
  takeFocus?: boolean;
  className?: string;
}

export function Notice({ tone, children, title, takeFocus = false, className }: NoticeProps) {
  const element = useRef<HTMLDivElement>(null);
  // In the commit that draws it, so nothing else can take focus in between.
  useLayoutEffect(() => {
    if (takeFocus) element.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={element}
      className={`notice notice--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {title && <h2>{title}</h2>}
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}
