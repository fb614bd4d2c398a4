// A page of the applications list as a table: the reference links to the application (keeping the
// list's address, so its back link returns to this page), then the applicant, membership type,
// country, the day it was sent and its status. Too wide for a phone, it scrolls sideways inside a
// region that takes focus and is named by the caption.
import { changed } from './address';
import { useStaff } from './context';
import { choiceLabel, dayAndTime, statusLabel } from './format';
import { QueryLink } from './QueryLink';
import type { ApplicationRow } from './staffApi';
import { TableRegion } from './TableRegion';

interface ApplicationsTableProps {
  items: readonly ApplicationRow[];
  params: URLSearchParams;
  caption: string;
}

export function ApplicationsTable({ items, params, caption }: ApplicationsTableProps) {
  const { membershipTypes } = useStaff();
  return (
    <TableRegion caption={caption} id="applications-caption">
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Name</th>
          <th scope="col">Membership type</th>
          <th scope="col">Country</th>
          <th scope="col">Sent</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.reference}>
            <td className="staff-table__reference">
              <QueryLink to={changed(params, { application: item.reference })}>{item.reference}</QueryLink>
            </td>
            <td className="staff-table__name">{item.name}</td>
            <td>{choiceLabel(item.membershipType, membershipTypes)}</td>
            <td>{item.country}</td>
            <td>
              <time dateTime={item.submittedAt}>{dayAndTime(item.submittedAt)}</time>
            </td>
            <td>
              <span className={`staff-status staff-status--${item.status}`}>{statusLabel(item.status)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
