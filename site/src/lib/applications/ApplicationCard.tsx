// One of the signed-in member's membership applications, GOV.UK's summary card: its reference, the
// day it was sent, the membership type and where it stands, with the decision's date and note once
// decided. Shared by /profile, which lists them all, and the application page, which shows the
// ones a member has sent before applying again.
import type { MyApplication } from '../api';
import './ApplicationCard.css';
import { isUnderReview } from './useMyApplications';

/** A membership type and its name, from the site's data. */
export interface MembershipTypeOption {
  value: string;
  label: string;
}

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

interface ApplicationCardProps {
  application: MyApplication;
  membershipTypes: readonly MembershipTypeOption[];
  /** The card's title, one level under the heading of the list it is in. */
  headingLevel: 3 | 4;
}

export function ApplicationCard({ application, membershipTypes, headingLevel }: ApplicationCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <li className="application-card">
      <Title className="application-card__title">Application {application.reference}</Title>
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
              {' on '}
              <Day timestamp={application.decidedAt} />
            </>
          ) : (
            isUnderReview(application) && ': the membership team will review it and write to you.'
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

/** A list of cards, as a list even where Safari would drop the role of an unstyled one. */
export function ApplicationList({
  applications,
  membershipTypes,
  headingLevel,
}: {
  applications: readonly MyApplication[];
  membershipTypes: readonly MembershipTypeOption[];
  headingLevel: 3 | 4;
}) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list styled with list-style: none.
    <ul className="application-list" role="list">
      {applications.map((application) => (
        <ApplicationCard
          key={application.reference}
          application={application}
          membershipTypes={membershipTypes}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
