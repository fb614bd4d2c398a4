// GOV.UK's character count, under a text area with a limit: "1,234 of 2,000 characters", visible
// and part of the control's description (aria-describedby: `<id>-count`), counted as the service
// counts (lib/validation.ts's textLength). It is announced politely only near or over the limit,
// once typing pauses, from a live region that is on the page from the start (a region inserted
// with its text is often not read).
import { useEffect, useState } from 'react';
import { t } from '../messages/forms';
import { textLength } from '../validation';
import { countId } from './descriptions';
import './CharacterCount.css';

/** Announced from this share of the limit on. */
const NEAR = 0.9;
export const ANNOUNCE_DELAY_MS = 1000;

/** "5,912 of 5,000 characters (912 too many)", numbers written the page's language's way. */
export function countText(count: number, limit: number): string {
  return count > limit
    ? t('form-count-over', { count, limit, over: count - limit })
    : t('form-count', { count, limit });
}

export function CharacterCount({ id, value, limit }: { id: string; value: string; limit: number }) {
  const count = textLength(value);
  const text = countText(count, limit);
  const near = count >= limit * NEAR;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(near ? text : ''), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [near, text]);
  return (
    <>
      <p id={countId(id)} className={count > limit ? 'character-count character-count--over' : 'character-count'}>
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
