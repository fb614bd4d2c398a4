// The messages of two-step verification (this folder): locales/<lang>/twoStep.ftl. An island that
// shows these parts from a lazily loaded chunk imports this module in its main one, so the page's
// language is loaded with the island's (lib/messages/catalog.ts).
import { catalog } from '../messages/catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/twoStep.ftl'));
