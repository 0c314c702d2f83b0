import type { BrowserContext, Page } from '@playwright/test';
import type { AppShell } from '../pages/AppShell';
import { expect, test } from '../support/fixtures';
import { storeSession } from '../support/session';
import { type Lang, texts } from '../support/texts';

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'language')?.value;
}

async function expectTexts(page: Page, shell: AppShell, lang: Lang): Promise<void> {
  await expect(shell.languageSwitch).toHaveText(texts.switchTo[lang]);
  await expect(shell.navLink('dashboard')).toHaveText(texts.dashboard[lang]);
  await expect(page.getByTestId('dashboard-my-workflow')).toContainText(texts.myWorkflow[lang]);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
  await expect(page).toHaveTitle(new RegExp(texts.dashboard[lang]));
}

test('switches to English, keeps it across a reload and switches back', async ({
  page,
  context,
  api,
  adminSession,
  shell,
  feedback,
}) => {
  await storeSession(page, {
    user: adminSession,
    roles: await api.roles(adminSession),
    preference: await api.preference(adminSession),
  });
  await page.goto('/v1/dashboard');
  await shell.expectShown();
  // Chinese is the default (no cookie yet, browser language zh-CN).
  await expectTexts(page, shell, 'zh');
  expect(await languageCookie(context)).toBeUndefined();

  await shell.languageSwitch.click();
  await expect(feedback.message(texts.languageSwitched.en)).toBeVisible();
  await expectTexts(page, shell, 'en');
  expect(await languageCookie(context)).toBe('en');

  await page.reload();
  await shell.expectShown();
  await expectTexts(page, shell, 'en');

  await shell.languageSwitch.click();
  await expect(feedback.message(texts.languageSwitched.zh)).toBeVisible();
  await expectTexts(page, shell, 'zh');
  expect(await languageCookie(context)).toBe('zh-cn');

  await page.reload();
  await shell.expectShown();
  await expectTexts(page, shell, 'zh');
});
