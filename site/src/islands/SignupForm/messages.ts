// The sign-up form's messages: locales/<lang>/islands/SignupForm.ftl.
import { catalog } from '../../lib/messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/islands/SignupForm.ftl'));
