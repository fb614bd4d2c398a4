// Vitest's setup file (vite.config.ts): every test file runs with the MSW server listening, and
// each test starts from the shared handlers (the service out of reach) again, and from a fresh
// page: nothing rendered, nothing stored, no stubbed globals.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadLanguage } from '../messages/catalog';
import { server } from './server';

// An island's lazy parts (the two-step section, the wizard's later parts) are transformed by Vite
// the first time a test file imports them: the first test of a file may wait several seconds for
// them on a busy machine, more than findBy's default second. A wait that succeeds ends as soon as
// it does, so a longer limit slows no passing test.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The islands wait for their messages before they render (mountIsland); so do the tests, in
// English, the default language, unless a test loads another.
beforeAll(() => loadLanguage('en'));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  // Test files that render without a browser (`@vitest-environment node`) have no page to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
