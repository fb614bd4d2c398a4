// Account Settings' messages: locales/<lang>/islands/AccountSettings.ftl. The two-step section is a
// lazy chunk (MemberSettings): its messages are here too, and lib/twoStep's catalog is imported by
// AccountSettings.tsx, so both are loaded in the page's language before the island is drawn.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/AccountSettings.ftl'));
