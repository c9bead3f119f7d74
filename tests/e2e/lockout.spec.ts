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

test('guesses at a NIK make other browsers prove work, never keep its owner out: the cookie browser signs in, a new one solves the check', async ({
  browser,
  people,
}) => {
  // Six sign-ins, six failures and two proofs of work: more than one test's usual minute on a busy machine.
  test.slow();
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

    // Elsewhere, with no cookie: five wrong guesses. From then on every try from a browser without the
    // cookie must prove work first (issue 46): a guess costs a second, the right password still gets in.
    const stranger = await attackerContext.newPage();
    await stranger.goto('/login');
    for (let i = 0; i < 5; i += 1) {
      await tryPassword(stranger, `guess-${i}-Hadir`);
      await expect(stranger.getByText('NIK or password is incorrect')).toBeVisible();
      await stranger.getByRole('button', { name: 'OK' }).click();
    }
    // What the page says while it solves may be on screen for well under a second: every status it shows is noted.
    await stranger.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStatus: string[] }).seenStatus = seen;
      new MutationObserver(() => {
        const status = document.querySelector('[role="status"]')?.textContent;
        if (status && !seen.includes(status)) seen.push(status);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const seenStatus = () => stranger.evaluate(() => (window as unknown as { seenStatus: string[] }).seenStatus);
    await tryPassword(stranger, `guess-5-Hadir`);
    await expect(stranger.getByText('NIK or password is incorrect')).toBeVisible();
    expect(await seenStatus()).toEqual(['Checking your browser…']);
    await stranger.getByRole('button', { name: 'OK' }).click();
    // A new phone of the owner's, with the right password: the browser solves the check and signs in.
    const solvedAt = Date.now();
    await tryPassword(stranger, DEMO_PASSWORD);
    await expect(stranger.getByTestId('display-name')).toHaveText(OWNER.name);
    test.info().annotations.push({ type: 'proof of work, sign-in', description: `${Date.now() - solvedAt} ms` });

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
