import type { Page, Response } from '@playwright/test';

/**
 * The next response of a call, by method and path; `matches` may look at the query too. Start
 * waiting before the action that makes the call.
 */
export function responseOf(
  page: Page,
  method: string,
  path: string,
  matches: (url: URL) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === method && url.pathname === path && matches(url);
  });
}
