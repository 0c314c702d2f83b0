import { expect, test } from '../support/fixtures';

// swagger-ui runs under the app's content security policy; the fixtures fail the test on a violation.
test('the API docs render and list the operations', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Slipway API');
  await expect(page.locator('.opblock').first()).toBeVisible();
});
