// The record of what went wrong on a page that openPage keeps (browser.mjs): Content Security
// Policy violations added to it, and the failures a test causes on purpose taken out of it.
import assert from 'node:assert/strict';

/** Report each CSP violation as a console error naming the directive and what it blocked. */
export function reportCspViolations(page) {
  return page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline code';
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${blocked} on ${event.documentURI}`,
      );
    });
  });
}

/** What the record holds for a request answered with `status` (a 404 page, a refused password). */
export const refused = (status, reason, url) => [
  `${status}: ${url}`,
  `console: Failed to load resource: the server responded with a status of ${status} (${reason})`,
];

/** Take the expected lines out of `problems`, each exactly once; fail if one is missing. */
export function expectProblems(problems, expected) {
  for (const line of expected) {
    const index = problems.indexOf(line);
    assert.ok(index >= 0, `expected "${line}" among ${JSON.stringify(problems)}`);
    problems.splice(index, 1);
  }
}

/** Fail with every line at once, so one run lists everything there is to fix. */
export function assertNone(lines, what) {
  if (lines.length > 0) throw new Error(`${lines.length} ${what}:\n${lines.join('\n')}`);
}
