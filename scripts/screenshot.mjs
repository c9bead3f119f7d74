// Screenshot a page of a running Hadir at a phone's size in Debian's Chromium, to look at it:
//   node scripts/screenshot.mjs URL OUT.png [WIDTH] [HEIGHT] ['await page.getByRole(...).click(); …']
// The last argument is a script run against `page` before the shot (log in, open a dialog…).
import { chromium } from '@playwright/test';

const [, , url, out, width = '360', height = '740', actions = ''] = process.argv;
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [WIDTH] [HEIGHT] [ACTIONS]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(height) },
  geolocation: { latitude: -6.2, longitude: 106.816666 },
  permissions: ['geolocation', 'camera'],
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
});
const page = await context.newPage();
page.on('pageerror', (error) => console.log('page error:', error.message));
await page.goto(url);
if (actions) await new Function('page', `return (async () => { ${actions} })()`)(page);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
console.log('shot of', page.url());
await browser.close();
