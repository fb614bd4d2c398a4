// A message with elements inside it ("You are signed in as <strong>Ada</strong>."): the catalog
// holds the whole sentence with a $variable where each element goes, so a translation can move
// it, and `rich` puts the elements in where the formatted text has them.
import { Fragment, type ReactNode } from 'react';
import type { Args } from './format';

type Translate = (id: string, args?: Args) => string;

const MARK = '\u{E000}'; // a private-use character, which no message or value holds

export function rich(t: Translate, id: string, args: Args, slots: Record<string, ReactNode>): ReactNode {
  const marked: Args = { ...args };
  for (const name of Object.keys(slots)) marked[name] = `${MARK}${name}${MARK}`;
  const pieces = t(id, marked).split(MARK);
  // Odd pieces are slot names, even pieces text; the pieces never move, so their place is a key.
  const parts: ReactNode[] = [];
  for (let place = 0; place < pieces.length; place += 1) {
    const piece = pieces[place];
    parts.push(place % 2 === 1 ? <Fragment key={`slot-${place}`}>{slots[piece]}</Fragment> : piece);
  }
  return parts;
}
