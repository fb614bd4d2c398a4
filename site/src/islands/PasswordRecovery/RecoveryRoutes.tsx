// Picks the step for the address, slides it in after a move (forward from the right, back from
// the left), and after a move tells everyone where they are: the browser's title names the new
// page and focus goes to the step's heading, so screen-reader users hear the change. The three
// paths are fixed (steps.ts), so the step is looked up rather than matched.

import forgotMessages from 'virtual:island-messages/PasswordRecovery/routes/forgot-password';
import otpMessages from 'virtual:island-messages/PasswordRecovery/routes/otp-verification';
import resetMessages from 'virtual:island-messages/PasswordRecovery/routes/reset-password';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { lazyPartWithMessages, usePart } from '../../lib/lazyPart';
import type { Messages } from '../../lib/messages/catalog';
import { languageBasePath } from '../../lib/paths';
import { useLocation } from './router';
import { namePage, type PageNames, stepIndex } from './steps';

type Direction = 'none' | 'forward' | 'back';

type StepModule = { default: ComponentType; names: () => PageNames };

/**
 * Each step is a chunk of its own (routes/<page>.ts, named so by vite.config.ts), with its page's
 * messages, loaded with the page at its address (mountIsland waits for both, and page-weight.mjs
 * counts them) or when the flow moves to it; the steps of the other two pages are not loaded until
 * then. In the order of STEPS.
 */
const STEP_MESSAGES = [forgotMessages, otpMessages, resetMessages] as const;
const STEP_PARTS = [
  lazyPartWithMessages<StepModule>(() => import('./routes/forgot-password'), forgotMessages),
  lazyPartWithMessages<StepModule>(() => import('./routes/otp-verification'), otpMessages),
  lazyPartWithMessages<StepModule>(() => import('./routes/reset-password'), resetMessages),
] as const;

/** The step of the page the browser is on (in STEPS), or -1. */
function stepOfPage(): number {
  const base = languageBasePath().replace(/\/+$/, '');
  const { pathname } = window.location;
  return pathname.startsWith(base) ? stepIndex(pathname.slice(base.length)) : -1;
}

/** What a move to `pathname` (under the language's folder) waits for: its step, if not loaded yet. */
export function loadStepAt(pathname: string): Promise<unknown> | undefined {
  const part = STEP_PARTS[stepIndex(pathname)];
  return part && !part.loaded() ? part.load() : undefined;
}

/** The messages of the page the browser is on: its step's, which hold the island's first ones. */
export const messagesOfPage = (): Messages => STEP_MESSAGES[Math.max(stepOfPage(), 0)];

/** The step of the page the browser is on, if it is one of the flow's, for mountIsland to wait for. */
export function loadStepOfPage(): Promise<unknown> {
  const index = stepOfPage();
  return index < 0 ? Promise.resolve() : STEP_PARTS[index].load();
}

/** Every step, loaded: for tests, which draw the steps at once. */
export const loadAllSteps = (): Promise<unknown> => Promise.all(STEP_PARTS.map((part) => part.load()));

function StepAt({ index }: { index: number }) {
  const { default: Step } = usePart(STEP_PARTS[index]);
  return <Step />;
}

export function RecoveryRoutes() {
  const location = useLocation();
  const index = stepIndex(location.pathname);

  // The direction depends on the step we came from: adjusted while rendering, as React advises
  // for state derived from a change of props.
  const [slide, setSlide] = useState<{ index: number; direction: Direction }>({ index, direction: 'none' });
  if (slide.index !== index) setSlide({ index, direction: index > slide.index ? 'forward' : 'back' });

  const container = useRef<HTMLDivElement>(null);
  const announced = useRef(index);
  useEffect(() => {
    const step = index < 0 ? undefined : STEP_PARTS[index].loaded();
    if (!step) return;
    namePage(step.names());
    // Not on the first render: a page that has just loaded keeps focus where the browser put it.
    if (announced.current === index) return;
    announced.current = index;
    container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [index]);

  return (
    // What a step waits for while it loads: the HTML drawn at build time (React keeps it while
    // hydrating), which the renderer waits for too. A move waits before it (router.tsx).
    <Suspense fallback={null}>
      {/* A new key per step restarts the slide animation. */}
      <div key={index} ref={container} className={`recovery-step recovery-step--${slide.direction}`}>
        {index >= 0 && <StepAt index={index} />}
      </div>
    </Suspense>
  );
}
