// What every view of the workspace needs from the gate above it: who is signed in with which role,
// what to do when the service says access has gone (a 401 or 403 on any call), how to ask again
// where the account stands, and the site's lists of choices.
import { createContext, useContext } from 'react';
import type { Choice } from './format';
import type { StaffStatus } from './staffApi';

export interface Staff {
  status: StaffStatus;
  /** The service refused a call for want of a session (401) or of access (403): the gate looks again. */
  lost: (error: unknown) => void;
  /** Ask the service again where the account stands (the recovery codes left), keeping the screen meanwhile. */
  refresh: () => void;
  countries: readonly Choice[];
  membershipTypes: readonly Choice[];
}

export const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the workspace');
  return staff;
}

export const isAdmin = (staff: Staff): boolean => staff.status.role === 'admin';
