// The messages of the shared form parts (src/lib: fields, rules, two-step verification, the
// application card): locales/<lang>/forms.ftl, which the forms service reads too.
import { setFailureTexts } from '../api';
import { catalog } from './catalog';

export const t = catalog(import.meta.glob('../../../../locales/*/forms.ftl'));

// The API client's own failures, in the page's language wherever a form is.
setFailureTexts({ network: () => t('form-network'), unexpected: () => t('form-unexpected') });
