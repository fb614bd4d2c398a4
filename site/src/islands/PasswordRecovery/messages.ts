// The password recovery's messages: locales/<lang>/islands/PasswordRecovery.ftl.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/PasswordRecovery.ftl'));
