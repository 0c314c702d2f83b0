import { isSuperAdmin } from '../roles';
import { useSession } from './useSession';

export function useIsSuperAdmin(): boolean {
  return useSession((state) => isSuperAdmin(state.roles));
}
