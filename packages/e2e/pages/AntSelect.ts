import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An antd Select (`data-testid` sits on its root), single or multiple: opens it, optionally types a search, and
 * clicks the option whose text matches until the choice shows in the select.
 *
 * The popup is found through this select's own list id (`<input id>_list`), never as "any visible
 * dropdown": another select's popup may still be fading out, and clicking an already open multiple
 * select closes it. Options loaded by a search may re-render under the pointer, so a lost click is
 * tried again; a choice already shown counts as made.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const input = select.locator('input').first();
  const listId = await input.getAttribute('id');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}_list"]`) });
  // a multiple select shows each choice as an item, a single select its one value in the content
  const chosen = select
    .locator('.ant-select-selection-item, .ant-select-content-has-value')
    .filter({ hasText: option })
    .first();
  await expect(async () => {
    if (await chosen.isVisible()) return;
    if (!(await popup.isVisible())) await select.click();
    if (search !== undefined) await input.fill(search);
    await popup.locator('.ant-select-item-option').filter({ hasText: option }).click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
