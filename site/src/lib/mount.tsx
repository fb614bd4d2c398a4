// Mounts an island on every element the generator marked with data-island="<name>", passing
// the props written in the Markdown tag (data-props holds them as JSON). Islands rendered to HTML
// at build time are hydrated, so the page keeps what it shows; others are rendered here. Both
// wait for the island's first messages in the page's language (lib/messages), as the build-time
// render waited for its language.
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../islands/registry';
import { loadFirstMessages, type Messages } from './messages/catalog';

/**
 * `messages`: the island's `virtual:island-messages/<name>`; `parts`: what else it needs before
 * it draws (the part of the island drawn at the page's address, loaded meanwhile).
 */
export async function mountIsland<Props extends object>(
  name: IslandName,
  Component: ComponentType<Props>,
  messages: Messages,
  ...parts: Promise<unknown>[]
): Promise<void> {
  if (typeof document === 'undefined') return; // imported while rendering at build time
  await Promise.all([loadFirstMessages(messages, document.documentElement.lang || 'en'), ...parts]);
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as Props;
    const island = (
      <MarkReady element={element}>
        <Component {...props} />
      </MarkReady>
    );
    if (element.firstElementChild) {
      hydrateRoot(element, island);
    } else {
      createRoot(element).render(island);
    }
  }
}

/**
 * Marks the island's element `data-island-ready` once React has committed it: from then on its
 * buttons and fields answer (the browser tests wait for it rather than for the network).
 */
function MarkReady({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.islandReady = '';
  }, [element]);
  return children;
}
