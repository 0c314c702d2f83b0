import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An antd Select (`data-testid` sits on its root): opens it, optionally types a search, and
 * clicks the option whose text matches. The option list is rendered in a popup at the end of the body.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await select.click();
  if (search !== undefined) await select.locator('input').fill(search);
  const item = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option });
  await item.click();
  // multiple mode keeps the popup open; the choice shows as a tag in the select
  await expect(select.locator('.ant-select-selection-item').filter({ hasText: option })).toBeVisible();
}
