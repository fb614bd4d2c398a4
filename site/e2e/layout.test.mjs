// Layout at every width a visitor may use, from 320 to 1920 px. The network graphic never lies
// over the home page hero's headline and text, nor behind the title and lead of the other pages'
// heading band; on /regions, every member code stays beside its country's name.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { servedSite } from './setup.mjs';

/** Every 40 px from 320 to 1920, and the widths where layouts change or used to overlap. */
const WIDTHS = [
  ...new Set([
    ...Array.from({ length: (1920 - 320) / 40 + 1 }, (_, i) => 320 + i * 40),
    900,
    959,
    960,
    1024,
    1099,
    1100,
    1101,
    1199,
    1200,
    1280,
    1440,
  ]),
].sort((a, b) => a - b);

/** The hero's text: the headline, the line above it, the tagline and the buttons. */
const TEXT = ['.hero__kicker', '.hero__title', '.hero__tagline', '.hero__actions'];

const site = servedSite();

/** The boxes of the graphic (null when it is not drawn) and of each text element, in page pixels. */
async function heroBoxes(page) {
  return page.evaluate((selectors) => {
    const box = (element) => {
      const r = element.getBoundingClientRect();
      return {
        left: r.left,
        top: r.top + scrollY,
        right: r.right,
        bottom: r.bottom + scrollY,
        width: r.width,
        height: r.height,
      };
    };
    const graphic = document.querySelector('.hero__graphic');
    const drawn = graphic && getComputedStyle(graphic).display !== 'none' && graphic.getBoundingClientRect().width > 0;
    return {
      graphic: drawn ? box(graphic) : null,
      text: Object.fromEntries(selectors.map((selector) => [selector, box(document.querySelector(selector))])),
      overflow: document.documentElement.scrollWidth - innerWidth,
    };
  }, TEXT);
}

