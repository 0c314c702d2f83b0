import { defaultPreference, type LoginBody, preferenceSchema } from '@slipway/contracts';
import { sessionApi } from './session.api';
import { type SessionUser, sessionStore } from './sessionStore';

/** Loads the roles and preference of the signed-in user into the session (spec §4). */
export async function loadSessionDetails(uid: string): Promise<void> {
  const [roles, preference] = await Promise.all([sessionApi.roles(uid), sessionApi.preference(uid)]);
  if (sessionStore.getState().user?.uid !== uid) return;
  sessionStore.setRoles(roles);
  const parsed = preferenceSchema.safeParse({ ...defaultPreference, ...preference });
  sessionStore.setPreference(parsed.success ? parsed.data : { ...defaultPreference });
}

/** Signs in, stores the user, then loads roles and preference so the theme applies at once. */
export async function signIn(body: LoginBody): Promise<SessionUser> {
  const user = await sessionApi.login(body);
  sessionStore.start(user);
  // The client has already reported a failure here; the user is signed in with default settings.
  await loadSessionDetails(user.uid).catch(() => undefined);
  return user;
}

export function signOut(): void {
  sessionStore.clear();
}
