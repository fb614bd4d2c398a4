// The excerpt of a result: the stretch of a section's text where the query's words are densest,
// about EXCERPT_CHARACTERS long, cut at word boundaries, with those words marked.

import { wordSpans } from './words';

const EXCERPT_CHARACTERS = 180;
/** How many words around a mark count towards a stretch's density. */
const WINDOW_WORDS = 24;
/** Words shown before the first mark, so the excerpt does not start on it. */
const LEAD_WORDS = 4;
const SHORTEST_STEM_MARKED = 3;

export interface Part {
  text: string;
  marked: boolean;
}

/** Whether a folded word is one the query found. */
export function marker(marks: ReadonlySet<string>, stems: readonly string[]): (folded: string) => boolean {
  const prefixes = stems.filter((stem) => [...stem].length >= SHORTEST_STEM_MARKED);
  return (folded) => marks.has(folded) || prefixes.some((stem) => folded.startsWith(stem));
}

export function excerpt(text: string, isMarked: (folded: string) => boolean): Part[] {
  const spans = wordSpans(text);
  const marked = spans.map((span) => isMarked(span.folded));
  // The word where the most marked words follow within the window.
  let best = 0;
  let bestCount = 0;
  for (let at = 0; at < spans.length; at++) {
    if (!marked[at]) continue;
    const count = marked.slice(at, at + WINDOW_WORDS).filter(Boolean).length;
    if (count > bestCount) {
      best = at;
      bestCount = count;
    }
  }
  const first = spans[Math.max(0, best - LEAD_WORDS)];
  const start = bestCount === 0 || !first ? 0 : first.start;
  let end = Math.min(text.length, start + EXCERPT_CHARACTERS);
  const cut = spans.find((span) => span.start < end && span.end > end);
  if (cut) end = cut.end;
  const parts: Part[] = [];
  const push = (piece: string, isMark: boolean) => {
    if (piece) parts.push({ text: piece, marked: isMark });
  };
  if (start > 0) push('… ', false);
  let at = start;
  spans.forEach((span, index) => {
    if (!marked[index] || span.start < start || span.end > end) return;
    push(text.slice(at, span.start), false);
    push(text.slice(span.start, span.end), true);
    at = span.end;
  });
  push(text.slice(at, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}
