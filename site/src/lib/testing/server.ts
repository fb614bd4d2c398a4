// The one MSW server of the tests, started by setup.ts with the shared handlers.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
