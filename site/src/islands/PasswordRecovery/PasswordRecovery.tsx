// The password recovery island, placed on /forgot-password, /otp-verification and
// /reset-password. One router for the three, so the flow moves between them without a page load
// and hands the e-mail and the reset token over in navigation state.

import { basePath, languageBasePath } from '../../lib/paths';
import { loadStepAt, RecoveryRoutes } from './RecoveryRoutes';
import { BrowserRouter, StaticRouter } from './router';
import { ROUTES } from './steps';
import './PasswordRecovery.css';
// The styles of the steps' form parts, which the page draws before the step's chunk has loaded.
import '../../lib/forms/Dialog.css';
import '../../lib/forms/PasswordChecklist.css';
import '../../lib/forms/PasswordField.css';

export interface PasswordRecoveryProps {
  /** Given by src/ssr.tsx when rendering to HTML at build time: the page's route. */
  ssrLocation?: string;
}

export function PasswordRecovery({ ssrLocation }: PasswordRecoveryProps) {
  // The router's basename is where the page's language starts, without its trailing slash
  // ("/sub/" -> "/sub", "/sub/fr/" -> "/sub/fr"): the three steps are one path each in every
  // language, and moving between them stays in the page's language.
  const basename = languageBasePath().replace(/\/+$/, '') || '/';
  const routes = (
    <div className="recovery">
      <RecoveryRoutes />
    </div>
  );
  // BrowserRouter reads window.location while rendering: at build time there is none. The flag is
  // a constant to Vite, so the browser's bundle carries no StaticRouter.
  if (import.meta.env.SSR) {
    // The renderer gives the page's route on the site ("/fr/forgot-password"); the router sees it
    // under the base path, as the browser's address is ("/sub/fr/forgot-password").
    const location = `${basePath().replace(/\/+$/, '')}${ssrLocation ?? ROUTES.forgot}`;
    return (
      <StaticRouter basename={basename} location={location}>
        {routes}
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter basename={basename} prepare={loadStepAt}>
      {routes}
    </BrowserRouter>
  );
}
