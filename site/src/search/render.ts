// A result's parts as DOM: its excerpt with the query's words in <mark>, built from text nodes
// (never HTML), so a page's text can hold no markup that runs.

import type { Part } from './excerpt';

export function element<K extends keyof HTMLElementTagNameMap>(
  name: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(name);
  made.className = className;
  made.append(...children);
  return made;
}

export function excerptNodes(parts: Part[]): Node[] {
  return parts.map((part) => (part.marked ? element('mark', '', part.text) : document.createTextNode(part.text)));
}
