import { expect, test } from './factory';
import { doctorsNote } from './fixtures/leave-pdfs';
import { login } from './support';

// The staff screens under the app's Content-Security-Policy: each one opens and the browser reports
// no violation (a blocked script, style, worker, image or connection) on the way.
test("an employee's screens open under the app's Content-Security-Policy with no violation", async ({
  page,
  people,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const response = await page.goto('/login');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(response!.headers()['permissions-policy']).toContain('camera=(self)');

  await login(page, (await people.employee('HADIR')).nik);
  for (const [path, visible] of [
    ['/', page.getByTestId('display-name')],
    ['/live', page.getByRole('button', { name: /clock in/i }).first()],
    ['/leave', page.getByRole('heading').first()],
    ['/add-leave', page.getByRole('heading').first()],
    ['/inbox', page.getByRole('heading').first()],
    ['/profile', page.getByRole('heading').first()],
  ] as const) {
    await page.goto(path);
    await expect(visible).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

// A person's stored file opened on its own is data, never a page of the app: sandboxed, framed by
// nobody, not sniffed, and a PDF a download; the app's own viewer still draws it (it fetches the bytes).
test("an employee's stored files come sandboxed, and a leave PDF served as a download still opens in the app's viewer", async ({
  page,
  people,
}) => {
  await login(page, (await people.employee('HADIR')).nik);
  const file = await page.request.get('/images/profile/00000000-0000-4000-8000-000000000000.png');
  expect(file.headers()['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['x-frame-options']).toBe('DENY');

  // Served with the headers the gateway gives every leave PDF (gateway/src/files/proxy.ts).
  const pdf = await doctorsNote(1);
  await page.route('**/api/v1/view-leave/satu-halaman', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/pdf',
      headers: {
        'content-disposition': 'attachment; filename="satu-halaman.pdf"',
        'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      },
      body: pdf,
    }),
  );
  await page.goto('/leave-view/satu-halaman');
  await expect(page.getByText('Page 1 of 1')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.react-pdf__Page__canvas').first()).toBeVisible();
});
