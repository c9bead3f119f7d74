import { expect, test } from './factory';
import { DEMO_PASSWORD, jakartaDay, login } from './support';

// Issue 47: what waits for a person is counted on Home, and HR's announcements reach Home.

const api = (path: string) => `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4181}/api/v1${path}`;

/** The next working day (Monday–Friday) after today in Jakarta: a day overtime can still be asked for. */
const nextWorkday = (() => {
  for (let instant = Date.now() + 86_400_000; ; instant += 86_400_000) {
    const day = jakartaDay(instant);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
})();

test("a request filed for the supervisor is counted on Home's Inbox and cleared once decided", async ({
  page,
  people,
}) => {
  const team = await people.team('HADIR');
  // The employee asks through the api as their app would: the supervisor's side is what is tested.
  const token = (
    await (
      await fetch(api('/relogin'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nik: Number(team.employee.nik), password: DEMO_PASSWORD }),
      })
    ).json()
  ).data.token as string;
  const asked = await fetch(api('/overtime'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ date: nextWorkday, start: '17:00', end: '19:00', reason: 'Stok opname', consent: true }),
  });
  expect(asked.status).toBe(200);

  await login(page, team.supervisor.nik);
  await page.getByRole('link', { name: 'Inbox, 1 waiting' }).click();
  await page.getByRole('link', { name: new RegExp(`^View: ${team.employee.name} asks for overtime`) }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request approved');
  await page.goto('/');
  await expect(page.getByLabel('Present 0')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
});

test("HR's announcement for a division shows on its people's Home, unread until opened", async ({
  browser,
  people,
}) => {
  const division = await people.division('HADIR', 'Pengumuman');
  const reader = await people.employee('HADIR', { unit: { division: division.code } });
  const admin = await people.hrAdmin('HADIR');
  const title = `Libur Nyepi ${division.name}`;

  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const hr = await hrContext.newPage();
    await login(hr, admin.nik);
    await hr.goto('/hr/announcements');
    await hr.getByRole('button', { name: 'Write an announcement' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Write an announcement' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Kantor tutup pada hari Nyepi.');
    await dialog.getByRole('combobox', { name: 'Divisions' }).click();
    await hr.getByRole('option', { name: `${division.code} · ${division.name}` }).click();
    await hr.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(hr.getByRole('alert')).toHaveText('Announcement published');
    await expect(hr.getByRole('list', { name: 'Announcements' }).getByText(title)).toBeVisible();
  } finally {
    await hrContext.close();
  }

  const page = await browser.newPage({ locale: 'en-US' });
  await login(page, reader.nik);
  const card = page.getByRole('region', { name: 'Announcement' });
  const item = card.getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('New');
  await item.click();
  await expect(page.getByRole('dialog', { name: title })).toContainText('Kantor tutup pada hari Nyepi.');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(card.getByRole('button', { name: new RegExp(title) })).not.toContainText('New');
  await page.close();
});
