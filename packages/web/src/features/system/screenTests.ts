import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { testUser } from '../../test/fixtures';
import { sessionStore } from '../session/sessionStore';

/** antd forms are slow in jsdom; with every test file running at once a form test can take over 5 s. */
export const SCREEN_TEST_TIMEOUT_MS = 20_000;

/** antd validates forms asynchronously and slowly in jsdom: a message can take over a second to show. */
const SLOW_UI_MS = 5000;

export function findText(text: string | RegExp): Promise<HTMLElement> {
  return screen.findByText(text, undefined, { timeout: SLOW_UI_MS });
}

/**
 * jsdom has no ResizeObserver; antd's Table and Tree measure themselves with one. A no-op stand-in
 * is enough for tests (`unstubGlobals` removes it after each test).
 */
function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Each test of an admin screen runs signed in as the test user, in a jsdom antd can measure in. */
export function setUpScreenTests(): void {
  beforeEach(() => {
    stubResizeObserver();
    sessionStore.start(testUser);
  });
  afterEach(() => {
    sessionStore.clear();
    sessionStorage.clear();
  });
}
