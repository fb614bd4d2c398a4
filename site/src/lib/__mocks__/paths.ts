// lib/paths in a test that calls vi.mock('…/lib/paths') without a factory (Vitest reads this file):
// the same links, but leaving the page is a spy, so the test checks where the visitor is sent.
import { vi } from 'vitest';

const actual = await vi.importActual<typeof import('../paths')>('../paths');

export const { basePath, setBuildTimeBasePath, sitePath } = actual;
export const goTo = vi.fn();
