import { expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_PASSWORD = 'Hadir#2026';
import { e2eDataDir } from './paths.mjs';

export const OUTBOX = join(e2eDataDir(), 'outbox');

/** Logs in through the form, answering Continue here when the user is signed in elsewhere. */
export async function login(page: Page, nik: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('NIK').fill(nik);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const relogin = page.getByRole('button', { name: 'Continue here' });
  await expect(page.getByTestId('display-name').or(relogin)).toBeVisible({ timeout: 15_000 });
  if (await relogin.isVisible()) await relogin.click();
  await expect(page.getByTestId('display-name')).toBeVisible();
}

const mailsTo = (email: string) => {
  try {
    return (
      readdirSync(OUTBOX)
        // Named <time>-<n>-<address>.eml: the whole address, so p701001@… is not p7010011@…'s.
        .filter((file) => file.endsWith(`-${email}.eml`))
        .sort()
    );
  } catch {
    return [];
  }
};

/** How many e-mails the outbox holds for an address (to wait for the next one). */
export const mailCount = (email: string) => mailsTo(email).length;

/** The reset link in one outbox e-mail, or null (another e-mail: a notification to the same address). */
const resetLinkIn = (file: string) =>
  /(\/reset\/[A-Za-z0-9_-]+)/.exec(readFileSync(join(OUTBOX, file), 'utf8').replace(/=\r?\n/g, ''))?.[1] ?? null;

/**
 * The reset link of the newest e-mail to an address that holds one, among those after the first
 * `before`: the api mails after it has answered, so the e-mail lands a moment after the screen says
 * so, and a notification e-mail (an announcement to the company, issue 47) may land beside it.
 */
export async function lastResetLink(email: string, before: number): Promise<string> {
  const newest = () =>
    mailsTo(email)
      .slice(before)
      .map(resetLinkIn)
      .findLast((link) => link !== null) ?? null;
  await expect.poll(newest).not.toBeNull();
  return newest()!;
}

/** A yyyy-mm-dd as the app shows a day and a person types it into a date field: dd-mm-yyyy. */
export const shownDay = (day: string) => day.split('-').reverse().join('-');

/** Gudang Cikarang (CKR01), HLOG's work location. */
export const CIKARANG = { latitude: -6.285, longitude: 107.171, accuracy: 10 };

/** At Gudang Cikarang (clockAt). */
export const clockAtCikarang = (page: Page, type: 'Clock In' | 'Clock Out') => clockAt(page, type, 'Gudang Cikarang');

/** At a work location, from Live: the pre-check, the capture screen, a selfie, and the success alert back to Live. */
export async function clockAt(page: Page, type: 'Clock In' | 'Clock Out', location: string) {
  await page.getByRole('button', { name: type, exact: true }).click();
  await expect(page.getByTestId('location-name')).toHaveText(location);
  await expect(page.getByTestId('location-map')).toHaveAttribute('data-ready', 'true');
  const submit = page.getByRole('button', { name: `Live Attendance - ${type}` });
  await submit.click();
  await page.getByRole('button', { name: 'Capture' }).click({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Captured selfie' })).toBeVisible();
  await submit.click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(`${type} success`);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/live$/);
}

/**
 * A signature drawn with the mouse: two strokes across the pad. Each point goes through the locator
 * (a hover at a position in the canvas), which waits for the canvas to stand still: the form above
 * it may still grow (a policy's attachment line), and a stroke aimed at a box read before that
 * lands beside the pad (leave-balance.spec failed so, about one run in three).
 */
export async function sign(canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: number[]) => canvas.hover({ position: { x: box.width * x, y: box.height * y } });
  const strokes = [
    [
      [0.15, 0.6],
      [0.22, 0.45],
      [0.3, 0.3],
      [0.38, 0.5],
      [0.45, 0.7],
      [0.52, 0.5],
      [0.6, 0.35],
    ],
    [
      [0.55, 0.55],
      [0.62, 0.5],
      [0.7, 0.45],
      [0.78, 0.52],
      [0.85, 0.6],
    ],
  ];
  for (const [first, ...rest] of strokes) {
    await at(first);
    await canvas.page().mouse.down();
    for (const point of rest) await at(point);
    await canvas.page().mouse.up();
  }
}

/** The api's test clock (TEST_CLOCK): set to an instant, or back to the real time with null. */
export async function setApiClock(at: string | null) {
  const reply = await fetch(`http://127.0.0.1:${process.env.E2E_API_PORT ?? 4181}/api/v1/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  expect(reply.status).toBe(200);
}

/** An instant's day in Jakarta, yyyy-mm-dd. */
export const jakartaDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(instant));

/** Whether a browser request is the clock screen's clock-in mutation. */
export const isClockIn = (request: Request) =>
  request.method() === 'POST' && (request.postDataBuffer()?.includes('ClockAttendance') ?? false);

/**
 * Issue 29's offline clock-in through the real screens: on /live (the service worker serving the app,
 * unless `installed` is false: a first visit, issue 46), Clock In at `place`, a selfie, then the network
 * goes before Submit. Checks the screen's words and that Live lists it "Waiting to send"; answers the
 * day, the time the phone took it, and that list.
 */
export async function keepClockInOffline(page: Page, context: BrowserContext, place: string, installed = true) {
  // The installed app: its service worker serves the app's files (the alert's too) with no network.
  if (installed)
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state !== 'activated')
        await new Promise((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)),
        );
    });
  await page.goto('/live');
  const day = jakartaDay(Date.now());
  await page.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(page.getByTestId('location-name')).toHaveText(place);
  const submit = page.getByRole('button', { name: 'Live Attendance - Clock In' });
  await submit.click();
  await page.getByRole('button', { name: 'Capture' }).click({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Captured selfie' })).toBeVisible();

  await context.setOffline(true);
  await submit.click();
  const saved = page.getByRole('dialog').getByRole('alert');
  await expect(saved).toHaveText(
    /^No connection\. Your clock-in at \d{2}:\d{2} is saved on this phone and will be sent when you are back online\.$/,
  );
  const time = /at (\d{2}:\d{2})/.exec((await saved.textContent())!)![1];
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/live$/);
  const kept = page.getByRole('list', { name: 'Clock-ins saved on this phone' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(`Clock In · ${shownDay(day)} ${time}`);
  await expect(kept).toContainText('Waiting to send');
  return { day, time, kept };
}
