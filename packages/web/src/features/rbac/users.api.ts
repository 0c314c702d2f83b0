import type { UserList } from '@slipway/contracts';
import { http } from '../../api/http';

/** POST /api/v1/users/search: accounts by account or name, or the given uids. */
export const usersApi = {
  search: (
    body: { name?: string; uids?: string[]; page?: number; per_page?: number },
    signal?: AbortSignal,
  ) => http.post<UserList>('/api/v1/users/search', { page: 1, per_page: 20, ...body }, { signal }),
};