function intersects(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('the home page hero', () => {
  test('its network graphic never crosses the headline or the hero text, from 320 to 1920 px', async () => {
    const { page, problems, close } = await site.open({ width: WIDTHS[0], height: 900 });
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    assert.equal(await page.locator('.hero__graphic').count(), 1, 'the hero has its graphic');
    const faults = [];
    const shownAt = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Let layout settle after the resize (container queries, the lazy image's box).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const { graphic, text, overflow } = await heroBoxes(page);
      if (overflow > 0) faults.push(`${width} px: ${overflow} px of horizontal scroll`);
      for (const [selector, box] of Object.entries(text)) {
        if (box.width === 0 || box.height === 0) faults.push(`${width} px: ${selector} is not drawn`);
      }
      if (!graphic) continue;
      shownAt.push(width);
      if (graphic.right > width)
        faults.push(`${width} px: the graphic runs ${Math.ceil(graphic.right - width)} px off the page`);
      for (const [selector, box] of Object.entries(text)) {
        if (intersects(graphic, box)) {
          faults.push(
            `${width} px: the graphic (${Math.round(graphic.left)}-${Math.round(graphic.right)} px) crosses ${selector} (${Math.round(box.left)}-${Math.round(box.right)} px)`,
          );
        }
      }
    }
    assert.deepEqual(faults, []);
    // The check means something only if the graphic is drawn somewhere: on wide screens it is.
    assert.ok(
      shownAt.includes(1280) && shownAt.includes(1920),
      `the graphic is shown at 1280 and 1920 px (shown at: ${shownAt.join(', ') || 'none'})`,
    );
    assert.deepEqual(problems, []);
    await close();
  });
});

/** Pages with the longest titles and leads, whose heading band shows the graphic on wide screens. */
const HEADINGS = ['/academic-membership/', '/individual-membership/', '/purpose-of-website/', '/privacy/'];

/**
 * Where the heading band draws the graphic, from its computed background position and width: the
 * band's full height (the image is taller than the band), from the image's left edge to its right
 * edge or the band's, whichever comes first.
 */
async function headingBoxes(page) {
  return page.evaluate(() => {
    const band = document.querySelector('.page-heading');
    const style = getComputedStyle(band);
    const r = band.getBoundingClientRect();
    // The text itself (a Range over each element's contents): the breadcrumb's box is as wide as
    // the band, its few words are not.
    const text = [...band.querySelectorAll('.breadcrumb__list, .page-heading__title, .page-heading__lead')].map(
      (element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const b = range.getBoundingClientRect();
        return { name: element.className, left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      },
    );
    const layers = style.backgroundImage.split(/,(?![^(]*\))/);
    // The theme's picture, under the name its content gives it (assets/network-<hash>.svg).
    const index = layers.findIndex((layer) => /network(-[0-9a-f]{8})?\.svg/.test(layer));
    if (index < 0) return { graphic: null, text };
    // Chromium gives "right -140px" as "calc(100% + 140px)": a percentage of the free space plus px.
    const x = style.backgroundPositionX.split(/,(?![^(]*\))/)[index].trim();
    const percent = Number(x.match(/(-?[\d.]+)%/)?.[1] ?? 0);
    const offset = Number(x.match(/([+-]?\s*[\d.]+)px/)?.[1].replace(/\s/g, '') ?? 0);
    const width = parseFloat(style.backgroundSize.split(',')[index]);
    if (!/^(calc\()?(-?[\d.]+%)?( [+-] )?([\d.]+px)?\)?$|^-?[\d.]+(px|%)$/.test(x) || !width) {
      return { unreadable: `${style.backgroundPositionX} / ${style.backgroundSize}`, text };
    }
    const left = r.left + (percent / 100) * (r.width - width) + offset;
    return { graphic: { left, right: Math.min(left + width, r.right), top: r.top, bottom: r.bottom }, text };
  });
}

describe('the heading band of the other pages', () => {
  test('its network graphic never lies behind the title or the lead, from 320 to 1920 px', async () => {
    const { page, problems, close } = await site.open({ width: WIDTHS[0], height: 900 });
    const faults = [];
    let shown = 0;
    for (const route of HEADINGS) {
      await page.goto(`${site.base}${route}`, { waitUntil: 'networkidle' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const { graphic, text, unreadable } = await headingBoxes(page);
        if (unreadable) faults.push(`${route} at ${width} px: cannot read where the graphic is drawn (${unreadable})`);
        if (!graphic) continue;
        shown++;
        for (const box of text) {
          if (intersects(graphic, box)) {
            faults.push(
              `${route} at ${width} px: the graphic (from ${Math.round(graphic.left)} px) lies behind .${box.name} (to ${Math.round(box.right)} px)`,
            );
          }
        }
      }
    }
    assert.deepEqual(faults, []);
    assert.ok(shown > 0, 'the heading band shows the graphic at some width');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the regions page', () => {
  test('every member code stays beside its country name, from 320 to 1920 px', async () => {
    const { page, problems, close } = await site.open({ width: 320, height: 900 });
    await page.goto(`${site.base}/regions/`, { waitUntil: 'networkidle' });
    await page.evaluate(() =>
      document.querySelectorAll('.region-card details').forEach((details) => {
        details.open = true;
      }),
    );
    const faults = [];
    for (const width of [320, 360, 375, 414, 768, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const dropped = await page.evaluate(() =>
        [...document.querySelectorAll('.country-list__item')]
          .filter((item) => {
            const name = item.querySelector('.country-list__name').getBoundingClientRect();
            const code = item.querySelector('.country-list__code').getBoundingClientRect();
            return code.top >= name.bottom - 1 || code.right > item.getBoundingClientRect().right + 0.5;
          })
          .map((item) => item.querySelector('.country-list__name').textContent),
      );
      if (dropped.length > 0) faults.push(`${width} px: the code of ${dropped.join(', ')} is not beside the name`);
    }
    assert.deepEqual(faults, []);
    assert.deepEqual(problems, []);
    await close();
  });
});
