// Mounts an island on every element the generator marked with data-island="<name>", passing
// the props written in the Markdown tag (data-props holds them as JSON). Islands rendered to HTML
// at build time are hydrated, so the page keeps what it shows; others are rendered here. Both
// wait for the page's language's messages (lib/messages), as the build-time render did.
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../islands/registry';
import { loadLanguage } from './messages/catalog';

export async function mountIsland<Props extends object>(
  name: IslandName,
  Component: ComponentType<Props>,
): Promise<void> {
  if (typeof document === 'undefined') return; // imported while rendering at build time
  await loadLanguage(document.documentElement.lang || 'en');
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as Props;
    const island = <Component {...props} />;
    if (element.firstElementChild) {
      hydrateRoot(element, island);
    } else {
      createRoot(element).render(island);
    }
  }
}
