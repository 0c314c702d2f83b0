import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { texts } from '../support/texts';

/** Collects console errors, uncaught exceptions and failed requests of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`requestfailed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  return errors;
}

test('unknown paths show the not-found page', async ({ page }) => {
  for (const path of ['/no/such/page', '/404', '/v1x', '/signin/extra']) {
    await page.goto(path);
    const notFound = page.getByTestId('not-found');
    await expect(notFound, path).toBeVisible();
    await expect(notFound).toContainText('404');
    await expect(notFound).toContainText(texts.notFound.zh);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  }
});

test('/signin loads without console errors', async ({ page, signInPage }) => {
  const errors = watchErrors(page);
  await signInPage.goto();
  await expect(page.getByTestId('forgot-password-link')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
