// The messages of a member's application cards (this folder): locales/<lang>/applications.ftl.
import { catalog } from '../messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/applications.ftl'));
