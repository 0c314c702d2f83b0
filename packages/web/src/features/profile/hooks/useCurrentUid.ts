import { useSession } from '../../session/hooks/useSession';

/** The signed-in user's id; profile pages sit behind the session guard. */
export function useCurrentUid(): string {
  return useSession((state) => state.user?.uid ?? '');
}
