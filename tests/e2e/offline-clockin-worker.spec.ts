import { type CDPSession, type Request } from '@playwright/test';
import { expect, test } from './factory';
import { isClockIn, keepClockInOffline, login, setApiClock, shownDay } from './support';

// Issue 29's Background Sync with no page open, against the whole stack. Siti (the test's own,
// tests/e2e/factory.ts) clocks in at Kantor Pusat Jakarta with no network: the clock-in is kept on the phone.
// She closes the app, every page of it; the network returns and the browser fires the service
// worker's sync (here through CDP, as Chromium does when it is back online): the worker sends the
// clock-in itself. The first answer is lost on the way (the api stored it), so the sync fails; fired
// again, the worker sends it again and the api answers the same record. HR (Rina, an HR admin of HADIR of the test's own) sees one
// clock-in, flagged as kept on the phone while offline, and Siti's app, opened again, has nothing
// left to send. The api's test clock runs ten minutes ahead from the reconnect, so the clock-in
// arrives late by its clock; it is put back after.

const JKT01 = { latitude: -6.2, longitude: 106.816666, accuracy: 10 };

test.afterAll(async () => {
  await setApiClock(null);
});

/** The app's service worker registration, as CDP names it, once it is known. */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (app) resolve(app.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the browser does once the network is back: fires the sync the page registered when it kept the clock-in. */
const fireSync = (cdp: CDPSession, origin: string, registrationId: string) =>
  cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'hadir-clock-queue', lastChance: false });

test('with no page of the app open, the service worker sends the kept clock-in when the network returns, and it is stored exactly once', async ({
  browser,
  baseURL,
  people,
}) => {
  test.setTimeout(240_000);
  const siti = await people.employee('HADIR', { name: 'Siti Nurhaliza' });
  const rina = await people.hrAdmin('HADIR');
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ geolocation: JKT01, locale: 'en-US' });
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await login(page, siti.nik);
    const { day, time } = await keepClockInOffline(page, context, 'Kantor Pusat Jakarta');

    // Siti closes the app: no page of it is open when the network returns.
    for (const open of context.pages()) await open.close();
    // The browser's own hand on the worker: CDP's ServiceWorker domain, reached through a blank tab of
    // the same browser profile (the browser-wide session has no ServiceWorker domain); about:blank is
    // no page of the app, so the worker finds none to ask.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrationId = await workerRegistration(cdp, origin);

    // Sent by the worker (no page is left to send it); its first answer is lost after the api stored it.
    const sends: Request[] = [];
    let answerLost!: (answer: string) => void;
    const firstSendLost = new Promise<string>((resolve) => (answerLost = resolve));
    await context.route('**/graphql', async (route) => {
      if (!isClockIn(route.request())) return route.fallback();
      sends.push(route.request());
      if (sends.length > 1) return route.fallback();
      const answer = await route.fetch();
      await route.abort('internetdisconnected');
      answerLost(await answer.text());
    });
    await setApiClock(new Date(Date.now() + 10 * 60_000).toISOString());
    await context.setOffline(false);
    await fireSync(cdp, origin, registrationId);
    expect(JSON.parse(await firstSendLost)).toMatchObject({
      data: { clockAttendance: { message: 'Clock In success' } },
    });
    expect(sends[0].serviceWorker()).not.toBeNull();

    // HR's review queue: one clock-in of Siti's, flagged as kept on the phone while offline.
    const hr = await hrContext.newPage();
    await login(hr, rina.nik);
    await hr.goto('/hr/review');
    const card = hr
      .getByRole('list', { name: 'Flagged clock-ins' })
      .getByRole('listitem', { name: `${siti.name} · ${siti.nik}` });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Clock In · ${shownDay(day)} ${time}`);
    await expect(card).toContainText(/Sent \d+ min after it was made \(kept on the phone while offline\)/);

    // The browser fires the sync again (the first failed): the worker sends it again, the api answers the same record.
    const resent = context.waitForEvent('requestfinished', (request) => isClockIn(request));
    await fireSync(cdp, origin, registrationId);
    const again = await resent;
    expect(await (await again.response())!.json()).toMatchObject({
      data: { clockAttendance: { message: 'Clock In success' } },
    });
    expect(sends).toHaveLength(2);
    await hr.reload();
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Clock In · ${shownDay(day)} ${time}`);

    // Siti opens the app again: nothing is left to send, and her day has the one clock-in, under review.
    await context.unroute('**/graphql');
    const reopened = await context.newPage();
    await reopened.goto('/live');
    const today = reopened
      .getByRole('list', { name: 'Days of the month' })
      .getByRole('listitem', { name: shownDay(day), exact: true });
    await expect(today).toContainText(time);
    await expect(today).toContainText('Under review');
    await expect(reopened.getByRole('list', { name: 'Clock-ins saved on this phone' })).toHaveCount(0);
    await reopened.goto(`/attendance/list/${day}`);
    await expect(reopened.getByRole('list', { name: 'Attendance records' }).getByRole('listitem')).toHaveCount(1);
    expect(sends).toHaveLength(2);
    await cdp.detach();
  } finally {
    await context.close();
    await hrContext.close();
  }
});
