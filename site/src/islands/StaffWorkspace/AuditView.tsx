// The admins' audit log, newest first, a hundred entries a page: who did what to which application
// or account, when and from where, filtered by action and by the staff member's address. "Older
// entries" follows the service's cursor; the address keeps the cursors passed, for "Newer entries".
import { useState } from 'react';
import { TextField } from '../../lib/forms/TextField';
import { AUDIT_FILTERS, AUDIT_PAGES, only } from './address';
import { FilterForm } from './FilterForm';
import { Select } from './fields';
import { ACTIONS, actionLabel, count, dayAndTime } from './format';
import { Heading } from './Heading';
import { LoadFailure } from './LoadFailure';
import { Pager, pageAfter, pageBefore } from './Pager';
import { type AuditLine, staffApi } from './staffApi';
import { TableRegion } from './TableRegion';
import { useStaffData } from './useStaffData';

const ACTION_OPTIONS = Object.entries(ACTIONS)
  .filter(([action]) => action !== 'submitted')
  .map(([value, label]) => ({ value, label: `${label} (${value})` }));

/** What the service is asked for: the filters and the cursor of the page on screen. */
export function auditQuery(params: URLSearchParams): URLSearchParams {
  const query = only(params, AUDIT_FILTERS);
  const before = params.getAll(AUDIT_PAGES).at(-1);
  if (before) query.set('before', before);
  return query;
}

function AuditTable({ entries }: { entries: readonly AuditLine[] }) {
  return (
    <TableRegion caption="Audit log entries, newest first" id="audit-caption">
      <thead>
        <tr>
          <th scope="col">Entry</th>
          <th scope="col">When</th>
          <th scope="col">Who, from where</th>
          <th scope="col">Action</th>
          <th scope="col">Application or account</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.seq}>
            <td>{entry.seq}</td>
            <td className="staff-table__when">
              <time dateTime={entry.at}>{dayAndTime(entry.at)}</time>
            </td>
            <td className="staff-address">
              {entry.actor} {entry.client && <span className="staff-client">{`from ${entry.client}`}</span>}
            </td>
            <td>
              {actionLabel(entry.action)} <code className="staff-code">{entry.action}</code>
            </td>
            <td className="staff-address">{entry.subject}</td>
            <td className="staff-table__detail">{entry.detail}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function Entries({ params, focus, onMove }: { params: URLSearchParams; focus: boolean; onMove: () => void }) {
  const query = auditQuery(params);
  const { loaded, retry } = useStaffData(query.toString(), () => staffApi.audit(query));
  if (loaded.state === 'loading') return <p role="status">Loading the audit log...</p>;
  if (loaded.state === 'failed')
    return (
      <LoadFailure
        message={`We could not load the audit log. ${loaded.message}`}
        status={loaded.status}
        retry={retry}
      />
    );
  const { entries, next } = loaded.data;
  return (
    <section className="staff-results" aria-labelledby="entries-heading">
      <Heading level={3} id="entries-heading" focus={focus}>
        {entries.length === 0
          ? 'No entries'
          : `${count(entries.length, 'entry', 'entries')}${next ? ' on this page' : ''}`}
      </Heading>
      {entries.length === 0 ? <p>No entries match these filters.</p> : <AuditTable entries={entries} />}
      <Pager
        label="Pages of the audit log"
        previous={pageBefore(params, AUDIT_PAGES)}
        next={pageAfter(params, AUDIT_PAGES, next)}
        previousText="Newer entries"
        nextText="Older entries"
        onFollow={onMove}
      />
    </section>
  );
}

export function AuditView({ params, focus }: { params: URLSearchParams; focus: boolean }) {
  const [moved, setMoved] = useState(false);
  const filters = only(params, AUDIT_FILTERS).toString();
  const [shownFilters, setShownFilters] = useState(filters);
  if (filters !== shownFilters) {
    setShownFilters(filters);
    setMoved(true);
  }
  return (
    <>
      <Heading focus={focus} id="view-heading">
        Audit log
      </Heading>
      <FilterForm names={AUDIT_FILTERS} params={params} pages={AUDIT_PAGES} label="Filter the audit log">
        {(bind) => (
          <>
            <Select {...bind('action')} label="Action" placeholder="Any action" options={ACTION_OPTIONS} />
            <TextField
              {...bind('actor')}
              label="Staff member's e-mail address"
              hint="The whole address, for example name@example.org"
              input={{ type: 'email', spellCheck: false }}
            />
          </>
        )}
      </FilterForm>
      <Entries params={params} focus={moved} onMove={() => setMoved(true)} />
    </>
  );
}
