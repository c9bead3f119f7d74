import { expect, test } from '@playwright/test';
import { login } from './support';

// The staff screens under the app's Content-Security-Policy: each one opens and the browser reports
// no violation (a blocked script, style, worker, image or connection) on the way.
test("10001's screens open under the app's Content-Security-Policy with no violation", async ({ page }) => {
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

  await login(page, '10001');
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
