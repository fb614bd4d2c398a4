// The sign-in form's messages: locales/<lang>/islands/LoginForm.ftl.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/LoginForm.ftl'));
