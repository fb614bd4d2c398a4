// The membership application's messages: locales/<lang>/islands/MembershipWizard.ftl, with the
// rules of the free answers (lib/answerRules.ts), whose messages the forms service shares. Imported
// by the main component (MembershipWizard.tsx), so that the parts loaded later (the earlier
// applications, the 'Start again?' dialog) find their messages loaded with the page's language.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/MembershipWizard.ftl'));
