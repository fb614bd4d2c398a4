// The service's answer shown at the top of a form: a failure is read out at once (role="alert"),
// a success note waits its turn (role="status").
import './Notice.css';

export function Notice({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
    </div>
  );
}
