// A signed-in member's earlier applications (GET /api/users/me/applications, as /profile lists
// them), and the part of the page that shows them (EarlierApplications.tsx), fetched only once the
// member has some: most applicants have none, and load none of it. Should that part not arrive,
// the form works as for anyone else (never folded away behind a button that is not there).
import { type ComponentType, useEffect, useState } from 'react';
import type { MyApplication } from '../../lib/api';
import { useMyApplications } from '../../lib/applications/useMyApplications';
import { inLanguage } from '../../lib/messages/catalog';
import type { SignedIn } from '../../lib/useSignedIn';
import type { EarlierApplicationsProps } from './EarlierApplications';

const NONE: readonly MyApplication[] = [];

export interface Earlier {
  /** The member's applications, newest first; none for a visitor not signed in, or when they could not be had. */
  applications: readonly MyApplication[];
  /** What shows them, once it has arrived. */
  View: ComponentType<EarlierApplicationsProps> | null;
}

export function useEarlierApplications(signedIn: SignedIn): Earlier {
  const { loaded } = useMyApplications(signedIn.state === 'signed-in');
  const applications = signedIn.state === 'signed-in' && loaded.state === 'loaded' ? loaded.applications : NONE;
  const [View, setView] = useState<Earlier['View']>(null);
  const some = applications.length > 0;
  useEffect(() => {
    if (!some) return;
    inLanguage(import('./EarlierApplications')).then(
      (module) => setView(() => module.EarlierApplications),
      () => undefined,
    );
  }, [some]);
  return { applications, View: some ? View : null };
}
