// The step drawn at /forgot-password, a chunk of its own loaded with that page (RecoveryRoutes.tsx),
// and the page's title and lead, which the island sets after a move to it.
import { t } from '../messages';
import type { PageNames } from '../steps';

export { ForgotStep as default } from '../ForgotStep';

export const names = (): PageNames => ({ title: t('recovery-forgot-title'), lead: t('recovery-forgot-lead') });
