import type { Preference } from '@slipway/contracts';
import { useSession } from './useSession';

/** Theme and log colours of the signed-in user (defaults when signed out); the log terminal reads these. */
export function usePreference(): Preference {
  return useSession((state) => state.preference);
}
