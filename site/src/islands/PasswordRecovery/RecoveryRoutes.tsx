// Picks the step for the address, slides it in after a move (forward from the right, back from
// the left), and after a move tells everyone where they are: the browser's title names the new
// page and focus goes to the step's heading, so screen-reader users hear the change. The three
// paths are fixed (steps.ts), so the step is looked up rather than matched: react-router's
// <Routes> would bring its route matcher and error boundaries into the page for nothing.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ForgotStep } from './ForgotStep';
import { OtpStep } from './OtpStep';
import { ResetStep } from './ResetStep';
import { namePage, STEPS, stepIndex } from './steps';

type Direction = 'none' | 'forward' | 'back';

/** The step components, in the order of STEPS. */
const STEP_COMPONENTS = [ForgotStep, OtpStep, ResetStep] as const;

export function RecoveryRoutes() {
  const location = useLocation();
  const index = stepIndex(location.pathname);
  const Step = index < 0 ? null : STEP_COMPONENTS[index];

  // The direction depends on the step we came from: adjusted while rendering, as React advises
  // for state derived from a change of props.
  const [slide, setSlide] = useState<{ index: number; direction: Direction }>({ index, direction: 'none' });
  if (slide.index !== index) setSlide({ index, direction: index > slide.index ? 'forward' : 'back' });

  const container = useRef<HTMLDivElement>(null);
  const announced = useRef(index);
  useEffect(() => {
    if (index < 0) return;
    namePage(STEPS[index]);
    // Not on the first render: a page that has just loaded keeps focus where the browser put it.
    if (announced.current === index) return;
    announced.current = index;
    container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [index]);

  return (
    // A new key per step restarts the slide animation.
    <div key={index} ref={container} className={`recovery-step recovery-step--${slide.direction}`}>
      {Step && <Step />}
    </div>
  );
}
