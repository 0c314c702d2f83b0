import {
  apiPaths,
  type Feature,
  type ManagedUserList,
  systemRoleBindingName,
  type UserCreate,
  type UserInfo,
  type UserUpdate,
} from '@slipway/contracts';
import { http } from '../../../api/http';

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
    http.post<ManagedUserList>('/api/v1/picket/users', query, { signal }),
  /** `isAdmin`: the system roles the new account holds. */
  create: (body: UserCreate) => http.post<UserInfo>('/api/v1/users', body),
  /** A password in the body resets it. */
  update: (uid: string, body: UserUpdate) => http.put<UserInfo>(userPath(uid), body),
  remove: (uid: string) =>
    http.delete<{ message: string }>(`/api/v1/picket/users/${encodeURIComponent(uid)}`),
  /** Makes `roles` every system role the user holds; [] takes them all back. */
  setSystemRoles: (uid: string, roles: readonly string[]) =>
    http.post<{ message: string }>(
      '/api/v1/system-rolebindings/update',
      roles.map((role) => ({ name: systemRoleBindingName(uid, role), role, uid })),
      { query: { userID: uid } },
    ),
  signUp: (signal?: AbortSignal) => http.get<Feature>(registerTrigger, { signal }),
  setSignUp: (enabled: boolean) => http.put<Feature>(registerTrigger, { enabled }),
};
