import {
  apiPaths,
  type Feature,
  type Personal,
  type RoleBinding,
  type UserCreate,
  type UserUpdate,
  type userWithRolesListSchema,
} from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../../api/http';

export type UserWithRolesList = z.infer<typeof userWithRolesListSchema>;
export interface UserListQuery {
  /** account or name, matched by the server */
  name: string;
  page: number;
  per_page: number;
}

const userPath = (uid: string) => `/api/v1/users/${encodeURIComponent(uid)}`;
const registerTrigger = apiPaths.feature('RegisterTrigger');

/** Accounts as the system administrator manages them (spec §7 Auth and users). */
export const usersApi = {
  list: (query: UserListQuery, signal?: AbortSignal) =>
    http.post<UserWithRolesList>('/api/v1/picket/users', query, { signal }),
  create: (body: UserCreate) => http.post<Personal>('/api/v1/users', body),
  /** A password in the body resets it. */
  update: (uid: string, body: UserUpdate) => http.put<Personal>(userPath(uid), body),
  remove: (uid: string) =>
    http.delete<{ message: string }>(`/api/v1/picket/users/${encodeURIComponent(uid)}`),
  /** Replaces every system role the user holds. */
  setSystemRoles: (uid: string, roles: string[]) =>
    http.put<RoleBinding[]>('/api/v1/system-rolebindings/update', { roles }, { query: { userID: uid } }),
  signUp: (signal?: AbortSignal) => http.get<Feature>(registerTrigger, { signal }),
  setSignUp: (enabled: boolean) => http.put<Feature>(registerTrigger, { enabled }),
};
