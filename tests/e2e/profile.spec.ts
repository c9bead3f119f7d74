import { type Page } from '@playwright/test';
import { expect, test } from './factory';
import { login } from './support';

const ORIGINAL_PHONE = '081234567801';
const NEW_PHONE = '081299990001';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A PNG made in the page: 1200 x 900 (so it is halved before cropping), four coloured quarters. */
async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const colours = ['#0f766e', '#f59e0b', '#b91c1c', '#1d4ed8'];
    colours.forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect((index % 2) * 600, Math.floor(index / 2) * 450, 600, 450);
    });
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

/** A phone-size screenshot for a person to look at, once transitions have settled (E2E_SHOTS_DIR). */
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The natural size of a loaded <img>, 0 x 0 when it did not load. */
const naturalSize = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.getAttribute('src') };
  });

test('an employee changes the phone number and a cropped photo, sees both after a reload and the photo on Home', async ({
  page,
  people,
}) => {
  // The test's own Ade (tests/e2e/factory.ts), born and joined on the demo's Ade's days.
  const ade = await people.employee('HADIR', {
    phone: ORIGINAL_PHONE,
    birthDate: '1994-08-17',
    joinDate: '2021-06-14',
  });
  await login(page, ade.nik);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Phone')).toHaveValue(ORIGINAL_PHONE);
  await shot(page, 'profile-contact');

  await page.getByRole('tab', { name: 'Personal' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('17-08-1994');
  await shot(page, 'profile-biograph');
  await page.getByRole('tab', { name: 'Information' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('14-06-2021');
  await expect(page.getByRole('tabpanel')).toContainText('Employee');
  await shot(page, 'profile-information');
  await page.getByRole('tab', { name: 'Contact' }).click();

  await page.getByLabel('Phone').fill(NEW_PHONE);
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(page) });
  const cropper = page.getByRole('dialog', { name: 'Crop photo' });
  await expect(cropper).toBeVisible();
  const zoom = cropper.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  for (let step = 0; step < 10; step += 1) await zoom.press('ArrowRight');
  await expect(zoom).toHaveValue('1.5');
  // Drag the photo inside the square to move it.
  const box = (await cropper.getByRole('img', { name: 'Photo cropper' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await shot(page, 'profile-cropper');
  await cropper.getByRole('button', { name: 'Crop' }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByText('New photo, not saved yet')).toBeVisible();
  await shot(page, 'profile-cropped');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile updated successfully');
  await shot(page, 'profile-saved');
  await page.getByRole('button', { name: 'OK' }).click();

  const saved = await naturalSize(page, `Profile photo of ${ade.name}`);
  expect(saved.src).toMatch(/^\/images\/profile\/[0-9a-f-]{36}\.png$/);
  // Cropped square from the halved photo (1200 → 600 wide, then zoomed 1.5×).
  expect(saved.width).toBe(saved.height);
  expect(saved.width).toBeGreaterThan(100);
  expect(saved.width).toBeLessThanOrEqual(450);

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(NEW_PHONE);
  expect((await naturalSize(page, `Profile photo of ${ade.name}`)).src).toBe(saved.src);

  await page.goto('/');
  const header = await naturalSize(page, ade.name);
  expect(header.src).toBe(saved.src);
  expect(header.width).toBe(saved.width);
  await shot(page, 'home-with-photo');

  // The phone number back again, saved as any change is.
  await page.goto('/profile');
  await page.getByLabel('Phone').fill(ORIGINAL_PHONE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile updated successfully');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue(ORIGINAL_PHONE);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the photo picker refuses a file over 2 MB and a photo wider than 4000 px', async ({ page, people }) => {
  await login(page, (await people.employee('HADIR')).nik);
  await page.goto('/profile');
  const input = page.getByTestId('photo-input');
  await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2_097_153) });
  await expect(page.getByRole('alert')).toHaveText('Attachment size too large, maximum 2 Mb!');
  await shot(page, 'profile-too-large');
  await page.getByRole('button', { name: 'OK' }).click();

  const wide = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4001;
    canvas.height = 4;
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await input.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: Buffer.from(wide, 'base64') });
  await expect(page.getByRole('alert')).toHaveText('Image dimension exceed the limit');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
