import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { signedInForEachTest } from '../../test/signedIn';

/** antd forms are slow in jsdom; with every test file running at once a form test can take over 5 s. */
export const SCREEN_TEST_TIMEOUT_MS = 30_000;

/** antd validates forms asynchronously and slowly in jsdom: a message can take over a second to show. */
const SLOW_UI_MS = 10_000;

export function findText(text: string | RegExp): Promise<HTMLElement> {
  return screen.findByText(text, undefined, { timeout: SLOW_UI_MS });
}

/** Each test of an admin screen runs signed in as the test user, in a jsdom antd can measure in. */
export function setUpScreenTests(): void {
  signedInForEachTest();
  afterEach(() => sessionStorage.clear());
}
