// A request the service refused or could not answer: its sentence, and the way to ask again
// (not for a refusal that asking again would not change: no access, nothing by that reference).

interface LoadFailureProps {
  /** What went wrong, in words. */
  message: string;
  /** The status of the service's answer (0: none came). */
  status?: number;
  retry: () => void;
}

export function LoadFailure({ message, status = 0, retry }: LoadFailureProps) {
  return (
    <div className="staff-failure">
      <p className="notice notice--error" role="alert">
        {message}
      </p>
      {status !== 403 && status !== 404 && (
        <p>
          <button className="btn btn--ghost" type="button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
