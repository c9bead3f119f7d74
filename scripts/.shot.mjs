import { chromium } from '@playwright/test';
const [,, url, out, w='360', h='740', actions=''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--use-fake-device-for-media-stream','--use-fake-ui-for-media-stream'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1, geolocation: { latitude: -6.2, longitude: 106.816666 }, permissions: ['geolocation','camera'] });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error') console.log('console:', m.text()); });
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto(url);
if (actions) { const fn = new Function('page', `return (async () => { ${actions} })()`); await fn(page); }
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
console.log('url now', page.url());
await browser.close();
