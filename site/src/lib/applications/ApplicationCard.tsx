// One of the signed-in member's membership applications, GOV.UK's summary card: its reference, the
// day it was sent, the membership type and where it stands, with the decision's date and note once
// decided. Shared by /profile, which lists them all, and the application page, which shows the
// ones a member has sent before applying again.
import type { MyApplication } from '../api';
import { inFull } from '../dates';
import { currentLanguage } from '../messages/catalog';
import { rich } from '../messages/rich';
import './ApplicationCard.css';
import { t } from './messages';
import { isUnderReview } from './useMyApplications';

/** A membership type and its name, from the site's data. */
export interface MembershipTypeOption {
  value: string;
  label: string;
}

/** Where an application stands, as the service names it: the message that says it in words. */
const STATUS: Record<string, string> = {
  received: 'application-status-received',
  accepted: 'application-status-accepted',
  declined: 'application-status-declined',
};

/** The membership types of the site's data: the message of each name, for a page that gives none. */
const TYPE: Record<string, string> = {
  regular: 'application-type-regular',
  student: 'application-type-student',
  institutional: 'application-type-institutional',
  corporate: 'application-type-corporate',
  emeritus: 'application-type-emeritus',
};

/** The message for `key` in `messages`, if it has one (not an inherited property such as "constructor"). */
const messageOf = (messages: Record<string, string>, key: string) =>
  Object.hasOwn(messages, key) ? messages[key] : undefined;

/** "received" -> "Received", in the page's language; a status the page does not know, as it is. */
function statusName(status: string): string {
  const id = messageOf(STATUS, status);
  return id ? t(id) : status;
}

/**
 * "2026-11-23T10:04:05Z" -> "23 November 2026" (English the British way; "23 novembre 2026", "1er
 * décembre 2026" on a French page), in the visitor's time zone.
 */
export function longDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const language = currentLanguage();
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return inFull(day, date);
}

function Day({ timestamp }: { timestamp: string }) {
  return <time dateTime={timestamp}>{longDate(timestamp)}</time>;
}

/** "regular" -> "Regular": from the site's data when the page gives it, else the catalog's name. */
function typeLabel(value: string, types: readonly MembershipTypeOption[]): string {
  const given = types.find((type) => type.value === value)?.label;
  if (given !== undefined) return given;
  const id = messageOf(TYPE, value);
  return id ? t(id) : value.charAt(0).toUpperCase() + value.slice(1);
}

interface ApplicationCardProps {
  application: MyApplication;
  membershipTypes: readonly MembershipTypeOption[];
  /** The card's title, one level under the heading of the list it is in. */
  headingLevel: 3 | 4;
}

export function ApplicationCard({ application, membershipTypes, headingLevel }: ApplicationCardProps) {
  const Title = `h${headingLevel}` as const;
  const status = (
    <strong className={`application-status application-status--${application.status}`}>
      {statusName(application.status)}
    </strong>
  );
  return (
    <li className="application-card">
      <Title className="application-card__title">{t('application-title', { reference: application.reference })}</Title>
      <dl className="application-card__details">
        <dt>{t('application-sent')}</dt>
        <dd>
          <Day timestamp={application.submittedAt} />
        </dd>
        <dt>{t('application-membership-type')}</dt>
        <dd>{typeLabel(application.membershipType, membershipTypes)}</dd>
        <dt>{t('application-status')}</dt>
        <dd>
          {application.decidedAt
            ? rich(t, 'application-decided', {}, { status, date: <Day timestamp={application.decidedAt} /> })
            : isUnderReview(application)
              ? rich(t, 'application-under-review', {}, { status })
              : status}
        </dd>
        {application.decisionNote && (
          <>
            <dt>{t('application-note')}</dt>
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
