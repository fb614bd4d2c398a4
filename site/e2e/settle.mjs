// Waiting until a page has done what it does after loading: the header's and the islands' calls
// to the forms service and any entrance animation (the recovery steps slide in), so a check sees
// what the visitor ends up seeing. Quicker than Playwright's 'networkidle', which always waits
// half a second more, on a walk through every page several times.

const QUIET_MS = 80;
const LIMIT_MS = 15_000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Start counting `page`'s requests; returns the function that waits for the page to settle. */
export function watchSettling(page) {
  const pending = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    // The live-reload stream of `ssg serve` stays open for as long as the page does.
    if (request.resourceType() === 'eventsource') return;
    pending.add(request);
    lastChange = Date.now();
  });
  const finish = (request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  return async function settled() {
    const deadline = Date.now() + LIMIT_MS;
    while (pending.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) {
        throw new Error(`${page.url()} still waits for ${[...pending].map((request) => request.url()).join(', ')}`);
      }
      await pause(25);
    }
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  };
}
