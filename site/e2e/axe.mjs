// axe-core's WCAG 2.2 A and AA rules on a page as it is now, reported as lines that say what to
// fix and where: the rule, its impact, the element's selector and axe's summary of the failure.
import { AxeBuilder } from '@axe-core/playwright';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per element in violation, each starting with `where` (a page and its state). */
export async function accessibilityViolations(page, where) {
  const { violations } = await new AxeBuilder({ page })
    // Before withTags: options() replaces every option, the tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // The site has no frames, so axe can run in the page itself; the default mode opens a blank
    // page for every check to merge frame results, which doubles the time of a walk.
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      [
        `${where}: ${violation.id} (${violation.impact}): ${violation.help}`,
        `    element: ${node.target.join(' ')}`,
        `    ${node.failureSummary.replace(/\s*\n\s*/g, ' ')}`,
      ].join('\n'),
    ),
  );
}
