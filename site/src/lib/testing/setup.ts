// Vitest's setup file (vite.config.ts): every test file runs with the MSW server listening, and
// each test starts from the shared handlers (the service out of reach) again.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
