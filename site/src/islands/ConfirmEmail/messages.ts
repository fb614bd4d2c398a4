// The messages of /confirm-email and /confirm-application: locales/<lang>/islands/ConfirmEmail.ftl.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/ConfirmEmail.ftl'));
