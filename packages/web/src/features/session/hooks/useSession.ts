import { useSyncExternalStore } from 'react';
import { type SessionState, sessionStore } from '../sessionStore';

/** Subscribes to one part of the session; the selector must return a stored value or a primitive. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => selector(sessionStore.getState()));
}
