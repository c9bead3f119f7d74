import { expect, test } from './factory';
import { DEMO_PASSWORD, lastResetLink, login, mailCount } from './support';

// Each test signs in as people of its own (tests/e2e/factory.ts): a first login, a forgotten or a
// changed password is theirs alone.

test.describe('guards', () => {
  test('a visitor with no session is sent to login from every login-required page', async ({ page }) => {
    for (const path of ['/', '/setting', '/password', '/live', '/leave', '/inbox', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a signed-in user is sent home from the guest-only pages', async ({ page, people }) => {
    await login(page, (await people.employee('HADIR')).nik);
    for (const path of ['/login', '/forgot']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe('login', () => {
  test('shows both required messages and hides them after 5 s', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('v1.0.0')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Field NIK harus diisi!')).toBeVisible();
    await expect(page.getByText('Field password harus diisi')).toBeVisible();
    await expect(page.getByText('Field NIK harus diisi!')).toBeHidden({ timeout: 7000 });
    await expect(page.getByText('Field password harus diisi')).toBeHidden();
  });

  test('a wrong password says so and keeps the user on login', async ({ page, people }) => {
    const ade = await people.employee('HADIR');
    await page.goto('/login');
    await page.getByLabel('NIK').fill(ade.nik);
    await page.getByLabel('Password', { exact: true }).fill('salah-sandi');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('NIK or password is incorrect');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the NIK field takes digits only and the session token never reaches page scripts', async ({ page, people }) => {
    const ade = await people.employee('HADIR');
    await page.goto('/login');
    await page.getByLabel('NIK').fill(`${ade.nik.slice(0, 2)}a${ade.nik.slice(2, 4)}b${ade.nik.slice(4)}`);
    await expect(page.getByLabel('NIK')).toHaveValue(ade.nik);
    await login(page, ade.nik);
    await expect(page.getByTestId('display-name')).toHaveText('Ade Rahmat');
    await expect(page.getByLabel('Present 0')).toBeVisible();
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'hadir_session');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(visible.cookie).not.toContain(cookie.value);
    expect(visible.local).not.toContain(cookie.value);
    expect(visible.session).not.toContain(cookie.value);
    expect(visible.local).not.toMatch(/eyJ/);
  });

  test('a second login offers relogin, and the first tab is logged out to the root', async ({ browser, people }) => {
    const dewi = await people.supervisor('HADIR');
    const first = await (await browser.newContext()).newPage();
    await login(first, dewi.nik);
    await expect(first.getByTestId('display-name')).toHaveText('Dewi');

    const second = await (await browser.newContext()).newPage();
    await second.goto('/login');
    await second.getByLabel('NIK').fill(dewi.nik);
    await second.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'Login' }).click();
    const question = second.getByRole('dialog', { name: 'Already logged in, Switch to this tab?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await question.getByRole('button', { name: 'Continue here' }).click();
    await expect(second.getByTestId('display-name')).toHaveText('Dewi');

    await first.reload();
    await expect(first).toHaveURL(/\/login$/);
    await expect(first.getByText('Your session has ended because you logged in elsewhere')).toBeVisible();
  });
});

test.describe('first login, forgot and reset', () => {
  test('a first login (406) opens reset; the new password then logs in', async ({ page, people }) => {
    const siti = await people.employee('HADIR', { name: 'Siti Nurhaliza', firstLogin: true });
    await page.goto('/login');
    await page.getByLabel('NIK').fill(siti.nik);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/reset\/[A-Za-z0-9_-]+$/);
    // The screen says why it is there, not only "Reset Password".
    await expect(page.getByRole('heading', { name: 'Set your own password to start' })).toBeVisible();
    await expect(page.getByText('Choose the password you will sign in with from now on.')).toBeVisible();
    await expect(page.getByText(/© \d{4} Hadir Group/)).toBeVisible();
    // One version everywhere, package.json's, as on Login.
    await expect(page.getByText('v1.0.0', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password field harus diisi')).toBeVisible();
    await expect(page.getByText('Password confirmation harus diisi')).toBeVisible();
    await expect(page.getByText('Password confirmation harus diisi')).toBeHidden({ timeout: 7000 });

    // Issue 46: a space keeps what was typed and says why, also at Submit, for as long as it is there.
    await page.getByLabel('New password', { exact: true }).pressSequentially('Baru 2026#');
    await expect(page.getByText('Space not allowed!')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Baru 2026#');
    await expect(page.getByText('Space not allowed!')).toBeVisible();
    await expect(page.getByText('Password field harus diisi')).toBeHidden();

    await page.getByLabel('New password', { exact: true }).fill('Baru#2026x');
    await expect(page.getByText('Space not allowed!')).toBeHidden();
    await page.getByLabel('Password confirmation', { exact: true }).fill('Baru#2026y');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password confirmation did not match');
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Password confirmation', { exact: true }).fill('Baru#2026x');
    await expect(
      page.getByRole('list', { name: /strong password/ }).getByText('Minimum 8 character length'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your password has been reset, please log in with the new password',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, siti.nik, 'Baru#2026x');
    await expect(page.getByTestId('display-name')).toHaveText('Siti');
  });

  test('forgot sends an e-mail to the outbox whose link resets the password once', async ({ page, people }) => {
    const siti = await people.employee('HADIR', { name: 'Siti Nurhaliza' });
    const mailed = mailCount(siti.email);
    await page.goto('/forgot');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('E-mail').fill(siti.email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'If that e-mail is registered, we have sent a link to reset the password.',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const link = await lastResetLink(siti.email, mailed);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password confirmation', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await login(page, siti.nik, DEMO_PASSWORD);

    // The link is spent: opening it again goes to login (the guard then sends a signed-in user home).
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/reset/not-a-real-token-123');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('setting, password and logout', () => {
  test('change password checks each field, the old password, then logout clears the session', async ({
    page,
    people,
  }) => {
    await login(page, (await people.supervisor('HADIR')).nik);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Setting' })).toBeVisible();
    await page.getByRole('link', { name: 'Change Password' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Old password field is required')).toBeVisible();
    await expect(page.getByText('New password field is required')).toBeVisible();
    await expect(page.getByText('Password confirmation field is required')).toBeVisible();
    await expect(page.getByText('Password confirmation field is required')).toBeHidden({ timeout: 7000 });

    await page.getByLabel('Old password', { exact: true }).fill('salah');
    await page.getByLabel('New password', { exact: true }).fill('   ');
    await page.getByLabel('Password confirmation', { exact: true }).fill('Ganti#2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Space not allowed!')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Ganti#2026');
    await page.getByLabel('Password confirmation', { exact: true }).fill('Ganti#2027');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password confirmation not match')).toBeVisible();

    await page.getByLabel('Password confirmation', { exact: true }).fill('Ganti#2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Old password is incorrect');
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Old password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password changed successfully');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/setting$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((c) => c.name === 'hadir_session')).toBe(false);
  });
});
