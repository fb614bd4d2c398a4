// The step drawn at /reset-password, a chunk of its own loaded with that page (RecoveryRoutes.tsx),
// and the page's title and lead, which the island sets after a move to it.
import { t } from '../messages';
import type { PageNames } from '../steps';

export { ResetStep as default } from '../ResetStep';

export const names = (): PageNames => ({ title: t('recovery-reset-title'), lead: t('recovery-reset-lead') });
