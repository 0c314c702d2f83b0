import { afterEach, beforeEach } from 'vitest';
import { type SessionUser, sessionStore } from '../features/session/sessionStore';
import { testUser } from './fixtures';

/** Each test of the file renders pages for a signed-in `user`. */
export function signedInForEachTest(user: SessionUser = testUser): void {
  beforeEach(() => sessionStore.start(user));
  afterEach(() => sessionStore.clear());
}
