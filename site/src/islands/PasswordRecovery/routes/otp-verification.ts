// The step drawn at /otp-verification, a chunk of its own loaded with that page (RecoveryRoutes.tsx),
// and the page's title and lead, which the island sets after a move to it.
import { t } from '../messages';
import type { PageNames } from '../steps';

export { OtpStep as default } from '../OtpStep';

export const names = (): PageNames => ({ title: t('recovery-otp-title'), lead: t('recovery-otp-lead') });
