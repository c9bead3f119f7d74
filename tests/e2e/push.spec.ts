import { pdfFile, signaturePng } from '../fixtures/files';
import { startPushService, type PushService } from '../fixtures/push-service';
import { expect, test } from './factory';
import { DEMO_PASSWORD, login, shownDay } from './support';

// Issue 47 in the browser: a leave filed by an employee reaches the supervisor's phone as a Web Push,
// and the service worker shows it. The push service is the tests' own on loopback
// (tests/fixtures/push-service.ts): it holds the device's keys, so it decrypts what the api sent with
// the protocol's real encryption and checks the company's VAPID signature. Headless Chromium has no
// push service of its own (pushManager.subscribe would need Google's), so the page registers the
// loopback device's subscription through the same GraphQL mutation the worker uses, and the test
// hands the decrypted message to the worker over DevTools (ServiceWorker.deliverPushMessage), as the
// browser does when its push service delivers.

const api = (path: string) => `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4181}/api/v1${path}`;

/** A Wednesday with no holiday: a day sick leave can be filed for, whatever day the test runs. */
const LEAVE_DAY = '2031-06-04';

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(async () => {
  await push.close();
});

test("a leave filed by the employee is pushed to the supervisor's phone; the worker shows it and it leads to the approval sheet", async ({
  browser,
  people,
}) => {
  const team = await people.team('HADIR');
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await login(page, team.supervisor.nik);
    const origin = new URL(page.url()).origin;

    // The service worker the app installs, and its registration as DevTools names it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        const active = versions.find(
          (version) => version.runningStatus === 'running' && version.status === 'activated',
        );
        if (active) resolve(active.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // The phone subscribes: its subscription goes to the api as the worker sends it.
    const device = push.subscribe(`supervisor-${team.supervisor.nik}`);
    const subscribed = await page.evaluate(async ({ endpoint, keys }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Apollo-Require-Preflight': 'true' },
        body: JSON.stringify({
          query: 'mutation ($subscription: PushSubscriptionInput!) { subscribePush(subscription: $subscription) }',
          variables: { subscription: { endpoint, ...keys } },
        }),
      });
      return response.json();
    }, device);
    expect(subscribed).toEqual({ data: { subscribePush: true } });

    // The employee files a sick leave with the doctor's letter and a drawn signature, as the app does.
    const signedIn = await fetch(api('/relogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nik: Number(team.employee.nik), password: DEMO_PASSWORD }),
    });
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
    const form = new FormData();
    const fields = {
      tipe: 'Sakit',
      reason: 'Demam tinggi',
      leave_duration: 'Full Day',
      start_date: LEAVE_DAY,
      end_date: LEAVE_DAY,
      nik: team.employee.nik,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('files', new Blob([new Uint8Array(await pdfFile())], { type: 'application/pdf' }), 'surat-dokter.pdf');
    form.append('signature', new Blob([new Uint8Array(await signaturePng())], { type: 'image/png' }), 'signature.png');
    const filed = await fetch(api('/leave'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(filed.status).toBe(200);

    // The api's push reaches the device, encrypted for it and signed with the company's key.
    const [message] = (await push.waitFor(1)).filter(({ name }) => name === `supervisor-${team.supervisor.nik}`);
    const sent = JSON.parse(message.text) as { title: string; body: string; url: string };
    expect(sent.body).toContain(team.employee.name);
    expect(sent.url).toMatch(/^\/approve\/\d+\/\d+$/);

    // The browser's push service delivers it; the worker shows the notification.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: message.text,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, data }) => ({
          title,
          body,
          url: (data as { url: string }).url,
        })),
      );
    await expect.poll(shown).toEqual([{ title: sent.title, body: sent.body, url: sent.url }]);

    // Its tap opens the screen it names: the approval sheet of this leave. (No automation can tap a
    // system notification, and a click event made in the worker carries no user activation, so
    // WindowClient.focus refuses it; the worker's tap, openScreen, is tested in push-handlers.test.ts.)
    await page.goto(sent.url);
    await expect(page.getByRole('heading', { name: 'Leave Request Approval' })).toBeVisible();
    await expect(page.getByText('Demam tinggi')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the offer after a request: where the browser says no to notifications, the person reads what to do, and it is not offered again', async ({
  page,
  people,
}) => {
  const person = await people.employee('HADIR');
  // The suite grants position and camera, which leaves every other permission denied: this phone's
  // browser has never been asked about notifications.
  await page.context().clearPermissions();
  await login(page, person.nik);
  await page.goto('/leave');
  await expect(page.getByRole('heading', { name: 'My Leave Requests' })).toBeVisible();
  // The list as the leave form leaves it after filing (navigate(…, { state: { offerPush: true } })).
  const openedAfterFiling = () =>
    page.evaluate(() => history.replaceState({ ...history.state, usr: { offerPush: true } }, ''));
  await openedAfterFiling();
  await page.reload();
  const offer = page.getByRole('region', { name: 'Hear when it is decided' });
  await offer.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This browser said no to notifications. You can allow them in the browser’s site settings, then in Setting → Notifications.',
  );
  await openedAfterFiling();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Leave Requests' })).toBeVisible();
  await expect(offer).toBeHidden();
});

test('after asking for overtime, the same offer comes on the overtime screen', async ({ page, people }) => {
  const person = await people.employee('HADIR');
  // Never asked about notifications on this phone (the suite's granted camera and position leave them denied).
  await page.context().clearPermissions();
  await login(page, person.nik);
  await page.goto('/overtime');
  const form = page.getByRole('form', { name: 'Ask for overtime' });
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(shownDay(LEAVE_DAY));
  await form.getByLabel('Planned start').fill('17:00');
  await form.getByLabel('Planned end').fill('19:00');
  await form.getByLabel('Reason').fill('Stok opname');
  await form.getByRole('checkbox', { name: 'I agree to work this overtime' }).check();
  const offer = page.getByRole('region', { name: 'Hear when it is decided' });
  await expect(offer).toBeHidden();
  await form.getByRole('button', { name: 'Ask for overtime' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request submitted');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
});

test('after asking for a correction from Home, the same offer comes on Home once the sent alert is closed', async ({
  page,
  people,
}) => {
  const { employee: person } = await people.team('HADIR');
  await page.context().clearPermissions();
  await login(page, person.nik);
  const offer = page.getByRole('region', { name: 'Hear when it is decided' });
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Request Attendance Correction' });
  const days = modal.getByLabel('Request Date').locator('option:not([value=""])');
  await modal.getByLabel('Request Date').selectOption((await days.first().getAttribute('value'))!);
  await modal.getByLabel('Hour (00-23)').selectOption('00');
  await modal.getByLabel('Minute').selectOption('05');
  await modal.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Forgot to clock in / clock out' }).click();
  await modal.getByRole('radio', { name: 'Clock In' }).check();
  // No photo yet: Submit opens the camera first.
  await modal.getByRole('button', { name: 'Submit' }).click();
  const capture = modal.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await capture.click();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Attendance correction request sent');
  await expect(offer).toBeHidden();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
});
