import { launch, openPage } from './browser.mjs';
const browser = await launch();
for (const [width, name] of [[1440, 'wide'], [1100, 'mid'], [375, 'phone']]) {
  const { page } = await openPage(browser, { width, height: 900 });
  await page.goto('http://127.0.0.1:8765/fr/mission/', { waitUntil: 'networkidle' });
  if (width === 375) await page.getByRole('button', { name: 'Menu' }).click();
  await page.screenshot({ path: `/tmp/walk/fr-${name}.png`, fullPage: width !== 375 ? false : false });
}
await browser.close();
