// The service's answer shown at the top of a form: a failure is read out at once (role="alert"),
// a success note waits its turn (role="status"). A notice that reports what the visitor just did
// on another page (GOV.UK's notification banner after a redirect) takes focus when it appears, so
// a screen reader reads it before the form, however busy it is with the newly loaded page.
import { useLayoutEffect, useRef } from 'react';
import './Notice.css';

interface NoticeProps {
  tone: 'error' | 'success';
  children: string;
  takeFocus?: boolean;
}

export function Notice({ tone, children, takeFocus = false }: NoticeProps) {
  const element = useRef<HTMLDivElement>(null);
  // In the commit that draws it, so nothing else can take focus in between.
  useLayoutEffect(() => {
    if (takeFocus) element.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={element}
      className={`notice notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      <p>{children}</p>
    </div>
  );
}
