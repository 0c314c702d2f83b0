import type { Page } from '@playwright/test';
import type { LoginResponse, Preference, RoleBinding, SlipwayApi } from './api';

/** The localStorage keys of the web app's session (packages/web/src/features/session/sessionStore.ts). */
export const sessionKeys = {
  user: 'slipway.user',
  roles: 'slipway.roles',
  preference: 'slipway.preference',
} as const;

export interface StoredSession {
  user: LoginResponse;
  roles: RoleBinding[];
  preference: Preference;
}

/**
 * Puts a session straight into localStorage, the way the app leaves it after signing in, for tests
 * whose subject is not the sign-in itself. A static file of the same origin is opened first so the
 * app does not start before the session is there.
 */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ keys, value }) => {
      localStorage.setItem(keys.user, JSON.stringify(value.user));
      localStorage.setItem(keys.roles, JSON.stringify(value.roles));
      localStorage.setItem(keys.preference, JSON.stringify(value.preference));
    },
    { keys: sessionKeys, value: session },
  );
}

/** Stores the session of a user already signed in through the API, with their roles and preference. */
export async function storeSessionOf(page: Page, api: SlipwayApi, user: LoginResponse): Promise<void> {
  await storeSession(page, { user, roles: await api.roles(user), preference: await api.preference(user) });
}

/** The session user the app has stored, or null when signed out. */
export async function storedUser(page: Page): Promise<LoginResponse | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), sessionKeys.user);
  return raw ? (JSON.parse(raw) as LoginResponse) : null;
}

/** Replaces the token of the stored session user, leaving everything else as it is. */
export async function replaceStoredToken(page: Page, token: string): Promise<void> {
  await page.evaluate(
    ({ key, next }) => {
      const raw = localStorage.getItem(key);
      if (!raw) throw new Error(`no ${key} in localStorage`);
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(raw), token: next }));
    },
    { key: sessionKeys.user, next: token },
  );
}
