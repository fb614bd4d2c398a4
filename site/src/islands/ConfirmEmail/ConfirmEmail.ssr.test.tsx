// @vitest-environment node
// Rendered to HTML at build time (src/ssr.tsx), where there is no window, location or history:
// the first render is the 'Confirming' state for every visitor, and reads nothing of the address.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from '../../ssr';
import { ConfirmEmail } from './ConfirmEmail';

describe('confirming an address: rendered at build time', () => {
  it("draws 'Confirming your email address…' without a browser", () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ConfirmEmail />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Confirming your email address…');
  });

  it('draws the same markup every time', () => {
    expect(renderToString(<ConfirmEmail />)).toBe(renderToString(<ConfirmEmail />));
  });

  it('is found by the build-time renderer under its tag name, as ssg asks for it', async () => {
    expect(await render('ConfirmEmail', {}, '/confirm-email', '/')).toContain('Confirming your email address…');
  });
});
