import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { storedUser } from '../support/session';
import { texts } from '../support/texts';

/** The relative luminance (0 black … 1 white) of an element's computed background colour. */
async function backgroundLuminance(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const channels = colour.match(/\d+(\.\d+)?/g)?.map(Number);
  if (!channels || channels.length < 3) throw new Error(`unexpected colour ${colour}`);
  if (channels[3] === 0) throw new Error('the background is transparent');
  const [r = 0, g = 0, b = 0] = channels.slice(0, 3).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function expectDark(locator: Locator): Promise<void> {
  await expect.poll(() => backgroundLuminance(locator)).toBeLessThan(0.05);
}

async function expectLight(locator: Locator): Promise<void> {
  await expect.poll(() => backgroundLuminance(locator)).toBeGreaterThan(0.8);
}

const colours = { background: '#1e1e2e', font: '#a6e3a1' };

test('dark theme and log colours are saved and still applied after signing in again', async ({
  page,
  ordinaryUser,
  signInPage,
  shell,
  profilePage,
  feedback,
}) => {
  await signInPage.goto();
  await signInPage.signIn(ordinaryUser);
  await expect(page).toHaveURL(/\/v1\/dashboard$/);
  await shell.expectShown();
  await expectLight(shell.topBar);

  await shell.openProfile();
  await expect(page).toHaveURL(/\/v1\/profile\/info$/);
  let preference = await profilePage.openPreference();
  // A new user has the defaults.
  await expect(preference.themeRadio('light')).toBeChecked();
  await expect(preference.logBackground).toHaveValue('#000000');
  await expect(preference.logFont).toHaveValue('#ffffff');
  await expect(preference.preview).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(preference.preview).toHaveCSS('color', 'rgb(255, 255, 255)');

  await preference.chooseTheme('dark');
  await preference.setLogColours(colours.background, colours.font);
  // The preview follows the typed colours before anything is saved…
  await expect(preference.preview).toHaveCSS('background-color', 'rgb(30, 30, 46)');
  await expect(preference.preview).toHaveCSS('color', 'rgb(166, 227, 161)');
  // …while the theme only changes once saved.
  await expectLight(shell.topBar);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/users/${ordinaryUser.uid}/setting`) &&
      response.request().method() === 'PUT',
  );
  await preference.save.click();
  expect((await saved).status()).toBe(200);
  await expect(feedback.message(texts.saved.zh)).toBeVisible();
  await expectDark(shell.topBar);
  await expectDark(page.locator('.ant-layout').first());

  await shell.signOut();
  await expect(feedback.message(texts.loggedOut.zh)).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedUser(page)).toBeNull();
  // Signed out, the browser keeps nothing of the preference: the sign-in page is light again.
  await expectLight(page.locator('main', { has: signInPage.submit }));

  await signInPage.signIn(ordinaryUser);
  await expect(page).toHaveURL(/\/v1\/dashboard$/);
  await shell.expectShown();
  await expectDark(shell.topBar);

  await shell.openProfile();
  preference = await profilePage.openPreference();
  await expect(preference.themeRadio('dark')).toBeChecked();
  await expect(preference.logBackground).toHaveValue(colours.background);
  await expect(preference.logFont).toHaveValue(colours.font);
  await expect(preference.preview).toHaveCSS('background-color', 'rgb(30, 30, 46)');
  await expect(preference.preview).toHaveCSS('color', 'rgb(166, 227, 161)');
});
