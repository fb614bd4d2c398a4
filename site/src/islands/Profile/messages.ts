// My Profile's messages, and those Account Settings shows until it knows who is signed in:
// locales/<lang>/islands/Profile.ftl.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/Profile.ftl'));
