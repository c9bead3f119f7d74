import { type Page } from '@playwright/test';
import { expect, test } from './factory';
import { login } from './support';

// Issue 29 against the whole stack, with Chromium's emulated position: Wulan (an HLOG employee of
// the test's own, tests/e2e/factory.ts) stands at Gudang Cikarang (CKR01, radius 200 m) with a position only good to ±450 m.
// The screen warns while she waits; Submit waits, saying why (the api, which refuses such a fix, is tested in api/src/attendance/trust.test.ts); once the
// position is good to ±10 m the same screen clocks her in. Then she clocks out on a second browser
// (a new device cookie and a new signing key): the record is flagged, and HR's review queue says why;
// HR revokes that key on her employee page, and her next clock-in with it is flagged "Key revoked".
const CIKARANG = { latitude: -6.285, longitude: 107.171 };

async function openClockIn(page: Page) {
  await page.goto('/live');
  await page.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(page.getByTestId('location-name')).toHaveText('Gudang Cikarang');
}

async function takeSelfie(page: Page, submit: ReturnType<Page['getByRole']>) {
  await submit.click();
  await page.getByRole('button', { name: 'Capture' }).click({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Captured selfie' })).toBeVisible();
}

test('a position accurate only to ±450 m keeps Submit waiting with words that help; at ±10 m the clock-in goes through; a second browser is flagged as a new device and key', async ({
  browser,
  people,
}) => {
  test.setTimeout(300_000);
  const wulan = await people.employee('HLOG', { name: 'Wulan Sari' });
  const admin = await people.hrAdmin('HLOG');
  const wulansCards = (hr: Page) =>
    hr.getByRole('list', { name: 'Flagged clock-ins' }).getByRole('listitem', { name: `${wulan.name} · ${wulan.nik}` });
  const context = await browser.newContext({ geolocation: { ...CIKARANG, accuracy: 450 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await login(page, wulan.nik);
    await openClockIn(page);
    await expect(page.getByTestId('accuracy')).toHaveText('Only accurate to ±450 m: step outside or wait a moment');

    // Submit waits for a position good enough for the location's limit (issue 46), and says so;
    // the selfie can be taken meanwhile. (The api's own refusal of a ±450 m fix is in its Jest tests.)
    const submit = page.getByRole('button', { name: 'Live Attendance - Clock In' });
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      'Submit is ready once your position is accurate to 200 m (now ±450 m). Step outside or wait a moment.',
    );
    await takeSelfie(page, page.getByRole('button', { name: 'Take a selfie' }));
    await expect(submit).toBeDisabled();

    // She steps outside: the watch reports the better fix, the indicator says so, and the same selfie goes.
    await context.setGeolocation({ ...CIKARANG, accuracy: 10 });
    await expect(page.getByTestId('accuracy')).toHaveText('Accuracy about 10 m');
    await submit.click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Clock In success');
  } finally {
    await context.close();
  }

  // Another browser: a new device and a new key of hers (the first browser's key signed the clock-in).
  const second = await browser.newContext({ geolocation: { ...CIKARANG, accuracy: 10 }, locale: 'en-US' });
  const hrContext = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await second.newPage();
    await login(page, wulan.nik);
    await page.goto('/live');
    await page.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await expect(page.getByTestId('location-name')).toHaveText('Gudang Cikarang');
    const submit = page.getByRole('button', { name: 'Live Attendance - Clock Out' });
    await takeSelfie(page, submit);
    await submit.click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Clock Out success');

    const hr = await hrContext.newPage();
    await login(hr, admin.nik);
    await hr.goto('/hr/review');
    const flagged = wulansCards(hr).filter({ hasText: 'Clock Out' });
    await expect(flagged).toContainText('A device this person has not clocked in with before');
    await expect(flagged).toContainText('Signed by a key this person has not clocked in with before');

    // HR revokes that browser's key (the newest, listed first); what it signs from now on is flagged.
    await hr.goto(`/hr/employees?q=${wulan.nik}`);
    await hr.getByRole('link', { name: wulan.name }).click();
    const keys = hr.getByRole('list', { name: "Phones' signing keys" }).getByRole('listitem');
    // Both of today's browsers (and any earlier one of hers) are listed.
    await expect.poll(() => keys.count()).toBeGreaterThanOrEqual(2);
    await keys
      .first()
      .getByRole('button', { name: /^Revoke the key of / })
      .click();
    await hr.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(keys.first()).toContainText(/Revoked \d{2}-\d{2}-\d{4}: its clock-ins are flagged/);

    await page.goto('/live');
    await page.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(page.getByTestId('location-name')).toHaveText('Gudang Cikarang');
    const again = page.getByRole('button', { name: 'Live Attendance - Clock In' });
    await takeSelfie(page, again);
    await again.click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Clock In success');
    await hr.goto('/hr/review');
    await expect(wulansCards(hr).filter({ hasText: 'Key revoked: signed by a key HR revoked' })).toHaveCount(1);
  } finally {
    await second.close();
    await hrContext.close();
  }
});
