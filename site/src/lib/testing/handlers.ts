// The shared handlers of the MSW server that stands in for the forms service in the tests: requests
// to /api go through the real API client and fetch, and MSW answers them. By default the service
// cannot be reached, as for a page opened without one; service.ts has what a test uses to say how
// the service answers.
import { HttpResponse, http } from 'msw';

export const API = /\/api\//;

/** The page cannot reach the service: what fetch does with no network. */
export const handlers = [http.all(API, () => HttpResponse.error())];
