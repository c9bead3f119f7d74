import { type Page } from '@playwright/test';
import { expect, test } from './factory';
import { DEMO_PASSWORD } from './support';

// A person of the second company, new for each test (tests/e2e/factory.ts): the language a test
// saves with them is theirs alone, and each starts as a person who never chose one.
let NIK = '';
test.beforeEach(async ({ people }) => {
  NIK = (await people.employee('HLOG', { name: 'Putri Ayu Lestari' })).nik;
});
const SHOTS = process.env.E2E_SHOTS;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Logs in through the form in whichever language it speaks (the button is the form's only submit). */
async function submitLogin(page: Page) {
  await page.locator('input[name="nik"]').fill(NIK);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

/** Waits for the app to take over the screen index.html drew before its JavaScript (web/build/first-paint-plugin.ts). */
const appStarted = (page: Page) => expect(page.locator('[data-first-paint]')).toHaveCount(0);

test('an Indonesian phone opens Login in Indonesian the first time; English chosen there stays after a reload', async ({
  browser,
}) => {
  const phone = await browser.newContext({ locale: 'id-ID' });
  const page = await phone.newPage();
  await page.goto('/login');
  await appStarted(page);
  await expect(page.getByText('Selamat datang di Hadir')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  // The phone's language speaks; nothing is stored as the person's choice.
  expect(await page.evaluate(() => localStorage.getItem('hadir.language'))).toBeNull();

  await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.reload();
  await appStarted(page);
  await expect(page.getByText('Welcome to Hadir')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await phone.close();
});

test("signing in keeps an Indonesian phone's language for a person who never chose one; English chosen in Setting then follows them", async ({
  browser,
}) => {
  const phone = await browser.newContext({ locale: 'id-ID' });
  const page = await phone.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await submitLogin(page);
  const relogin = page.getByRole('button', { name: 'Lanjutkan di sini' });
  await expect(page.getByRole('heading', { name: 'Pengumuman', exact: true }).or(relogin)).toBeVisible({
    timeout: 15_000,
  });
  if (await relogin.isVisible()) await relogin.click();
  await expect(page.getByRole('heading', { name: 'Pengumuman', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.goto('/setting');
  await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Setting', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Setting', exact: true })).toBeVisible();
  await phone.close();

  // Saved with them: another Indonesian phone speaks Indonesian on Login, and English once they are in.
  const otherPhone = await browser.newContext({ locale: 'id-ID' });
  const other = await otherPhone.newPage();
  await other.goto('/login');
  await expect(other.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await submitLogin(other);
  const again = other.getByRole('button', { name: 'Lanjutkan di sini' });
  await expect(
    other
      .getByRole('link', { name: /Live Attendance/ })
      .first()
      .or(again),
  ).toBeVisible({ timeout: 15_000 });
  if (await again.isVisible()) await again.click();
  await expect(other.getByRole('link', { name: /Live Attendance/ }).first()).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  // Signed out, so the next test's login is not asked to take over this session.
  await other.goto('/setting');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await otherPhone.close();
});

test('Bahasa Indonesia chosen on Login speaks on every screen, and follows the person to a fresh browser', async ({
  browser,
}) => {
  const phone = await browser.newContext();
  const page = await phone.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await shot(page, 'login-en');

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByLabel('Kata sandi', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lupa kata sandi?' })).toBeVisible();

  // Login's validation messages.
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Field NIK harus diisi!')).toBeVisible();
  await expect(page.getByText('Kata sandi harus diisi')).toBeVisible();
  await shot(page, 'login-id');

  // A reload keeps the choice (the browser's copy), with no English first.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();

  await submitLogin(page);
  await expect(page.getByRole('link', { name: /Absensi/ }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Kehadiran', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pengumuman', exact: true })).toBeVisible();
  await shot(page, 'home-id');

  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Absensi', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Absen Masuk' })).toBeVisible();
  await expect(page.getByLabel('Waktu sekarang di Jakarta')).toBeVisible();
  await shot(page, 'live-id');

  await page.goto('/add-leave');
  await expect(page.getByRole('heading', { name: 'Pengajuan Cuti', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Jenis cuti harus dipilih')).toBeVisible();
  await expect(page.getByText('Alasan cuti harus diisi')).toBeVisible();
  await expect(page.getByText('Tanggal mulai harus diisi')).toBeVisible();
  await expect(page.getByText('Tanda tangan harus diisi')).toBeVisible();
  await shot(page, 'add-leave-id');
  await phone.close();

  // Another phone: nothing stored in its browser, so Login speaks English until they sign in.
  const otherPhone = await browser.newContext();
  const other = await otherPhone.newPage();
  await other.goto('/login');
  await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
  await submitLogin(other);
  const relogin = other.getByRole('button', { name: 'Continue here' });
  await expect(
    other
      .getByRole('link', { name: /Absensi/ })
      .first()
      .or(relogin),
  ).toBeVisible({ timeout: 15_000 });
  if (await relogin.isVisible()) await relogin.click();
  await expect(other.getByRole('link', { name: /Absensi/ }).first()).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'id');

  // Setting switches back, and saves English with the person.
  await other.goto('/setting');
  await expect(other.getByRole('heading', { name: 'Pengaturan', exact: true })).toBeVisible();
  await shot(other, 'setting-id');
  await other.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
  await expect(other.getByRole('heading', { name: 'Setting', exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();
  await shot(other, 'setting-en');
  await other.goto('/');
  await expect(other.getByRole('link', { name: /Live Attendance/ }).first()).toBeVisible();
  await shot(other, 'home-en');
  await other.goto('/live');
  await shot(other, 'live-en');
  await other.goto('/add-leave');
  await other.getByRole('button', { name: 'Submit' }).click();
  await expect(other.getByText('Leave type is required')).toBeVisible();
  await shot(other, 'add-leave-en');
  await otherPhone.close();

  // The English choice was saved: a third browser, after login, stays in English.
  const third = await browser.newContext();
  const last = await third.newPage();
  await last.goto('/login');
  await submitLogin(last);
  const again = last.getByRole('button', { name: 'Continue here' });
  await expect(
    last
      .getByRole('link', { name: /Live Attendance/ })
      .first()
      .or(again),
  ).toBeVisible({ timeout: 15_000 });
  if (await again.isVisible()) await again.click();
  await expect(last.getByRole('link', { name: /Live Attendance/ }).first()).toBeVisible();
  await third.close();
});
