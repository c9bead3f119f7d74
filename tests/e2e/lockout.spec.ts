import { expect, test } from './factory';
import { DEMO_PASSWORD, login } from './support';

// OWASP's device cookie: a browser its owner signed in on keeps getting in while someone elsewhere
// guesses the password until unknown clients are locked out. Rudi is the test's own (tests/e2e/factory.ts).
const OWNER = { nik: '', name: 'Rudi' };

async function tryPassword(page: import('@playwright/test').Page, password: string) {
  await page.getByLabel('NIK').fill(OWNER.nik);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an attacker who locks the NIK out does not keep its owner out of the browser they signed in on', async ({
  browser,
  people,
}) => {
  OWNER.nik = (await people.employee('HLOG', { name: 'Rudi Hartono' })).nik;
  const ownerContext = await browser.newContext();
  const attackerContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    await login(owner, OWNER.nik);
    await expect(owner.getByTestId('display-name')).toHaveText(OWNER.name);
    const cookies = await ownerContext.cookies();
    const device = cookies.find((cookie) => cookie.name === 'hadir_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The device cookie, like the session's, is out of page scripts' reach.
    expect(await owner.evaluate(() => document.cookie)).not.toContain('hadir_device');
    await owner.goto('/setting');
    await owner.getByRole('button', { name: 'Logout' }).click();
    await expect(owner).toHaveURL(/\/login$/);

    // Elsewhere, with no cookie: five wrong guesses, then even the right password is refused.
    const attacker = await attackerContext.newPage();
    await attacker.goto('/login');
    for (let i = 0; i < 5; i += 1) {
      await tryPassword(attacker, `guess-${i}-Hadir`);
      await expect(attacker.getByText('NIK or password is incorrect')).toBeVisible();
      await attacker.getByRole('button', { name: 'OK' }).click();
    }
    await tryPassword(attacker, DEMO_PASSWORD);
    await expect(attacker.getByText(/^Too many failed logins\. Try again in \d+ minutes?\.$/)).toBeVisible();

    // The owner's browser still signs in.
    await login(owner, OWNER.nik);
    await expect(owner.getByTestId('display-name')).toHaveText(OWNER.name);
  } finally {
    await ownerContext.close();
    await attackerContext.close();
  }
});

test('Setting → Devices lists this browser and the sign-in it replaced', async ({ browser, people }) => {
  const agus = (await people.employee('HLOG', { name: 'Agus Setiawan' })).nik;
  const first = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const second = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  try {
    await login(await first.newPage(), agus);
    const page = await second.newPage();
    await login(page, agus);
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Devices' }).click();
    const list = page.getByRole('list', { name: 'Devices' });
    const current = list.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(current).toContainText('Firefox on Windows');
    await expect(list.getByRole('listitem').filter({ hasText: 'Chrome on Android' }).first()).toContainText(
      'Replaced by a newer sign-in',
    );
  } finally {
    await first.close();
    await second.close();
  }
});
