import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSessionDetails } from '../features/session/sessionActions';
import { sessionStore, syncSessionAcrossTabs } from '../features/session/sessionStore';

function clearCacheWhenUserChanges(queryClient: QueryClient): () => void {
  let uid = sessionStore.getState().user?.uid;
  return sessionStore.subscribe(() => {
    const next = sessionStore.getState().user?.uid;
    if (next !== uid) queryClient.clear();
    uid = next;
  });
}

/** Session upkeep: fresh roles and preference on start, one cache per user, tabs in step. */
export function SessionEffects() {
  const queryClient = useQueryClient();
  useEffect(() => clearCacheWhenUserChanges(queryClient), [queryClient]);
  useEffect(() => syncSessionAcrossTabs(), []);
  useEffect(() => {
    const uid = sessionStore.getState().user?.uid;
    // Failures are reported by the client (a 401 leads to the sign-in page).
    if (uid) loadSessionDetails(uid).catch(() => undefined);
  }, []);
  return null;
}
