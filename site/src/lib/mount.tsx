// Mounts an island on every element the generator marked with data-island="<name>", passing
// the props written in the Markdown tag (data-props holds them as JSON).
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export function mountIsland<Props extends object>(name: string, Component: ComponentType<Props>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as Props;
    createRoot(element).render(<Component {...props} />);
  }
}
