// One application: where it stands, every answer, its history, and what can be done with it: a
// decision while it waits for one; once decided, reopening it (admins). The back link returns to
// the list with its filters and page, which the address kept.
import { useState } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { AnswersList, SummaryRow } from './AnswersList';
import { changed } from './address';
import { isAdmin, useStaff } from './context';
import { DecisionForm } from './DecisionForm';
import { dayAndTime, statusLabel } from './format';
import { Heading } from './Heading';
import { HistoryList } from './HistoryList';
import { LoadFailure } from './LoadFailure';
import { QueryLink } from './QueryLink';
import { ReopenForm } from './ReopenForm';
import { type ApplicationDetail, staffApi } from './staffApi';
import { useStaffData } from './useStaffData';

function Standing({ detail }: { detail: ApplicationDetail }) {
  return (
    <dl className="staff-summary staff-standing">
      <SummaryRow term="Applicant">{detail.name}</SummaryRow>
      <SummaryRow term="E-mail address">{detail.email}</SummaryRow>
      <SummaryRow term="Sent">
        <time dateTime={detail.submittedAt}>{dayAndTime(detail.submittedAt)}</time>
      </SummaryRow>
      <SummaryRow term="Status">
        <strong className={`staff-status staff-status--${detail.status}`}>{statusLabel(detail.status)}</strong>
        {detail.decidedAt ? (
          <>
            {' on '}
            <time dateTime={detail.decidedAt}>{dayAndTime(detail.decidedAt)}</time>
          </>
        ) : (
          detail.status === 'received' && ', waiting for a decision'
        )}
      </SummaryRow>
      {detail.decisionNote && (
        <SummaryRow term="Note to the applicant">
          <span className="staff-note">{detail.decisionNote}</span>
        </SummaryRow>
      )}
    </dl>
  );
}

interface ApplicationViewProps {
  params: URLSearchParams;
  reference: string;
  focus: boolean;
}

export function ApplicationView({ params, reference, focus }: ApplicationViewProps) {
  const staff = useStaff();
  const { loaded, retry, replace } = useStaffData(reference, () => staffApi.application(reference));
  const [notice, setNotice] = useState<string | null>(null);

  function decided(detail: ApplicationDetail, withNote: boolean) {
    replace(detail);
    const what = statusLabel(detail.status).toLowerCase();
    setNotice(
      `Decision recorded: the application is ${what}. The applicant has been sent an e-mail with the decision${withNote ? ' and your note' : ''}.`,
    );
  }
  function reopened(detail: ApplicationDetail) {
    replace(detail);
    setNotice('The application is open again: record a new decision below.');
  }

  return (
    <>
      <p className="staff-back">
        <QueryLink to={changed(params, { application: null })}>Back to applications</QueryLink>
      </p>
      <Heading focus={focus} id="view-heading">
        Application {reference}
      </Heading>
      {notice && (
        <Notice key={notice} tone="success" takeFocus>
          {notice}
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">Loading the application...</p>}
      {loaded.state === 'failed' && (
        <LoadFailure
          message={`We could not load the application. ${loaded.message}`}
          status={loaded.status}
          retry={retry}
        />
      )}
      {loaded.state === 'loaded' && (
        <>
          <Standing detail={loaded.data} />
          <AnswersList answers={loaded.data.answers} />
          <HistoryList history={loaded.data.history} />
          {loaded.data.status === 'received' ? (
            <DecisionForm reference={loaded.data.reference} applicant={loaded.data.name} onDecided={decided} />
          ) : isAdmin(staff) ? (
            <ReopenForm reference={loaded.data.reference} onReopened={reopened} />
          ) : (
            <p className="staff-decided">This application has been decided. An administrator can reopen it.</p>
          )}
        </>
      )}
    </>
  );
}
