import {
  defaultPreference,
  type LoginResponse,
  loginResponseSchema,
  type Preference,
  preferenceSchema,
  type UserRoleBinding,
  userRoleBindingSchema,
} from '@slipway/contracts';
import { z } from 'zod';

export type SessionUser = LoginResponse;

export interface SessionState {
  user: SessionUser | null;
  /** the system roles the user holds */
  roles: readonly UserRoleBinding[];
  preference: Preference;
}

const storageKeys = {
  user: 'slipway.user',
  roles: 'slipway.roles',
  preference: 'slipway.preference',
} as const;
const rolesSchema = z.array(userRoleBindingSchema);

const signedOut: SessionState = { user: null, roles: [], preference: { ...defaultPreference } };

function readStored<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readState(): SessionState {
  const user = readStored(storageKeys.user, loginResponseSchema);
  if (!user) return signedOut;
  return {
    user,
    roles: readStored(storageKeys.roles, rolesSchema) ?? [],
    preference: readStored(storageKeys.preference, preferenceSchema) ?? { ...defaultPreference },
  };
}

function writeState(next: SessionState): void {
  if (!next.user) {
    for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
    return;
  }
  localStorage.setItem(storageKeys.user, JSON.stringify(next.user));
  localStorage.setItem(storageKeys.roles, JSON.stringify(next.roles));
  localStorage.setItem(storageKeys.preference, JSON.stringify(next.preference));
}

let state = readState();
const listeners = new Set<() => void>();

function publish(next: SessionState, persist = true): void {
  state = next;
  if (persist) writeState(next);
  for (const listener of listeners) listener();
}

/**
 * The signed-in user, their roles and preference, kept in localStorage (spec §4).
 * A plain store so the HTTP client and route loaders can read it outside React.
 */
export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(user: SessionUser): void {
    publish({ user, roles: [], preference: { ...defaultPreference } });
  },
  setRoles(roles: readonly UserRoleBinding[]): void {
    if (state.user) publish({ ...state, roles });
  },
  setPreference(preference: Preference): void {
    if (state.user) publish({ ...state, preference });
  },
  updateUser(changes: Partial<Pick<SessionUser, 'name' | 'email' | 'phone'>>): void {
    if (state.user) publish({ ...state, user: { ...state.user, ...changes } });
  },
  /** The same user with a new token: their password change ended the session of the old one. */
  renewToken(token: string): void {
    if (state.user) publish({ ...state, user: { ...state.user, token } });
  },
  clear(): void {
    if (state.user) publish(signedOut);
  },
  /** Picks up changes another tab made (sign-in, sign-out). */
  reload(): void {
    publish(readState(), false);
  },
};

/** Keeps tabs in step: signing out in one tab signs out the others. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) sessionStore.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
