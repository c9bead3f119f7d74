import { expect, test } from './factory';
import { keepClockInOffline, login } from './support';

// Issue 46: on a phone whose browser has not cached the app yet (a first visit, or just after a new
// version: no service worker serves its files), a part loaded on demand cannot be fetched offline.
// The clock-in kept on the phone still says so, and a screen whose code cannot be fetched says what
// happened with Try again, never a blank page. Each test opens a browser with service workers blocked.

test('with no service worker yet, a clock-in made offline says it is saved on this phone', async ({
  browser,
  people,
}) => {
  test.setTimeout(120_000);
  const putri = await people.employee('HADIR', { name: 'Putri Anjani' });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await login(page, putri.nik);
    await keepClockInOffline(page, context, 'Kantor Pusat Jakarta', false);
  } finally {
    await context.close();
  }
});

test('a screen whose code cannot be fetched says so and offers Try again, which opens it once it can be fetched', async ({
  browser,
  people,
}) => {
  const agus = await people.employee('HADIR', { name: 'Agus Salim' });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const leaveScreen = /\/assets\/leave-screen-[^/]*\.js$/;
    await context.route(leaveScreen, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await login(page, agus.nik);
    await page.getByRole('link', { name: 'Request Leave' }).click();
    await expect(page.getByRole('heading', { name: 'This part of Hadir could not be loaded' })).toBeVisible();
    await expect(page.getByText(/Check your connection and try again/)).toBeVisible();

    await context.unroute(leaveScreen);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Leave', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/leave$/);
  } finally {
    await context.close();
  }
});
