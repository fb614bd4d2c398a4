// Picks the step for the address, slides it in after a move (forward from the right, back from
// the left), and after a move tells everyone where they are: the browser's title names the new
// page and focus goes to the step's heading, so screen-reader users hear the change.
import { useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ForgotStep } from './ForgotStep';
import { OtpStep } from './OtpStep';
import { ResetStep } from './ResetStep';
import { STEPS, namePage, stepIndex } from './steps';

type Direction = 'none' | 'forward' | 'back';

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
      <Routes location={location}>
        <Route path={STEPS[0].path} element={<ForgotStep />} />
        <Route path={STEPS[1].path} element={<OtpStep />} />
        <Route path={STEPS[2].path} element={<ResetStep />} />
      </Routes>
    </div>
  );
}
