// @vitest-environment node
// Rendered to HTML at build time (src/ssr.tsx passes the page's route): no window, no document.
// Each step is a chunk the browser loads with its page; the renderer, as src/ssr.tsx does, waits
// for it (React's prerender), so the HTML holds the whole step.
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { setBuildTimeLanguage } from '../../lib/language';
import { loadLanguage } from '../../lib/messages/catalog';
import { setBuildTimeBasePath } from '../../lib/paths';
import { PasswordRecovery } from './PasswordRecovery';

async function renderToString(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('password recovery: rendered at build time', () => {
  it('draws the e-mail form on /forgot-password', async () => {
    const html = await renderToString(<PasswordRecovery ssrLocation="/forgot-password" />);
    expect(html).toContain('Request a code');
    expect(html).toMatch(/<input[^>]*autocomplete="email"/i);
  });

  it('draws the explanation on the OTP and reset pages, which have no state yet', async () => {
    for (const route of ['/otp-verification', '/reset-password/']) {
      expect(await renderToString(<PasswordRecovery ssrLocation={route} />)).toContain(
        'This page continues a password reset',
      );
    }
  });
});

describe('password recovery in another language, rendered at build time', () => {
  it.each([
    ['fr', 'Demander un code'],
    ['es', 'Solicitar un código'],
  ])('draws the e-mail form on /%s/forgot-password, in its language', async (language, heading) => {
    setBuildTimeLanguage(language);
    await loadLanguage(language);
    try {
      const html = await renderToString(<PasswordRecovery ssrLocation={`/${language}/forgot-password/`} />);
      expect(html).toContain(heading);
      expect(html).toMatch(/<input[^>]*autocomplete="email"/i);
    } finally {
      setBuildTimeLanguage('en');
      await loadLanguage('en');
    }
  });
});

describe('password recovery under a sub-path, rendered at build time', () => {
  it('draws the e-mail form when the site is published under /sub/', async () => {
    setBuildTimeBasePath('/sub/');
    try {
      const html = await renderToString(<PasswordRecovery ssrLocation="/forgot-password" />);
      expect(html).toContain('Request a code');
    } finally {
      setBuildTimeBasePath('/');
    }
  });
});
