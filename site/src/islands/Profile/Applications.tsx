// The signed-in member's membership applications on /profile (GET /api/users/me/applications,
// newest first): those sent with the account's address, each with its reference, the day it was
// sent, the membership type and where it stands, with the decision's date and note once decided.
// With none, it says so and links to the application.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, type MyApplication } from '../../lib/api';
import { sitePath } from '../../lib/paths';
import { readSession } from '../../lib/session';
import { CouldNotCheck } from './AccountStatus';

export interface MembershipTypeOption {
  value: string;
  label: string;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; applications: MyApplication[] };

/** Where an application stands, as the service names it, in words for the page. */
const STATUS: Record<string, string | undefined> = { received: 'Received', accepted: 'Accepted', declined: 'Declined' };

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "2026-11-23T10:04:05Z" -> "23 November 2026", in the visitor's time zone. */
export function longDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : DAY.format(date);
}

function Day({ timestamp }: { timestamp: string }) {
  return <time dateTime={timestamp}>{longDate(timestamp)}</time>;
}

/** "regular" -> "Regular", from the site's data when the page gives it. */
function typeLabel(value: string, types: readonly MembershipTypeOption[]): string {
  return types.find((type) => type.value === value)?.label ?? value.charAt(0).toUpperCase() + value.slice(1);
}

interface ApplicationsProps {
  /** The account's address: applications sent with it are listed. */
  email: string;
  membershipTypes: readonly MembershipTypeOption[];
  /** The service said the session has ended. */
  onSignedOut: () => void;
}

/** One application: its reference, when it was sent, its type and where it stands. */
function ApplicationCard({
  application,
  membershipTypes,
}: {
  application: MyApplication;
  membershipTypes: readonly MembershipTypeOption[];
}) {
  return (
    <li className="application-card">
      <h3 className="application-card__title">Application {application.reference}</h3>
      <dl className="application-card__details">
        <dt>Sent</dt>
        <dd>
          <Day timestamp={application.submittedAt} />
        </dd>
        <dt>Membership type</dt>
        <dd>{typeLabel(application.membershipType, membershipTypes)}</dd>
        <dt>Status</dt>
        <dd>
          <strong className={`application-status application-status--${application.status}`}>
            {STATUS[application.status] ?? application.status}
          </strong>
          {application.decidedAt ? (
            <>
              {' '}
              on <Day timestamp={application.decidedAt} />
            </>
          ) : (
            application.status === 'received' && ': the membership team will review it and write to you.'
          )}
        </dd>
        {application.decisionNote && (
          <>
            <dt>Note from the membership team</dt>
            <dd className="application-card__note">{application.decisionNote}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** The member's applications, asked for once the page runs; `retry` asks again after a failure. */
function useApplications(onSignedOut: () => void): { loaded: Loaded; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what retry() changes to ask again.
  useEffect(() => {
    let current = true;
    api.myApplications(readSession()?.accessToken).then(
      (applications) =>
        current && setLoaded({ state: 'loaded', applications: Array.isArray(applications) ? applications : [] }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) onSignedOut();
        else setLoaded({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, onSignedOut]);

  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { loaded, retry };
}

export function Applications({ email, membershipTypes, onSignedOut }: ApplicationsProps) {
  const { loaded, retry } = useApplications(onSignedOut);
  return (
    <section className="applications" aria-labelledby="applications-heading">
      <h2 id="applications-heading">Your membership applications</h2>
      {loaded.state === 'loading' && <p role="status">Loading your applications...</p>}
      {loaded.state === 'failed' && (
        <CouldNotCheck message={`We could not load your applications. ${loaded.message}`} retry={retry} error />
      )}
      {loaded.state === 'loaded' && loaded.applications.length === 0 && (
        <>
          <p>
            You have not applied for membership with {email} yet. Applications sent with this address appear here, with
            where they stand.
          </p>
          <p className="account-actions">
            <a className="btn btn--primary" href={sitePath('/membership-application')}>
              Apply for membership
            </a>
          </p>
        </>
      )}
      {loaded.state === 'loaded' && loaded.applications.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list styled with list-style: none.
        <ul className="application-list" role="list">
          {loaded.applications.map((application) => (
            <ApplicationCard key={application.reference} application={application} membershipTypes={membershipTypes} />
          ))}
        </ul>
      )}
    </section>
  );
}
