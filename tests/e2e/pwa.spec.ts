import { type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './factory';
import { login } from './support';

// The build the stack serves (tests/e2e/start-stack.mjs; the gateway's default is web/dist).
const WEB_DIST = process.env.E2E_WEB_DIST ?? join(process.cwd(), 'web', 'dist');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Waits until this page's service worker is installed and active, and returns its scope. */
const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === 'activating') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state !== 'activating' && resolve(null)),
      );
    }
    return { scope: registration.scope, state: worker.state };
  });

test.describe('installable app', () => {
  test('the manifest is linked, served and valid, with the icons Android and iOS ask for', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const response = await request.get(manifestHref!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Hadir',
      short_name: 'Hadir',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    // Chrome on Android installs with a 192 px and a 512 px icon (and a maskable one for its shapes).
    const icons = new Map<string, Manifest['icons'][number]>();
    for (const icon of manifest.icons) icons.set(`${icon.sizes} ${icon.purpose ?? 'any'}`, icon);
    expect([...icons.keys()].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }
    // Chrome's own verdict, the check Lighthouse's removed installable-manifest audit ran. A test
    // context is incognito, which Chrome names as its one reason; the manifest must add none.
    const cdp = await page.context().newCDPSession(page);
    const installability = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
    await expect.poll(installability).toEqual(['in-incognito']);
    // iOS takes its home-screen icon from apple-touch-icon, 180 px.
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await request.get(apple!)).body())).toEqual({ width: 180, height: 180 });
  });

  test('the service worker installs, and with the network cut a reload still opens the app and says it is offline', async ({
    page,
    context,
    people,
  }) => {
    await login(page, (await people.employee('HADIR')).nik);
    expect(await serviceWorkerReady(page)).toEqual({ scope: expect.stringMatching(/\/$/), state: 'activated' });
    await expect(page.getByLabel(/^Present \d+$/)).toBeVisible(); // Home's summary came from GraphQL
    await expect(page.getByTestId('offline-state')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('display-name')).toBeVisible(); // the app, not the browser's error page
    await expect(page.getByTestId('offline-state')).toHaveText(/You are offline/);
    await page.screenshot({ path: '.tmp/shots-pwa/offline-home.png', fullPage: true });

    // Nothing personal was kept: only the app's own files are in the caches (phones are shared).
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => /^\/(graphql|api|images|files)\b/.test(path) || /\.pdf$/.test(path))).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-state')).toHaveCount(0);
  });

  test('a new version deployed while the app is open is announced, and Reload switches to it', async ({ page }) => {
    await page.goto('/login');
    await serviceWorkerReady(page);
    await page.reload(); // now the page runs under the installed worker
    await expect(page.getByLabel('NIK')).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // A deploy is a new sw.js (its precache list names the new files); the gateway never caches it.
    const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(WEB_DIST, name));
    const before = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
    const next = `${before[0]!.toString('utf8')}\n// the next version\n`;
    try {
      writeFileSync(files[0], next);
      if (before[1]) writeFileSync(files[1], brotliCompressSync(next));
      if (before[2]) writeFileSync(files[2], gzipSync(next));
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect(page.getByText('A new version of Hadir is ready.')).toBeVisible();
      await page.screenshot({ path: '.tmp/shots-pwa/update-ready.png', fullPage: true });
      // Listening before the press: the reload can finish before the click's promise does (it did in CI at load 4).
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByLabel('NIK')).toBeVisible();
      await expect(page.getByText('A new version of Hadir is ready.')).toHaveCount(0);
      const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting));
      expect(waiting).toBe(false); // the new worker took over: nothing left waiting
    } finally {
      files.forEach((file, index) => before[index] && writeFileSync(file, before[index]));
    }
  });
});
