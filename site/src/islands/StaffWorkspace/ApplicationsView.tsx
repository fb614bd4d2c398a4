// The applications list: its filters, how many match, the export of them all, a page of 50 in a
// table, and the links to the pages before and after. The list's part of the address (filters and
// page cursors) is what it asks the service for.
import { useState } from 'react';
import { ApplicationFilters, checkDays } from './ApplicationFilters';
import { ApplicationsTable } from './ApplicationsTable';
import { LIST_FILTERS, LIST_PAGES, only } from './address';
import { ExportButtons } from './ExportButtons';
import { valuesOf } from './FilterForm';
import { count } from './format';
import { Heading } from './Heading';
import { LoadFailure } from './LoadFailure';
import { Pager, pageAfter, pageBefore } from './Pager';
import { staffApi } from './staffApi';
import { useStaffData } from './useStaffData';

/** Applications on a page of the list (forms-api staff_applications::PAGE_SIZE). */
export const PAGE_SIZE = 50;

const ORDERS: Record<string, string> = { oldest: 'oldest first', name: 'by name' };

/** What the service is asked for: the filters and the cursor of the page on screen. */
export function listQuery(params: URLSearchParams): URLSearchParams {
  const query = only(params, LIST_FILTERS);
  const after = params.getAll(LIST_PAGES).at(-1);
  if (after) query.set('after', after);
  return query;
}

function Results({ params, focus, onMove }: { params: URLSearchParams; focus: boolean; onMove: () => void }) {
  const query = listQuery(params);
  const { loaded, retry } = useStaffData(query.toString(), () => staffApi.applications(query));
  if (loaded.state === 'loading') return <p role="status">Loading the applications...</p>;
  if (loaded.state === 'failed')
    return (
      <LoadFailure
        message={`We could not load the applications. ${loaded.message}`}
        status={loaded.status}
        retry={retry}
      />
    );
  const { items, total, next } = loaded.data;
  const page = params.getAll(LIST_PAGES).length + 1;
  const pages = Math.max(page, Math.ceil(total / PAGE_SIZE));
  const order = ORDERS[params.get('sort') ?? ''] ?? 'newest first';
  return (
    <section className="staff-results" aria-labelledby="results-heading">
      <Heading level={3} id="results-heading" focus={focus}>
        {count(total, 'application', 'applications')}
      </Heading>
      {total > 0 && <ExportButtons filters={only(params, LIST_FILTERS)} />}
      {items.length === 0 ? (
        <p>{page > 1 ? 'There are no more applications.' : 'No applications match these filters.'}</p>
      ) : (
        <ApplicationsTable
          items={items}
          params={params}
          caption={`Applications, ${order}${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
        />
      )}
      <Pager
        label="Pages of applications"
        previous={pageBefore(params, LIST_PAGES)}
        next={pageAfter(params, LIST_PAGES, next)}
        previousText="Previous page"
        nextText="Next page"
        onFollow={onMove}
      />
    </section>
  );
}

export function ApplicationsView({ params, focus }: { params: URLSearchParams; focus: boolean }) {
  // After a move within the list (a page, new filters), focus goes to the count of results.
  const [moved, setMoved] = useState(false);
  const filters = only(params, LIST_FILTERS).toString();
  // A link whose last day is before its first (the form itself never makes one) could only find
  // nothing: the filters say why, and the service is not asked.
  const wrongDays = Object.keys(checkDays(valuesOf(LIST_FILTERS, params))).length > 0;
  const [shownFilters, setShownFilters] = useState(filters);
  if (filters !== shownFilters) {
    setShownFilters(filters);
    setMoved(true);
  }
  return (
    <>
      <Heading focus={focus} id="view-heading">
        Applications
      </Heading>
      <ApplicationFilters params={params} />
      {wrongDays ? (
        <p>Correct the dates in the filters to see the applications.</p>
      ) : (
        <Results params={params} focus={moved} onMove={() => setMoved(true)} />
      )}
    </>
  );
}
